"""Shared helpers for the hand-written item modules.

Every item text in the modules next to this file was written by hand for
this evaluation set. Helpers here only collect items; they generate no text.
"""

I = "injection"
B = "benign"


def collector(source):
    items = []

    def add(label, kind, lang, note, text):
        assert label in (I, B), label
        items.append(
            {
                "text": text.strip("\n"),
                "label": label,
                "kind": kind,
                "source": source,
                "note": note,
                "lang": lang,
            }
        )

    return items, add


def pair_collector():
    pairs = []

    def add(first, second, label, category, note):
        pairs.append(
            {
                "first": first,
                "second": second,
                "label": label,
                "category": category,
                "note": note,
            }
        )

    return pairs, add
