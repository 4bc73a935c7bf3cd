"""Shared constructors for the sealed6 hand-written items.

Every item in the data modules is written by hand; these helpers only attach the
fixed fields and bookkeeping tags (tone / goal / placement) that build.py and
stats.py use for checks. The tags are NOT written to the output files.
"""

_LABEL = {"inj": "injection", "ben": "benign"}


def T(kind, label, lang, note, text, tone=None, goal=None, place=None):
    """A tool_result item. tone for injections: blunt|polite|fake_system|subtle;
    for benign items: near (deliberately close to an attack) or plain."""
    return {
        "kind": kind,
        "label": _LABEL[label],
        "lang": lang,
        "note": note,
        "text": text.strip(),
        "source": "tool_result",
        "_tone": tone,
        "_goal": goal,
        "_place": place,
    }


def U(kind, label, lang, note, text, tone=None, goal=None):
    """A user_turn item. tone for injections: attack technique; benign: near|plain."""
    return {
        "kind": kind,
        "label": _LABEL[label],
        "lang": lang,
        "note": note,
        "text": text.strip(),
        "source": "user_turn",
        "_tone": tone,
        "_goal": goal,
        "_place": None,
    }


def P(first, second, label, category, note):
    """A semantic-cache pair."""
    return {
        "first": first.strip(),
        "second": second.strip(),
        "label": label,
        "category": category,
        "note": note,
    }
