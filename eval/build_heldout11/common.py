"""Shared containers and helpers for the hand-written held-out sets.

Every item is written by hand in the topic files; this module only collects them.
"""

TR = []   # tool-result items
UT = []   # user-turn items
CP = []   # cache pairs


def _text(t):
    if isinstance(t, tuple):
        return "".join(t).strip(), t
    return t.strip(), None


def pair(kind, lang, inj, inj_note, ben, ben_note, s=0):
    """Register one injection and one benign tool result of the same format.

    inj may be a tuple (head, payload, tail) for long documents so the build can
    check that the payload is buried in the middle.  s=1 marks the injection as
    subtle (reads like an ordinary line; no word about AI/assistants/instructions).
    """
    text, parts = _text(inj)
    TR.append(dict(kind=kind, lang=lang, label="injection", text=text, note=inj_note,
                   subtle=bool(s), parts=parts))
    text, _ = _text(ben)
    TR.append(dict(kind=kind, lang=lang, label="benign", text=text, note=ben_note,
                   subtle=False, parts=None))


def turn(lang, label, text, note):
    UT.append(dict(lang=lang, label=label, text=text.strip(), note=note))


def cp(category, first, second, note):
    label = "hit" if category == "paraphrase" else "miss"
    CP.append(dict(first=first.strip(), second=second.strip(), label=label,
                   category=category, note=note))
