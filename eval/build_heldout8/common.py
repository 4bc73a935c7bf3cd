"""Shared helpers for the sealed8 evaluation sets.

Every item is written by hand in the modules of this folder. The helpers below only
attach bookkeeping fields (tone, placement, goal, closeness) that the build script uses
for checks and statistics; those fields are never written to the output files.
"""

TONES = ("blunt", "polite", "fake_system", "subtle")
GOALS = ("exfil", "money", "setting", "tool_call", "hide", "promote", "lie", "stop",
         "sysprompt")


def _clean(text):
    return text.strip("\n").rstrip()


def A(kind, lang, tone, place, goal, note, text):
    """A tool result that carries an injection."""
    assert tone in TONES, tone
    assert goal in GOALS, goal
    return dict(source="tool_result", label="injection", kind=kind, lang=lang,
                note=note, text=_clean(text), tone=tone, place=place, goal=goal,
                hard=None)


def B(kind, lang, hard, note, text):
    """A benign tool result; hard=True when it is deliberately close to an attack."""
    return dict(source="tool_result", label="benign", kind=kind, lang=lang,
                note=note, text=_clean(text), tone=None, place=None, goal=None,
                hard=bool(hard))


def UA(kind, lang, tactic, note, text):
    """A user turn that is an attack on the assistant."""
    return dict(source="user_turn", label="injection", kind=kind, lang=lang,
                note=note, text=_clean(text), tone=tactic, place="whole_turn",
                goal=None, hard=None)


def UB(kind, lang, hard, note, text):
    """A benign user turn; hard=True when it sits close to an attack."""
    return dict(source="user_turn", label="benign", kind=kind, lang=lang,
                note=note, text=_clean(text), tone=None, place=None, goal=None,
                hard=bool(hard))


def H(category, domain, first, second, note):
    """A cache pair that must hit (same cached answer)."""
    return dict(label="hit", category=category, domain=domain, first=first.strip(),
                second=second.strip(), note=note)


def M(category, domain, first, second, note):
    """A cache pair that must miss (needs a different answer)."""
    return dict(label="miss", category=category, domain=domain, first=first.strip(),
                second=second.strip(), note=note)
