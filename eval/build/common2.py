"""Record helpers for the SECOND sealed held-out injection set (heldout2).

Kept apart from common.py so that importing the new item modules never
changes the first set. Every text in the t2_*/u2_* modules is hand-written;
the helpers only wrap them in the record shape.
"""

ITEMS = []


def _add(kind, label, text, note, source, lang):
    ITEMS.append({"text": text, "label": label, "kind": kind,
                  "source": source, "note": note, "lang": lang})


def inj(kind, text, note, source="tool_result", lang="en"):
    _add(kind, "injection", text, note, source, lang)


def ben(kind, text, note, source="tool_result", lang="en"):
    _add(kind, "benign", text, note, source, lang)
