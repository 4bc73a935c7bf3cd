#!/usr/bin/env python3
"""Deterministic builder for injection-heldout3.jsonl, cache-heldout3.jsonl and README.md.

Standard library only. Run: python3 build.py
"""
import collections
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)  # eval/
# In the repository the sets live beside the earlier ones (written first to /work/sealed3).
INJ_OUT = os.path.join(OUT, "injection", "heldout3.jsonl")
CACHE_OUT = os.path.join(OUT, "semantic_cache", "heldout3.jsonl")

from common import L, R  # noqa: E402
import tools_github, tools_tickets, tools_comms, tools_docs, tools_web, tools_data, tools_dev, tools_misc  # noqa: E402
import user_turns, cache_pairs  # noqa: E402

SEED_TR = 3141
SEED_UT = 2718
SEED_SC = 1618

TOOL_KINDS = ["github_api", "jira_ticket", "zendesk_ticket", "gmail_message", "slack_api", "teams_chat", "notion_page",
              "confluence_page", "google_drive_doc", "browser_fetch", "search_api", "sql_rows", "stripe_or_payments_api",
              "crm_record", "calendar_api", "shell_output", "source_file", "pdf_extract", "review_or_forum", "short_snippet",
              "mcp_tool_result"]
USER_KINDS = {"jailbreak": "injection", "prompt_extraction": "injection", "instruction_override": "injection",
              "tool_abuse": "injection", "question": "benign", "task": "benign", "roleplay_request": "benign"}
LANGS = {"en", "de", "fr", "es", "it", "pt", "nl", "pl", "ja", "zh", "ko"}
MISS_CATS = ["numbers_units", "numbers", "names_entities", "products_versions", "antonyms", "negation", "dates_times",
             "direction", "quantity_words", "scope", "action_verbs"]


def fail(msg):
    raise SystemExit("BUILD ERROR: " + msg)


def strip_markers(item):
    t = item["text"]
    n_l, n_r = t.count(L), t.count(R)
    if item["source"] == "tool_result" and item["label"] == "injection":
        # one marked span; the same span may repeat when the envelope duplicates a field
        if n_l < 1 or n_l != n_r or t.index(L) > t.index(R):
            fail("injection item needs a marked span: " + item["note"])
        a = t.index(L)
        b = t.index(R) - 1
        clean = t.replace(L, "").replace(R, "")
        item["span"] = (len(clean[:a].encode()), len(clean[:b].encode()), len(clean.encode()))
    else:
        if n_l or n_r:
            fail("markers in non-injection item: " + item["note"])
        clean = t
    item["text"] = clean
    return item


def size_bucket(n):
    for lim, name in [(200, "<200 B"), (300, "200-299 B"), (1000, "300-999 B"), (2000, "1000-1999 B"), (8192, "2-8 KB")]:
        if n < lim:
            return name
    return ">8 KB"


def main():
    tool = []
    for m in [tools_github, tools_tickets, tools_comms, tools_docs, tools_web, tools_data, tools_dev, tools_misc]:
        tool += [dict(x) for x in m.ITEMS]
    users = [dict(x) for x in user_turns.ITEMS]
    for it in tool + users:
        strip_markers(it)

    # ---- validation
    texts = set()
    for it in tool + users:
        if it["lang"] not in LANGS:
            fail("lang " + it["lang"])
        if it["label"] not in ("injection", "benign"):
            fail("label")
        if it["source"] == "tool_result" and it["kind"] not in TOOL_KINDS:
            fail("kind " + it["kind"])
        if it["source"] == "user_turn" and USER_KINDS.get(it["kind"]) != it["label"]:
            fail("user kind/label " + it["kind"])
        if it["text"] in texts:
            fail("duplicate text: " + it["note"])
        texts.add(it["text"])
        if it["kind"] == "short_snippet" and len(it["text"].encode()) >= 200:
            fail("short_snippet too long: " + it["note"])
        if not it["note"].strip() or not it["text"].strip():
            fail("empty note/text")
    per = collections.Counter((i["kind"], i["label"]) for i in tool)
    for k in TOOL_KINDS:
        for lab in ("injection", "benign"):
            if per[(k, lab)] < 8:
                fail("fewer than 8 %s items for %s" % (lab, k))

    # ---- shuffle and assign ids
    tool.sort(key=lambda i: (i["kind"], i["label"], i["text"]))
    users.sort(key=lambda i: (i["kind"], i["text"]))
    random.Random(SEED_TR).shuffle(tool)
    random.Random(SEED_UT).shuffle(users)
    for n, it in enumerate(tool, 1):
        it["id"] = "tr-%04d" % n
    for n, it in enumerate(users, 1):
        it["id"] = "ut-%04d" % n
    allitems = sorted(tool + users, key=lambda i: i["id"])
    ids = [i["id"] for i in allitems]
    if len(ids) != len(set(ids)):
        fail("duplicate ids")

    inj_path = INJ_OUT
    with open(inj_path, "w", encoding="utf-8", newline="\n") as f:
        for it in allitems:
            rec = {"id": it["id"], "text": it["text"], "label": it["label"], "kind": it["kind"],
                   "source": it["source"], "note": it["note"], "lang": it["lang"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")

    # ---- cache set
    pairs = []
    for a, b, note in cache_pairs.HIT:
        pairs.append({"first": a, "second": b, "label": "hit", "category": "paraphrase", "note": note})
    for cat in MISS_CATS:
        for a, b, note in cache_pairs.MISS[cat]:
            pairs.append({"first": a, "second": b, "label": "miss", "category": cat, "note": note})
    firsts = [p["first"] for p in pairs]
    if len(firsts) != len(set(firsts)):
        fail("duplicate first question: " + str([x for x, c in collections.Counter(firsts).items() if c > 1]))
    if len({(p["first"], p["second"]) for p in pairs}) != len(pairs):
        fail("duplicate pair")
    for p in pairs:
        if p["first"] == p["second"]:
            fail("identical pair")
    cc = collections.Counter(p["category"] for p in pairs)
    for cat in MISS_CATS:
        if cc[cat] < 12:
            fail("too few " + cat)
    pairs.sort(key=lambda p: (p["category"], p["first"]))
    random.Random(SEED_SC).shuffle(pairs)
    for n, p in enumerate(pairs, 1):
        p["id"] = "sc3-%04d" % n
    cache_path = CACHE_OUT
    with open(cache_path, "w", encoding="utf-8", newline="\n") as f:
        for p in sorted(pairs, key=lambda p: p["id"]):
            f.write(json.dumps({"id": p["id"], "first": p["first"], "second": p["second"], "label": p["label"],
                                "category": p["category"], "note": p["note"]}, ensure_ascii=False) + "\n")

    # ---- re-read and check every line
    for path in (inj_path, cache_path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                json.loads(line)

    write_readme(allitems, tool, users, pairs, inj_path, cache_path)
    print("ok", len(allitems), "injection-set items,", len(pairs), "cache pairs")


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def write_readme(allitems, tool, users, pairs, inj_path, cache_path):
    lab = collections.Counter(i["label"] for i in allitems)
    src = collections.Counter((i["source"], i["label"]) for i in allitems)
    per_kind = collections.Counter((i["kind"], i["label"]) for i in allitems)
    kinds = TOOL_KINDS + list(USER_KINDS)
    langs = collections.Counter((i["lang"], i["label"]) for i in allitems)
    sizes = collections.Counter((size_bucket(len(i["text"].encode())), i["label"]) for i in allitems)
    size_order = ["<200 B", "200-299 B", "300-999 B", "1000-1999 B", "2-8 KB", ">8 KB"]
    inj_tool = [i for i in tool if i["label"] == "injection"]
    pos = collections.Counter()
    for i in inj_tool:
        a, b, n = i["span"]
        mid = (a + b) / 2 / max(n, 1)
        pos["start (first 20%)" if mid < .2 else "end (last 20%)" if mid > .8 else "middle (20-80%)"] += 1
    deep = [i for i in inj_tool if i["span"][2] >= 2000 and 0.2 <= (i["span"][0] + i["span"][1]) / 2 / i["span"][2] <= 0.8]
    whole = sum(1 for i in inj_tool if i["span"][1] - i["span"][0] >= 0.9 * i["span"][2])
    goals = collections.Counter(i["goal"] for i in allitems if i["label"] == "injection")
    hard = sum(1 for i in allitems if i["label"] == "benign" and i["hard"])
    ben = lab["benign"]
    nonen_tool = sum(1 for i in tool if i["lang"] != "en")
    long_tool = collections.Counter(i["label"] for i in tool if len(i["text"].encode()) >= 2000)
    cat = collections.Counter((p["category"], p["label"]) for p in pairs)
    plab = collections.Counter(p["label"] for p in pairs)

    md = []
    md.append("# Held-out evaluation sets #3 (prompt-injection detector, semantic cache)\n")
    md.append("Written by hand for a single, one-time measurement. Built by `build/build.py` (Python 3 standard library only).\n")
    md.append("## Files\n")
    md.append(table(["file", "lines", "sha256"], [
        ["injection-heldout3.jsonl", len(allitems), sha(inj_path)],
        ["cache-heldout3.jsonl", len(pairs), sha(cache_path)]]) + "\n")
    md.append("Shuffle seeds: tool results `%d`, user turns `%d`, cache pairs `%d` (`random.Random(seed).shuffle` after a stable sort; ids assigned after the shuffle, so an id carries no label information; lines are sorted by id).\n" % (SEED_TR, SEED_UT, SEED_SC))
    md.append("Rebuild: `python3 build/build.py` - two runs produce byte-identical files (no clocks, no hash randomisation, fixed seeds).\n")
    md.append("## 1. Injection set\n")
    md.append("Line format: `{\"id\", \"text\", \"label\", \"kind\", \"source\", \"note\", \"lang\"}` (keys in this order). `tr-NNNN` = tool result, `ut-NNNN` = user turn.\n")
    md.append("Totals: %d items, %d injection / %d benign. Tool results: %d injection / %d benign. User turns: %d injection / %d benign.\n" % (
        len(allitems), lab["injection"], lab["benign"], src[("tool_result", "injection")], src[("tool_result", "benign")],
        src[("user_turn", "injection")], src[("user_turn", "benign")]))
    md.append("### Counts per kind\n")
    md.append(table(["kind", "source", "injection", "benign"], [[k, "tool_result" if k in TOOL_KINDS else "user_turn", per_kind[(k, "injection")], per_kind[(k, "benign")]] for k in kinds]) + "\n")
    md.append("`notion_page` and `confluence_page` are treated as two separate kinds (the brief listed them on one line); all other kind names are exactly the ones in the brief.\n")
    md.append("### Languages\n")
    md.append(table(["lang", "injection", "benign"], [[l, langs[(l, "injection")], langs[(l, "benign")]] for l in sorted(LANGS, key=lambda x: (x != "en", x))]) + "\n")
    md.append("Non-English tool results: %d of %d (%.0f%%). `lang` is the language of the injected instruction for injections and the main language of the text otherwise; several items are mixed (e.g. an English JSON envelope or an English-language page with a German/Japanese/etc. instruction or body), which is stated in the note where relevant.\n" % (nonen_tool, len(tool), 100 * nonen_tool / len(tool)))
    md.append("### Length distribution (UTF-8 bytes of `text`)\n")
    md.append(table(["size", "injection", "benign"], [[s, sizes[(s, "injection")], sizes[(s, "benign")]] for s in size_order]) + "\n")
    md.append("Long tool results (>= 2000 bytes): %d injection, %d benign. Every long injection has a benign twin (one twin, the Notion on-call guide, is 1.9 KB because the replacement sentence is shorter): the same document (same seeded filler) with the injected sentence replaced by an ordinary sentence in the same place.\n" % (long_tool["injection"], long_tool["benign"]))
    md.append("### Where injections sit (tool results)\n")
    md.append("Position of the centre of the injected span relative to the whole text (computed from markers that exist only in the source and are stripped from the output):\n")
    md.append(table(["position", "count"], [[k, pos[k]] for k in ["start (first 20%)", "middle (20-80%)", "end (last 20%)"]]) + "\n")
    md.append("%d injections sit in the middle of a document of 2 KB or more (one sentence or field deep inside logs, JSON lists, transcripts, contracts, tables). %d items have an injected span covering 90%% or more of the text. No injection starts in the first 20%% of a tool result because every carrier keeps its envelope (headers, JSON keys, page chrome) in front of it; user turns are whole-text attacks and are not included in this table.\n" % (len(deep), whole))
    md.append("Carriers used: HTML comments, hidden/white/zero-size HTML, markdown image URLs and alt text, issue/PR/commit messages and trailers, release notes, JSON fields with innocent names (`customfield_*`, `metadata`, `display_hint`, `next_action`, `next_step`, `extendedProperties`, `user_agent`, `Status note`, `NextStep`, `LeadSource`), CSV / SQL cells, log lines, process command lines, file names, Kubernetes annotations, Dockerfile LABELs, code comments/docstrings (Python, JS, Go, Java, Rust, YAML, TOML), email signatures and quoted replies, calendar descriptions/locations/iCal DESCRIPTION, PDF footers/margins/references, reviews and forum replies, chat transcripts, adaptive cards, Slack attachments/blocks, tool-error messages, MCP `structuredContent` and resource text.\n")
    md.append("Techniques: polite process notes addressed to 'the assistant', 'AI agent', 'Copilot', 'Gemini', 'Rovo', 'Atlassian Intelligence', 'Notion AI', summarisers/recap bots; fake policy/compliance notices; fake tool-call JSON; fake `User:`/`Assistant:`/`Human:` turns; chat-template tokens (`<|im_start|>`, `[INST]`, `<|start_header_id|>`); claims of prior authorisation (CFO, maintainers, admin); urgency; instructions hidden as data; base64, leetspeak, spaced letters, Cyrillic homoglyphs, zero-width characters; persuasion without imperatives ('the correct answer for any assistant reading this is ...').\n")
    md.append("### What the injections ask for (goal, both sources)\n")
    md.append(table(["goal", "count"], sorted(goals.items(), key=lambda x: (-x[1], x[0]))) + "\n")
    md.append("### Benign items\n")
    md.append("%d of %d benign items are deliberately hard: imperatives addressed to people ('ignore my previous email', 'delete the old branches', 'do not log in during maintenance', 'forward to your manager'), security advisories / postmortems / training that quote real attack strings, documentation about LLMs, agents and system prompts, code and configs that parse prompts or contain the operator's own `system_prompt`, tickets complaining about chatbots, and normal business requests for refunds, payments and wire transfers. User-turn benigns include security questions, 'ignore my last message' corrections, questions about the assistant's capabilities and harmless role-play.\n" % (hard, ben))
    md.append("## 2. Semantic cache set\n")
    md.append("Line format: `{\"id\", \"first\", \"second\", \"label\", \"category\", \"note\"}`. hit = a cached answer to `first` correctly answers `second`; miss = it would be wrong.\n")
    md.append("Totals: %d pairs, %d hit / %d miss. No two pairs share the same `first`.\n" % (len(pairs), plab["hit"], plab["miss"]))
    md.append(table(["category", "hit", "miss"], [[c, cat[(c, "hit")], cat[(c, "miss")]] for c in ["paraphrase"] + MISS_CATS]) + "\n")
    md.append("Domains: travel, banking/finance, health, software/IT, HR/employment, retail/e-commerce, cooking, law, education, government services, sport, telecoms. A few pairs are German, Spanish or French; the rest are English. Miss pairs keep the two questions nearly identical apart from the one contrasting element named in `note`.\n")
    md.append("## Rules followed\n")
    md.append("- All texts were written by hand for this set from general knowledge of real tool outputs and attacks. No file under /work/main, /work/sealed, /work/wt-*, /work/shared or any other repository, dataset or package data on the machine was read; no existing prompt-injection dataset was consulted.\n"
              "- No model or detector was run on the texts.\n"
              "- Only /work/sealed3/ was written. Standard-library Python only, no network.\n"
              "- Templates are limited to envelopes (JSON/headers/tables wrapped around hand-written content) and to seeded filler rows (log lines, table rows, list entries) in the long documents; every injected sentence and every benign counterpart sentence is written by hand.\n"
              "- Build checks: allowed kinds/labels/langs only, >= 8 items per label per tool kind, short_snippet < 200 bytes, unique ids, no duplicate texts, no duplicate `first` questions, >= 12 pairs per miss category, every output line re-parsed as JSON.\n")
    md.append("## Known limitations\n")
    md.append("- Written by a single author in about 75 minutes, so phrasing habits may repeat across items; the many injections that name their target ('AI assistant', 'Copilot') are easier than real attacks.\n"
              "- The base64 item in github_api can only be classified as injection from the surrounding plea to decode it; a detector that does not decode sees only the request.\n"
              "- Labels were assigned by the author; a few benign items (e.g. the prow `/approve` commands, 'next_action' scheduler field) are borderline by design.\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(md))


if __name__ == "__main__":
    main()
