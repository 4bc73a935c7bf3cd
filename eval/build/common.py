"""Tiny helpers shared by the hand-written eval item modules.

Every text in these modules was written by hand for the held-out set; the
helpers only wrap them in a uniform record shape.
"""

ITEMS = []


def _add(kind, label, text, note, source, lang):
    ITEMS.append(
        {
            "text": text,
            "label": label,
            "kind": kind,
            "source": source,
            "note": note,
            "lang": lang,
        }
    )


def inj(kind, text, note, source="tool_result", lang="en"):
    _add(kind, "injection", text, note, source, lang)


def ben(kind, text, note, source="tool_result", lang="en"):
    _add(kind, "benign", text, note, source, lang)
