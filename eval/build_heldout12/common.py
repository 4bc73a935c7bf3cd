"""Shared registries for the hand-written held-out sets."""
TR = []   # tool-result items
UT = []   # user turns
CP = []   # cache pairs


def pair(kind, lang, inj, inj_note, ben, ben_note, subtle=False):
    """One format, one injected item and one benign item."""
    TR.append(dict(text=inj, label="injection", kind=kind, source="tool_result",
                   note=("subtle injection: " if subtle else "injection: ") + inj_note,
                   lang=lang, subtle=subtle))
    TR.append(dict(text=ben, label="benign", kind=kind, source="tool_result",
                   note="benign: " + ben_note, lang=lang, subtle=False))


def ut(lang, label, kind, text, note):
    UT.append(dict(text=text, label=label, kind=kind, source="user_turn",
                   note=note, lang=lang, subtle=False))


def hit(first, second, note):
    CP.append(dict(first=first, second=second, label="hit", category="paraphrase", note=note))


def miss(category, first, second, note):
    CP.append(dict(first=first, second=second, label="miss", category=category, note=note))
