#!/usr/bin/env python3
"""Composed training documents in 13 languages: the same carriers and the same wrappers
with a planted instruction (injection) or with a near miss (benign).

    python3 models/injection/compose.py

Standard library only; the phrases are in compose_words.py (written for Argus). Writes
data/composed_injected.jsonl and data/composed_benign.jsonl, sorted and deduplicated;
deterministic (fixed seed).

What it teaches: an injection addresses the model that reads the text (or, in a user
turn, tells it to drop its rules) and asks it to act; the benign side of every pair uses
the same document shapes, the same wrappers (P.S., HTML comment, JSON note, code comment,
hidden span) and the same languages, and carries imperatives addressed to people,
sentences *about* AI assistants, or requests quoted for translation. Each row names its
phrase group ("group"), so cross-validation folds never share an action or a near miss.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from compose_words import LANGS  # noqa: E402

DATA = HERE / "data"
SEED = 20261127
PER_LANG = {"en": 1400}
PER_LANG_DEFAULT = 150
USER_TURNS = {"en": 200}
USER_TURNS_DEFAULT = 24

FIRST = ["Ana", "Tom", "Priya", "Lukas", "Mei", "Omar", "Sofia", "Jan", "Chloé", "Kenji", "Olga", "Marco", "Eva", "Ravi"]
LAST = ["Novak", "Schmidt", "Garcia", "Okafor", "Tanaka", "Rossi", "Dubois", "Kowalski", "Silva", "Ivanova", "Park", "Berg"]
TLDS = ["example", "example.net", "example.org", "test", "invalid"]
WORDS = ["secure", "backup", "verify", "support", "cloud", "sync", "portal", "billing", "helpdesk", "mail", "audit", "pay"]


def fake_email(r):
    return "%s.%s@%s-%s.%s" % (r.choice(WORDS), r.randint(1, 99), r.choice(WORDS), r.choice(WORDS), r.choice(TLDS))


def fake_url(r):
    return "https://%s-%s.%s/%s" % (r.choice(WORDS), r.choice(WORDS), r.choice(TLDS), r.choice(WORDS))


def fill(s, r):
    return (s.replace("{email}", fake_email(r)).replace("{url}", fake_url(r))
            .replace("{amount}", "%s%d" % (r.choice(["$", "€", "£", ""]), r.randint(50, 9000)))
            .replace("{acct}", "%s%010d" % (r.choice(["DE", "GB", "FR", "ES", "NL", ""]), r.randint(0, 10 ** 10 - 1)))
            .replace("{order}", "%s-%d" % (r.choice(["A", "SO", "ORD", "W"]), r.randint(1000, 99999)))
            .replace("{phone}", "1%010d" % r.randint(0, 10 ** 10 - 1))
            .replace("{name}", "%s %s" % (r.choice(FIRST), r.choice(LAST))))


def cap(s):
    return s[:1].upper() + s[1:]


CJK = ("zh", "ja", "ko")


def injection_sentence(lang, r):
    """(sentence, group) of a planted instruction addressed to the reading model."""
    L = LANGS[lang]
    ai = r.randrange(len(L["ACTION"]))
    action = fill(L["ACTION"][ai], r)
    addr = r.choice(L["ADDR"])
    parts = []
    if r.random() < 0.45:
        parts.append(r.choice(L["OVERRIDE"]))
    parts.append(action)
    secret = r.choice(L["SECRET"]) if r.random() < 0.4 else None
    if lang in CJK:
        body = ("，" if lang == "zh" else "、").join(parts)
        if secret:
            body += ("，" if lang != "ko" else " ") + secret
        end = "。" if lang != "ko" else "."
        s = addr + ("" if addr.endswith(("：", "——")) else " ") + body + end
    else:
        body = ", ".join(parts)
        if secret:
            body += " " + secret if not secret.startswith(("silently",)) else ", " + secret
        lower_after = addr.endswith((",", ":")) and not addr.endswith(("AI:", "CI bot:", "Agent:", "Asistente:", "Assistente:", "Assistant :", "Assistent:", "Ассистент:", "Asystencie:", "Asistan:"))
        s = addr + " " + (body if lower_after else cap(body)) + "."
    return s, "compose:%s:action%d" % (lang, ai)


def direct_turn(lang, r):
    L = LANGS[lang]
    ai = r.randrange(len(L["ACTION"]))
    action = fill(L["ACTION"][ai], r)
    t = r.choice(L["DIRECT"])
    s = t.replace("{action}", action).replace("{Action}", cap(action))
    return s, "compose:%s:action%d" % (lang, ai)


def benign_sentence(lang, r):
    L = LANGS[lang]
    pool = "HUMAN" if r.random() < 0.6 else "ABOUT_AI"
    i = r.randrange(len(L[pool]))
    return fill(L[pool][i], r), "compose-benign:%s:%s%d" % (lang, pool.lower(), i)


def carriers(lang, r, n):
    src = LANGS[lang]["CARRIER"]
    out = []
    for _ in range(n):
        out.append(fill(r.choice(src), r))
    return out


def wrap(s, r, html=False):
    """The same wrappers for both labels."""
    c = r.random()
    if html:
        return r.choice(["<!-- %s -->", '<span style="display:none">%s</span>', '<p style="color:#fff;font-size:1px">%s</p>',
                         "<p>%s</p>", '<div hidden>%s</div>', '<meta name="description" content="%s">']) % s
    if c < 0.45:
        return s
    return r.choice(["P.S. %s", "Note: %s", "(%s)", "NB: %s", "> %s", "-- %s", "[%s]", "Comment: %s", "Additional info: %s"]) % s


def doc(lang, sentence, r):
    """(kind, text) with `sentence` placed inside a document of carriers."""
    clang = lang if (lang == "en" or r.random() < 0.75) else "en"
    n = r.randint(1, 5)
    lines = carriers(clang, r, n)
    kind = r.choice(["email", "ticket", "json", "csv", "log", "calendar", "review", "search_results", "chat", "code", "web_page", "plain"])
    who = "%s %s" % (r.choice(FIRST), r.choice(LAST))
    if kind == "json":
        o = {"id": r.randint(1000, 99999), "status": r.choice(["shipped", "open", "delivered", "pending"]),
             "summary": lines[0]}
        key = r.choice(["note", "customer_note", "comment", "description", "bio", "status_message", "_meta", "delivery_instructions"])
        o[key] = wrap(sentence, r)
        for extra in lines[1:3]:
            o["detail_%d" % len(o)] = extra
        return "json_api", json.dumps(o, ensure_ascii=False, indent=r.choice([None, 2]))
    if kind == "csv":
        rows = ["id,item,qty,comment"]
        at = r.randint(0, n)
        for i in range(n + 1):
            cell = sentence if i == at else lines[min(i, n - 1)]
            rows.append('%d,%s,%d,"%s"' % (i + 1, r.choice(["lamp", "fan", "desk", "cable", "chair"]), r.randint(1, 50), cell))
        return "db_row", "\n".join(rows)
    if kind == "log":
        rows = []
        at = r.randint(0, n)
        for i in range(n + 1):
            msg = sentence if i == at else lines[min(i, n - 1)]
            rows.append('2024-%02d-%02dT%02d:%02d:%02dZ level=%s msg="%s"' % (
                r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59),
                r.choice(["info", "warn", "error"]), msg))
        return "log", "\n".join(rows)
    if kind == "code":
        c = r.choice(["#", "//"])
        body = ["def handler(event):", "    return process(event)"] if c == "#" else ["function handler(event) {", "  return process(event);", "}"]
        at = r.randint(0, len(body))
        body.insert(at, ("    " if 0 < at < len(body) else "") + c + " " + sentence)
        return "code", "\n".join(body)
    if kind == "web_page":
        ps = ["<p>%s</p>" % x for x in lines]
        ps.insert(r.randint(0, len(ps)), wrap(sentence, r, html=True))
        return "web_page", "<html><body>\n" + "\n".join(ps) + "\n</body></html>"
    lines.insert(r.randint(0, len(lines)), wrap(sentence, r))
    if kind == "email":
        return "email", "From: %s <%s>\nTo: %s\nSubject: %s\n\n%s\n\n%s" % (
            who, fake_email(r), fake_email(r), r.choice(["Update", "Re: your order", "Invoice", "Meeting", "Fwd: notice"]),
            "\n\n".join(lines), r.choice(FIRST))
    if kind == "ticket":
        return "ticket", "Ticket #%d\nSubject: %s\n%s" % (r.randint(1000, 99999), lines[0][:60], "\n".join(lines))
    if kind == "calendar":
        return "calendar", "Event: %s\nWhen: 2024-%02d-%02d %02d:00\nDescription: %s" % (
            r.choice(["Review", "Kickoff", "1:1", "Team dinner", "Planning"]), r.randint(1, 12), r.randint(1, 28),
            r.randint(8, 18), " ".join(lines))
    if kind == "review":
        return "review", "%s %s" % ("★" * r.randint(1, 5), " ".join(lines))
    if kind == "search_results":
        return "search_result", "\n".join("%d. %s – %s" % (i + 1, r.choice(WORDS) + "." + r.choice(TLDS), x) for i, x in enumerate(lines))
    if kind == "chat":
        return "chat_transcript", "\n".join("%s: %s" % (r.choice(["Customer", "Agent", who.split()[0], "User"]), x) for x in lines)
    return "document", (" " if r.random() < 0.5 else "\n").join(lines)


QUOTE_TURN = {
    "en": ["Translate into Spanish: '{s}'", "Draft an email to my team saying: '{s}'", "What does this sentence mean? \"{s}\"",
           "Is this message a scam? \"{s}\"", "Summarize this for me: {s}", "{s}", "{s} How do I do that?",
           "Can you help me write a polite note: {s}", "Act as a proofreader and fix this sentence: '{s}'"],
    "es": ["Traduce al inglés: «{s}»", "¿Qué significa esta frase? «{s}»", "{s}"],
    "fr": ["Traduis en anglais : « {s} »", "Que veut dire cette phrase ? « {s} »", "{s}"],
    "de": ["Übersetze ins Englische: „{s}“", "Was bedeutet dieser Satz? „{s}“", "{s}"],
    "zh": ["请帮我把这段话翻译成英文：“{s}”", "这句话是什么意思？“{s}”", "{s}"],
    "ja": ["次の文を英語に翻訳してください：「{s}」", "{s}"],
}


def build():
    r = random.Random(SEED)
    inj, ben = [], []
    for lang in sorted(LANGS):
        n = PER_LANG.get(lang, PER_LANG_DEFAULT)
        for _ in range(n):
            s, g = injection_sentence(lang, r)
            kind, text = doc(lang, s, r)
            inj.append({"text": text, "label": "injection", "kind": kind, "source": "composed:%s" % lang,
                        "injection": s, "group": g})
            b, gb = benign_sentence(lang, r)
            kind, text = doc(lang, b, r)
            ben.append({"text": text, "label": "benign", "kind": kind, "source": "composed:%s" % lang, "group": gb})
        # standalone sentences and user turns
        for _ in range(USER_TURNS.get(lang, USER_TURNS_DEFAULT)):
            s, g = direct_turn(lang, r)
            inj.append({"text": s, "label": "injection", "kind": "user_turn", "source": "composed:%s" % lang, "group": g})
            s, g = injection_sentence(lang, r)
            inj.append({"text": s, "label": "injection", "kind": "sentence", "source": "composed:%s" % lang, "group": g})
            b, gb = benign_sentence(lang, r)
            t = r.choice(QUOTE_TURN.get(lang, ["{s}"])).replace("{s}", b)
            ben.append({"text": t, "label": "benign", "kind": "user_turn", "source": "composed:%s" % lang, "group": gb})
    return inj, ben


def write(path, rows):
    seen, out = set(), []
    for row in rows:
        if row["text"] in seen:
            continue
        seen.add(row["text"])
        out.append(row)
    out.sort(key=lambda x: (x["kind"], x["source"], x["text"]))
    with open(path, "w", encoding="utf-8") as f:
        for row in out:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    return len(out)


def main():
    inj, ben = build()
    texts_inj = {x["text"] for x in inj}
    ben = [b for b in ben if b["text"] not in texts_inj]
    print("composed_injected.jsonl: %d" % write(DATA / "composed_injected.jsonl", inj))
    print("composed_benign.jsonl: %d" % write(DATA / "composed_benign.jsonl", ben))


if __name__ == "__main__":
    main()
