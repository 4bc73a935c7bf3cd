#!/usr/bin/env python3
"""Natural (human-written) training texts for the injection scorer -> data/natural_*.jsonl.

Deterministic: the same installed files give byte-identical output (files are read in
sorted order, sampling uses a fixed seed and sha1 of paths). Standard library only.

    python3 models/injection/natural.py            # from the repository root

Sources (all read from this machine; see data/README.md for licences):
- Debian package docs under /usr/share/doc (README*, NEWS*, changelog*, FAQ, the
  copyright files), Debian FAQ / Debian Reference / Debian Administrator's Handbook HTML
  (packages debian-faq, debian-reference-en, debian-handbook), Python docs HTML
  (python3.11-doc): benign, cut into paragraphs-to-a-few-KB chunks;
- man pages (/usr/share/man, rendered with `man -l`), English and other languages;
- Python stdlib sources (/usr/lib/python3.11): code chunks with comments, docstrings;
- /etc configuration files;
- questions from the Python and Debian FAQs as benign user turns;
- natural_written.py: benign hard negatives and injections written for Argus; the
  injections are also embedded into natural chunks (the "injection" field names them).
"""
from __future__ import annotations

import ast
import glob
import gzip
import hashlib
import html
import html.parser
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
sys.path.insert(0, HERE)
import natural_written as nw  # noqa: E402

SEED = 20261127


def h(s):
    return int(hashlib.sha1(s.encode("utf-8")).hexdigest()[:12], 16)


def read_text(path):
    try:
        if path.endswith(".gz"):
            with gzip.open(path, "rb") as f:
                b = f.read(400_000)
        else:
            with open(path, "rb") as f:
                b = f.read(400_000)
    except OSError:
        return None
    if b"\x00" in b[:4000]:
        return None
    try:
        return b.decode("utf-8")
    except UnicodeDecodeError:
        return None


def clean(t):
    t = t.replace("\r\n", "\n").replace("\t", "    ")
    t = re.sub(r"[ \t]+\n", "\n", t)
    t = re.sub(r"\n{3,}", "\n\n", t)
    return t.strip()


def paragraphs(t):
    return [p for p in re.split(r"\n\s*\n", t) if p.strip()]


def chunks(text, rng, max_chunks, lo=250, hi=3000):
    """Consecutive paragraphs grouped into chunks of a random target size."""
    paras = paragraphs(clean(text))
    out, cur = [], []
    target = rng.randint(lo, hi)
    for p in paras:
        if len(p) > 6000:
            p = p[:6000]
        cur.append(p)
        if sum(len(x) + 2 for x in cur) >= target:
            out.append("\n\n".join(cur))
            cur = []
            target = rng.randint(lo, hi)
    if cur and sum(len(x) for x in cur) >= 120:
        out.append("\n\n".join(cur))
    out = [c for c in out if len(c) >= 80 and sum(ch.isalpha() for ch in c) > 0.4 * len(c)]
    if len(out) > max_chunks:
        out = rng.sample(out, max_chunks)
    return out


class TextOf(html.parser.HTMLParser):
    SKIP = {"script", "style", "head", "nav"}
    BLOCK = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "pre", "tr", "dt", "dd", "br", "table", "section", "blockquote"}

    def __init__(self):
        super().__init__()
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        if tag in self.BLOCK:
            self.out.append("\n\n" if tag != "br" else "\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skip:
            self.skip -= 1
        if tag in self.BLOCK:
            self.out.append("\n\n")

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def html_text(raw):
    p = TextOf()
    p.feed(raw)
    t = "".join(p.out)
    t = re.sub(r"[ \t]*\n[ \t]*", "\n", t)
    t = re.sub(r"(?<!\n)\n(?!\n)", " ", t)
    return clean(re.sub(r" {2,}", " ", t))


def html_body_slice(raw, rng):
    """A raw HTML excerpt (markup kept): a web page as a fetch tool returns it."""
    m = re.search(r"<body[^>]*>", raw)
    body = raw[m.end():] if m else raw
    body = re.sub(r"<script.*?</script>", "", body, flags=re.S)
    if len(body) < 400:
        return None
    n = rng.randint(600, 3500)
    start = rng.randint(0, max(0, len(body) - n))
    s = body[start:start + n]
    s = s[s.find("<"):] if "<" in s else s
    return s.strip() or None


# ------------------------------------------------------------------ sources

def rec(text, kind, source, label="benign", **extra):
    r = {"text": text, "label": label, "kind": kind, "source": source}
    r.update(extra)
    return r


def debian_docs(rng):
    out = []
    files = sorted(glob.glob("/usr/share/doc/*/*"))
    for path in files:
        pkg = path.split("/")[4]
        base = os.path.basename(path)
        lb = base.lower()
        if os.path.isdir(path) or pkg in ("python3.11-doc", "debian-handbook", "debian-faq", "debian-reference-en", "debian"):
            continue
        if lb.startswith("changelog"):
            kind, n = "changelog", 2
        elif lb.startswith(("readme", "news", "faq", "todo", "bugs", "thanks", "authors", "history")) or lb.endswith((".md", ".md.gz", ".txt", ".txt.gz", ".rst", ".rst.gz")):
            kind, n = "doc", 4
        elif lb == "copyright":
            kind, n = "licence", 1
        else:
            continue
        t = read_text(path)
        if not t or len(t) < 200:
            continue
        frng = random.Random(h(path))
        if kind == "changelog":
            t = t[:60000]
        for i, c in enumerate(chunks(t, frng, n)):
            out.append(rec(c, kind, "debian-doc:%s#%s:%d" % (pkg, base, i)))
    # copyright files of many packages repeat the same licence texts: keep few per licence
    seen, kept = Counter(), []
    for r in out:
        if r["kind"] == "licence":
            key = re.sub(r"\W+", " ", r["text"][:200]).strip().lower()
            seen[key] += 1
            if seen[key] > 1:
                continue
        kept.append(r)
    return kept


def html_books(rng):
    out = []
    books = [
        ("debian-faq", "/usr/share/doc/debian/FAQ/*.en.html", 8, "faq"),
        ("debian-reference", "/usr/share/debian-reference/*.en.html", 40, "doc"),
                ("debian-handbook", "/usr/share/doc/debian-handbook/html/en-US/*.html", 5, "doc"),
        ("debian-handbook", "/usr/share/doc/debian-handbook/html/*/*.html", 1, "doc"),
        ("python3.11-doc", "/usr/share/doc/python3.11/html/*/*.html", 3, "doc"),
        ("python3.11-doc", "/usr/share/doc/python3.11/html/*/*/*.html", 3, "doc"),
    ]
    seen = set()
    for name, pattern, n, kind in books:
        for path in sorted(glob.glob(pattern)):
            if path in seen or "genindex" in path or "search.html" in path:
                continue
            seen.add(path)
            raw = read_text(path)
            if not raw:
                continue
            frng = random.Random(h(path))
            rel = path.split("/html/")[-1] if "/html/" in path else os.path.basename(path)
            for i, c in enumerate(chunks(html_text(raw), frng, n)):
                out.append(rec(c, kind, "%s#%s:%d" % (name, rel, i)))
            if frng.random() < 0.25:
                s = html_body_slice(raw, frng)
                if s:
                    out.append(rec(s, "web_page", "%s#%s:html" % (name, rel)))
    return out


def faq_questions():
    """Question headings of the Python and Debian FAQs: user turns."""
    out = []
    pats = ["/usr/share/doc/python3.11/html/faq/*.html", "/usr/share/doc/debian/FAQ/*.en.html"]
    for pat in pats:
        for path in sorted(glob.glob(pat)):
            raw = read_text(path) or ""
            for m in re.finditer(r"<h[2-4][^>]*>(.*?)</h[2-4]>", raw, flags=re.S):
                q = html.unescape(re.sub(r"<[^>]+>", "", m.group(1)))
                q = re.sub(r"\s+", " ", q).strip().rstrip("¶").strip()
                q = re.sub(r"^[\d.]+\s+", "", q)
                if q.endswith("?") and 20 <= len(q) <= 200:
                    src = "python3.11-doc" if "python" in path else "debian-faq"
                    out.append(rec(q, "user_turn", "%s#faq-questions" % src))
    return out


def man_pages(rng):
    out = []
    env = dict(os.environ, MANWIDTH="80", LANG="C.UTF-8", LC_ALL="C.UTF-8", MAN_KEEP_FORMATTING="0")
    en = []
    for sec in ("1", "3", "5", "7", "8"):
        en += sorted(glob.glob("/usr/share/man/man%s/*" % sec))
    other = sorted(p for p in glob.glob("/usr/share/man/*/man[1578]/*")
                   if p.split("/")[4] not in ("man1", "man3", "man5", "man7", "man8"))
    quota = {"1": 260, "3": 120, "5": 120, "7": 80, "8": 120}
    picked = []
    for sec, q in quota.items():
        cand = sorted((p for p in en if p.split("/")[4] == "man" + sec and not os.path.islink(p)), key=h)
        picked += cand[:q]
    cand = sorted((p for p in other if not os.path.islink(p)), key=h)
    picked += cand[:260]
    for path in sorted(picked):
        try:
            r = subprocess.run(["man", "-P", "cat", "-l", path], capture_output=True, env=env, timeout=20)
        except subprocess.TimeoutExpired:
            continue
        t = r.stdout.decode("utf-8", "replace")
        t = re.sub(r".\x08", "", t)
        if len(t) < 300:
            continue
        lines = t.split("\n")
        if len(lines) > 3:
            lines = lines[1:-2]  # header and footer lines
        t = "\n".join(lines)
        frng = random.Random(h(path))
        lang = path.split("/")[4]
        lang = "en" if lang.startswith("man") else lang
        name = os.path.basename(path)
        for i, c in enumerate(chunks(t, frng, 2, 300, 3500)):
            out.append(rec(c, "man_page", "man:%s:%s#%d" % (lang, name, i)))
    return out


def python_stdlib(rng):
    out = []
    root = "/usr/lib/python3.11"
    files = sorted(p for p in glob.glob(root + "/**/*.py", recursive=True)
                   if "/test/" not in p and "/tests/" not in p and "site-packages" not in p
                   and "dist-packages" not in p and "idle_test" not in p)
    files = sorted(files, key=h)[:700]
    for path in sorted(files):
        t = read_text(path)
        if not t:
            continue
        rel = path[len(root) + 1:]
        frng = random.Random(h(path))
        lines = t.split("\n")
        # code chunks
        for i in range(2):
            if len(lines) < 15:
                break
            n = frng.randint(12, 90)
            s = frng.randint(0, max(0, len(lines) - n))
            c = "\n".join(lines[s:s + n]).strip("\n")
            if len(c) > 150 and ("#" in c or '"""' in c):
                out.append(rec(c, "code", "cpython-3.11:%s#%d" % (rel, i)))
        # docstrings
        try:
            tree = ast.parse(t)
        except SyntaxError:
            continue
        docs = []
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                d = ast.get_docstring(node)
                if d and len(d) >= 250:
                    docs.append(d)
        if docs:
            d = docs[frng.randrange(len(docs))]
            out.append(rec(d[:4000], "docstring", "cpython-3.11:%s#doc" % rel))
    return out


def etc_configs(rng):
    out = []
    files = []
    for path in sorted(glob.glob("/etc/**/*", recursive=True)):
        if os.path.isfile(path) and not os.path.islink(path):
            if any(s in path for s in ("shadow", "gshadow", "passwd", "ssl/private", "ssh_host", "machine-id",
                                        "hostname", "hosts", "resolv", "subuid", "subgid", "group", ".key", ".pem",
                                        "credentials", "secret", "token", "apt/sources", "fstab", "mtab", "ld.so.cache")):
                continue
            files.append(path)
    for path in files:
        t = read_text(path)
        if not t or len(t) < 200 or t.count("#") < 3:
            continue
        frng = random.Random(h(path))
        lines = t.split("\n")
        n = frng.randint(15, 80)
        s = frng.randint(0, max(0, len(lines) - n))
        c = "\n".join(lines[s:s + n]).strip()
        if len(c) > 150:
            out.append(rec(c, "config", "etc:%s" % path[5:]))
    return out


# ------------------------------------------------------------------ written texts

def embed_injection(carrier, inj, rng):
    """Put `inj` into a natural carrier text at a paragraph boundary, inside a paragraph or
    at the start/end; sometimes wrapped the way a page or a comment would hide it."""
    paras = carrier.split("\n\n")
    style = rng.random()
    if style < 0.12:
        inj_t = "<!-- %s -->" % inj
    elif style < 0.18:
        inj_t = "# %s" % inj
    elif style < 0.24:
        inj_t = "Note: %s" % inj
    else:
        inj_t = inj
    where = rng.random()
    if where < 0.15:
        paras.insert(0, inj_t)
    elif where < 0.35:
        paras.append(inj_t)
    elif where < 0.6 and len(paras) > 0:
        i = rng.randrange(len(paras))
        p = paras[i]
        cut = [m.end() for m in re.finditer(r"[.!?] ", p)]
        if cut:
            c = rng.choice(cut)
            paras[i] = p[:c] + inj_t + " " + p[c:]
        else:
            paras.insert(i + 1, inj_t)
    else:
        paras.insert(rng.randint(1, max(1, len(paras))), inj_t)
    return "\n\n".join(paras)


def written(natural_rows, rng):
    out = []
    for kind, text in nw.BENIGN:
        out.append(rec(text.strip(), kind, "written:natural_benign"))
    for kind, text in nw.BENIGN_USER:
        out.append(rec(text.strip(), "user_turn", "written:natural_benign_user"))
    injected = []
    # standalone injections (as a user turn or a tool result would carry them)
    for style, text in nw.INJECTIONS:
        injected.append(rec(text.strip(), "sentence", "written:natural_injection", "injection",
                            injection=text.strip(), style=style))
    # embedded into written documents (the carriers are also benign rows)
    carriers_w = [t for k, t in nw.BENIGN if len(t) > 250]
    carriers_n = [r for r in natural_rows if 300 <= len(r["text"]) <= 4000 and r["kind"] != "user_turn"]
    carriers_n = sorted(carriers_n, key=lambda r: h(r["source"]))
    ci = 0
    for j, (style, text) in enumerate(nw.INJECTIONS):
        inj = text.strip()
        # one in a written document, two in natural chunks
        c = carriers_w[h(inj) % len(carriers_w)].strip()
        kind = next(k for k, t in nw.BENIGN if t.strip() == c)
        injected.append(rec(embed_injection(c, inj, rng), kind, "written:natural_injected_doc",
                            "injection", injection=inj, style=style))
        for _ in range(2):
            r = carriers_n[ci % len(carriers_n)]
            ci += 7
            injected.append(rec(embed_injection(r["text"], inj, rng), r["kind"],
                                r["source"] + "+inj", "injection", injection=inj, style=style))
    for kind, text in nw.INJECTED_DOCS:
        # whole documents written with an injection inside; the injection is marked [[...]]
        m = re.search(r"\[\[(.*?)\]\]", text, flags=re.S)
        doc = text.replace("[[", "").replace("]]", "").strip()
        injected.append(rec(doc, kind, "written:natural_injected_doc", "injection",
                            injection=m.group(1).strip()))
    for kind, text in nw.INJECTED_USER:
        injected.append(rec(text.strip(), "user_turn", "written:natural_user_injection", "injection"))
    return out, injected


def write(name, rows):
    rows = sorted({json.dumps(r, sort_keys=True, ensure_ascii=False) for r in rows})
    path = os.path.join(DATA, name)
    with open(path, "w", encoding="utf-8") as f:
        for line in rows:
            f.write(line + "\n")
    print("%s: %d rows, %.1f MB" % (name, len(rows), os.path.getsize(path) / 1e6), file=sys.stderr)
    return rows


def main():
    rng = random.Random(SEED)
    parts = {
        "natural_debian_docs.jsonl": debian_docs(rng) + html_books(rng),
        "natural_man_pages.jsonl": man_pages(rng),
        "natural_code_config.jsonl": python_stdlib(rng) + etc_configs(rng),
        "natural_faq_questions.jsonl": faq_questions(),
    }
    # cap per file for size: keep a deterministic subset
    caps = {"natural_debian_docs.jsonl": 4200, "natural_man_pages.jsonl": 1500,
            "natural_code_config.jsonl": 1800, "natural_faq_questions.jsonl": 600}
    allrows = []
    for name, rows in parts.items():
        rows = [r for r in rows if len(r["text"].encode()) <= 8000]
        if len(rows) > caps[name]:
            rows = sorted(rows, key=lambda r: h(r["source"] + r["text"][:100]))[:caps[name]]
        write(name, rows)
        allrows += rows
    benign, injected = written(allrows, random.Random(SEED + 1))
    write("natural_written_benign.jsonl", benign)
    write("natural_written_injected.jsonl", injected)
    kinds = Counter((r["label"], r["kind"]) for r in allrows + benign + injected)
    for k, v in sorted(kinds.items()):
        print("  %-10s %-14s %5d" % (k[0], k[1], v), file=sys.stderr)


if __name__ == "__main__":
    main()
