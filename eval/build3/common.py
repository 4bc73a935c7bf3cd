"""Shared helpers for the hand-written item modules.

Injected spans inside tool results are wrapped in the markers L ... R in the
source; build.py strips the markers and uses them only to report where the
injection sits. They never appear in the output files.
"""
import json
import random

L = "\u27e6"  # start of injected span (stripped by build.py)
R = "\u27e7"  # end of injected span


def J(obj, indent=2):
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def Jc(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def rng(seed):
    return random.Random(seed)


class Reg:
    def __init__(self, source="tool_result"):
        self.source = source
        self.items = []

    def inj(self, kind, lang, goal, note, text):
        self.items.append(dict(kind=kind, label="injection", lang=lang, goal=goal,
                               note=note, text=text, source=self.source, hard=None))

    def ben(self, kind, lang, note, text, hard=False):
        self.items.append(dict(kind=kind, label="benign", lang=lang, goal=None,
                               note=note, text=text, source=self.source, hard=hard))
