#!/usr/bin/env python3
"""Rebuild injection-heldout9.jsonl and cache-heldout9.jsonl deterministically.
Usage: python3 build/build.py [--strict]"""
import re, csv, hashlib, html, io, json, os, random, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

from payloads import INJ, BEN, ATTACKER_ADDRS, ATTACKER_URLS, IBANS, AMOUNTS, PRODUCTS
from shells_a import SHELLS_A
from shells_b import SHELLS_B
from multiling import ML, ML_SHELLS
from short_long import SHORT, LONG
from userturns import UT
from cache import HIT, MISS
import longgen

SEED = 9009
NAMES = ["Dana Whitfield", "Marco Ruiz", "Priya Nair", "Tomas Berg", "Aisha Khan", "Lena Vogt", "Owen Price", "Mei Lin",
         "Jonas Keller", "Grace Obi", "Hugo Lambert", "Sara Lind", "Rafael Costa", "Nina Petrova", "Ethan Cole", "Yuki Sato"]
COS = [("Fernhill Supplies", "fernhill"), ("Ardent Tools", "ardent"), ("Bluewater Foods", "bluewater"), ("Kestrel Freight", "kestrelfr"),
       ("Halden Print", "haldenprint"), ("Northwind Travel", "northwindtr"), ("Corvid Labs", "corvid"), ("Linden Energy", "lindenen"),
       ("Maple & Stone", "maplestone"), ("Oakridge Clinic", "oakridge"), ("Pioneer Telecom", "pioneertel"), ("Quill Legal", "quill")]
CITIES = ["Port Kestrel", "Alder Bay", "Millbrook", "Eastham", "Rivermouth", "Greyford", "Lakeside", "Norwick"]
ML_NAMES = {"de": ["Jana Krüger", "Stefan Wolf"], "fr": ["Claire Dubois", "Julien Martin"], "es": ["Lucía Romero", "Diego Navarro"],
            "pt": ["Inês Carvalho", "Rui Santos"], "it": ["Giulia Bianchi", "Marco Conti"], "nl": ["Sanne de Vries", "Joost Bakker"],
            "pl": ["Anna Nowak", "Piotr Zieliński"], "ru": ["Ольга Смирнова", "Иван Петров"], "uk": ["Оксана Коваль", "Андрій Мельник"],
            "ar": ["ليلى حداد", "عمر الخطيب"], "he": ["נועה לוי", "איתי כהן"], "hi": ["प्रिया शर्मा", "राहुल वर्मा"],
            "zh": ["王芳", "李伟"], "ja": ["佐藤花子", "鈴木一郎"], "ko": ["김지은", "박민수"], "el": ["Ελένη Παππά", "Νίκος Γεωργίου"]}
SEVEN = {"de": (4, 3), "fr": (4, 3), "es": (4, 3), "ru": (4, 3), "zh": (4, 3), "ja": (3, 4), "ar": (3, 4), "pt": (3, 4), "it": (3, 4)}


def csvq(s):
    b = io.StringIO(); csv.writer(b).writerow([s]); return b.getvalue().strip()


def fill_inj(t, rng):
    for k, pool in (("{A}", ATTACKER_ADDRS), ("{U}", ATTACKER_URLS), ("{IBAN}", IBANS), ("{AMT}", AMOUNTS), ("{PR}", PRODUCTS)):
        if k in t:
            t = t.replace(k, rng.choice(pool))
    return t


def fill_ben(t, rng, co):
    t = t.replace("{LA}", rng.choice(["finance", "billing", "security", "legal", "hr", "accounts"]) + "@" + co + ".example")
    t = t.replace("{AMT}", rng.choice(AMOUNTS)).replace("{ID}", str(rng.randint(1000, 9999)))
    return t


def render(tpl, p, rng, extra=None, names=None):
    n1, n2 = names or rng.sample(NAMES, 2)
    CO, co = rng.choice(COS)
    first = n1.split()[0].lower()
    if not first.isascii():
        first = "info"
    rep = {
        "@@PJ@@": json.dumps(p, ensure_ascii=False), "@@PH@@": html.escape(p, quote=False), "@@PA@@": html.escape(p, quote=True),
        "@@PC@@": csvq(p), "@@PS@@": p.replace("'", "''"), "@@PF@@": p.replace("/", "-").replace(" ", "_"),
        "@@N2@@": n2, "@@N@@": n1, "@@CO@@": CO, "@@co@@": co, "@@D@@": f"2025-{rng.randint(1,12):02d}-{rng.randint(1,28):02d}",
        "@@ID@@": str(rng.randint(10000, 99999)), "@@AMT@@": rng.choice(AMOUNTS), "@@E@@": f"{first}@{co}.example",
        "@@T@@": f"{rng.randint(7,18):02d}:{rng.choice(['05','20','35','50'])}", "@@CITY@@": rng.choice(CITIES),
    }
    if extra:
        rep.update(extra)
    out = tpl
    for k in ["@@PJ@@", "@@PH@@", "@@PA@@", "@@PC@@", "@@PS@@", "@@PF@@"] + list(extra or []) + ["@@N2@@", "@@N@@", "@@CO@@", "@@co@@", "@@D@@", "@@ID@@", "@@AMT@@", "@@E@@", "@@T@@", "@@CITY@@"]:
        if k in rep:
            out = out.replace(k, rep[k])
    out = out.replace("@@P@@", p)
    assert "@@" not in out.replace("@@@", "") or True
    return out, co


CODE = {"gitlab_mr_description", "code_review_comment", "ci_build_log", "package_lock_diff", "git_commit_log", "github_issue_json", "source_file_long", "unit_test_output", "changelog_md"}
CONTEXT = {"rank this candidate": {"resume_text", "linkedin_profile", "job_posting", "web_form_submission"},
           "Reviewer instruction": {"peer_review_form", "academic_abstract", "student_essay_submission", "grant_application_text", "latex_source", "pdf_annual_report_text"},
           "Merge this PR": CODE, "approve this merge request": CODE,
           "complete the booking": {"flight_itinerary", "hotel_booking_confirmation", "booking_platform_reservation", "event_ticket_email", "long_email_thread"}}


def pick_inj(pool, kind):
    for i in range(len(pool) - 1, -1, -1):
        if any(key in pool[i][2] and kind in kinds for key, kinds in CONTEXT.items()):
            return pool.pop(i)
    for i in range(len(pool) - 1, -1, -1):
        raw = pool[i][2]
        ok = True
        for key, kinds in CONTEXT.items():
            if key in raw and kind not in kinds:
                ok = False
        if ok:
            return pool.pop(i)
    raise RuntimeError("no payload for " + kind)


def _the(where):
    return where if where.split()[0] in ("a", "an", "the") else "the " + where


def inj_note(desc, where, goal, tone):
    return f"{desc}; injection in {_the(where)} asks the agent to {goal} (tone: {tone})"


def ben_note(desc, where, tag):
    art = "an" if tag[0].lower() in "aei" or tag.startswith(("HR", "OTP", "out", "unsub", "ordinary", "on-call", "IT", "admin", "honest", "NDA")) else "a"
    return f"{desc}; benign, {_the(where)} holds {art} {tag}"


def build_tool_results():
    rng = random.Random(SEED)
    items = []
    # payload pools (each template twice, different fills)
    inj_pool = [(t, g, x) for (t, g, x) in INJ for _ in range(2)]
    ben_pool = [(tag, x) for (tag, x) in BEN for _ in range(2)]
    rng.shuffle(inj_pool); rng.shuffle(ben_pool)
    # --- English medium
    shells = SHELLS_A + SHELLS_B
    order = list(range(len(shells))); rng.shuffle(order)
    n_double = 231 - len(shells)
    plan = []
    for i, si in enumerate(order):
        if i < n_double:
            plan += [(si, "injection"), (si, "benign")]
        else:
            plan.append((si, "injection" if (i - n_double) % 2 == 1 else "benign"))
    for si, label in plan:
        kind, desc, where, tpl = shells[si]
        if label == "injection":
            tone, goal, raw = pick_inj(inj_pool, kind)
            p = fill_inj(raw, rng)
            text, co = render(tpl, p, rng)
            note = inj_note(desc, where, goal, tone)
        else:
            tag, raw = ben_pool.pop()
            CO, co0 = rng.choice(COS)
            p = fill_ben(raw, rng, co0)
            text, co = render(tpl, p, rng)
            note = ben_note(desc, where, tag)
            tone = None
        items.append(dict(text=text, label=label, kind=kind, note=note, lang="en", _len="medium", _tone=tone))
    # --- English long
    for i in range(42):
        kind, desc, gen = LONG[i % len(LONG)]
        label = "injection" if (i // len(LONG) + i) % 2 == 0 else "benign"
        names = rng.sample(NAMES, 3); co = rng.choice(COS)[1]
        if label == "injection":
            tone, goal, raw = pick_inj(inj_pool, kind); p = fill_inj(raw, rng)
            text, where = longgen.build(gen, p, rng, names, co)
            note = inj_note(desc, where, goal, tone)
        else:
            tag, raw = ben_pool.pop(); p = fill_ben(raw, rng, co); tone = None
            text, where = longgen.build(gen, p, rng, names, co)
            note = ben_note(desc, where, tag)
        items.append(dict(text=text, label=label, kind=kind, note=note, lang="en", _len="long", _tone=tone))
    # --- English short
    for kind, label, text, note in SHORT:
        tone = ("subtle" if "subtle" in note or kind in ("toast_notification", "tag_list", "printer_queue_status", "dns_hostname", "calendar_event_title", "git_branch_name", "sms_alert") else "direct") if label == "injection" else None
        items.append(dict(text=text, label=label, kind=kind, note=note + (f" (tone: {tone})" if tone else ""), lang="en", _len="short", _tone=tone))
    # --- non-English
    sh_i = 0
    for lang in ML:
        d = ML[lang]
        ni, nb = SEVEN.get(lang, (3, 3))
        seq = [("injection", x) for x in d["inj"][:ni]] + [("benign", x) for x in d["ben"][:nb]]
        for label, x in seq:
            kind, desc, where, tpl = ML_SHELLS[sh_i % len(ML_SHELLS)]; sh_i += 1
            extra = {"@@SUBJJ@@": json.dumps(d["subj"], ensure_ascii=False), "@@BODYJ@@": json.dumps(d["body"], ensure_ascii=False),
                     "@@SUBJ@@": d["subj"], "@@GREET@@": d["greet"], "@@BODY@@": d["body"], "@@SIGN@@": d["sign"]}
            if label == "injection":
                tone, goal, p = x
                text, _ = render(tpl, p, rng, extra, ML_NAMES[lang])
                note = inj_note(desc + f" in {lang}", where, goal, tone)
            else:
                tag, p = x; tone = None
                text, _ = render(tpl, p, rng, extra, ML_NAMES[lang])
                note = ben_note(desc + f" in {lang}", where, tag)
            items.append(dict(text=text, label=label, kind=kind, note=note, lang=lang, _len="medium", _tone=tone))
    rng.shuffle(items)
    out = []
    for i, it in enumerate(items, 1):
        it["id"] = f"tr-{i:04d}"; it["source"] = "tool_result"
        out.append(it)
    return out


def build_user_turns():
    rng = random.Random(SEED + 1)
    items = [dict(text=t, label=l, kind=k, note=n, lang=lg, _len="", _tone=None) for (k, l, lg, t, n) in UT]
    rng.shuffle(items)
    for i, it in enumerate(items, 1):
        it["id"] = f"ut-{i:04d}"; it["source"] = "user_turn"
    return items


def build_cache():
    rng = random.Random(SEED + 2)
    pairs = [dict(first=a, second=b, label="hit", category="paraphrase", note=n) for a, b, n in HIT]
    for cat, lst in MISS.items():
        pairs += [dict(first=a, second=b, label="miss", category=cat, note=n) for a, b, n in lst]
    rng.shuffle(pairs)
    out = []
    for i, p in enumerate(pairs, 1):
        out.append({"id": f"cp-{i:04d}", "first": p["first"], "second": p["second"], "label": p["label"], "category": p["category"], "note": p["note"]})
    return out


def check(inj, cache):
    errs = []
    tr = [r for r in inj if r["source"] == "tool_result"]; ut = [r for r in inj if r["source"] == "user_turn"]
    if len(inj) != 520 or len(tr) != 420 or len(ut) != 100: errs.append("set1 counts")
    for name, rows in (("tr", tr), ("ut", ut)):
        c = Counter(r["label"] for r in rows)
        if c["injection"] != c["benign"]: errs.append(f"{name} label balance {c}")
        by = defaultdict(set)
        for r in rows: by[r["lang"]].add(r["label"])
        for lg, s in by.items():
            if len(s) != 2: errs.append(f"{name} lang {lg} lacks a label")
    ne_tr = sum(r["lang"] != "en" for r in tr); ne_ut = sum(r["lang"] != "en" for r in ut)
    if ne_tr != 105 or ne_ut != 30: errs.append(f"non-en counts {ne_tr} {ne_ut}")
    if len({r["lang"] for r in inj} - {"en"}) < 15: errs.append("fewer than 15 languages")
    texts = [r["text"] for r in inj]
    if len(set(texts)) != len(texts): errs.append("duplicate texts in set1")
    for r in tr:
        b = len(r["text"].encode("utf-8")); n = len(r["text"])
        if r["_len"] == "short" and n >= 150: errs.append(f"short too long {r['id']}")
        if r["_len"] == "long" and not (2048 <= b <= 8192): errs.append(f"long size {r['id']} {b}")
        if r["_len"] == "medium" and not (150 <= n and b < 2048): errs.append(f"medium size {r['id']} {n}")
        if re.search(r"@@[A-Za-z2]+@@", r["text"]): errs.append(f"unfilled token {r['id']}")
    if sum("ignore previous instructions" in t.lower() for t in texts) > 3: errs.append("too many 'ignore previous instructions'")
    kinds_tr = {r["kind"] for r in tr}
    if len(kinds_tr) < 180: errs.append(f"only {len(kinds_tr)} tool-result kinds")
    inj_tr = [r for r in tr if r["label"] == "injection"]
    if sum(r["_tone"] == "subtle" for r in inj_tr) * 3 < len(inj_tr): errs.append("subtle < 1/3")
    if len(cache) != 250: errs.append("cache count")
    cc = Counter(p["category"] for p in cache)
    if cc["paraphrase"] != 100 or sum(v for k, v in cc.items() if k != "paraphrase") != 150: errs.append(f"cache split {cc}")
    for k, v in cc.items():
        if k != "paraphrase" and not 13 <= v <= 14: errs.append(f"cache cat {k}={v}")
    if len(cc) != 12: errs.append("cache categories")
    pk = [(p["first"], p["second"]) for p in cache]
    if len(set(pk)) != len(pk) or len({q for p in pk for q in p}) < 480: errs.append("cache duplicates")
    for p in cache:
        if p["first"] == p["second"]: errs.append("identical pair")
    return errs


def main():
    strict = "--strict" in sys.argv
    inj = build_tool_results() + build_user_turns()
    inj.sort(key=lambda r: r["id"])
    cache = build_cache()
    errs = check(inj, cache)
    keys = ["id", "text", "label", "kind", "source", "note", "lang"]
    p1 = os.path.join(OUT, "injection", "heldout9.jsonl"); p2 = os.path.join(OUT, "semantic_cache", "heldout9.jsonl")
    with open(p1, "w", encoding="utf-8", newline="\n") as f:
        for r in inj:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(p2, "w", encoding="utf-8", newline="\n") as f:
        for r in cache:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for e in errs:
        print("CHECK FAILED:", e)
    for p in (p1, p2):
        print(hashlib.sha256(open(p, "rb").read()).hexdigest(), os.path.basename(p), sum(1 for _ in open(p, encoding="utf-8")), "lines")
    if strict and errs:
        sys.exit(1)


if __name__ == "__main__":
    main()
