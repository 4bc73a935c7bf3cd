"""Shared helpers for the sealed7 item modules (standard library only)."""

INJ = "injection"
BEN = "benign"


def I(kind, lang, tone, note, text):
    """An injection item. tone: subtle | blunt | polite | fake_system (internal, not exported)."""
    assert tone in ("subtle", "blunt", "polite", "fake_system"), tone
    return {"kind": kind, "lang": lang, "label": INJ, "tag": tone, "note": note, "text": text.strip("\n")}


def B(kind, lang, hard, note, text):
    """A benign item. hard: True when it is deliberately close to an attack in wording."""
    return {"kind": kind, "lang": lang, "label": BEN, "tag": "near" if hard else "plain", "note": note, "text": text.strip("\n")}
