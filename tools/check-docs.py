#!/usr/bin/env python3
"""Checks the documentation without the network (make docs-check):

- every relative link and image in README.md and docs/src/**/*.md points at an existing
  file, and its #anchor (if any) at a heading or an id="..." of that file;
- every chapter in docs/src is listed in docs/src/SUMMARY.md;
- every `make <target>` named in code (inline or fenced) exists in the Makefile;
- every source path named in inline code exists: a path that starts with a top-level
  folder of the repository (`sidecar/src/stores/log.rs`, `wire/tests/golden/`), or with a
  folder of sidecar/src (`proxy/call.rs`, `stores/semantic/`, as request-path.md names
  them), and names a file (it has an extension) or a folder (it ends with `/`);
- README.md names `make demo` and `make test` within its first 60 lines.

Anchors are derived from headings as mdBook and GitHub derive them: the heading's text
without markup, lower-cased, spaces to '-', everything but letters, digits, '-' and '_'
dropped; a repeated heading gets -1, -2, ...

Run from anywhere: python3 tools/check-docs.py
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "docs", "src")

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ID = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""")
MAKE = re.compile(r"\bmake\s+((?:[a-z][a-z0-9_-]*\s*)+)")
TARGET = re.compile(r"^([A-Za-z0-9_.%/$()-][A-Za-z0-9_.%/$() -]*?)\s*::?(?!=)")


def split_code(lines):
    """Yields (line number, text, in_fence) for each line."""
    fenced = False
    for n, line in enumerate(lines, 1):
        if FENCE.match(line):
            fenced = not fenced
            yield n, line, True
            continue
        yield n, line, fenced


def slug(text):
    text = re.sub(r"<[^>]+>", "", text)                       # HTML tags
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)    # links -> their text
    out = []
    for ch in text:
        if ch.isalnum() or ch in "-_":
            out.append(ch.lower())
        elif ch.isspace():
            out.append("-")
    return "".join(out)


_anchors = {}


def anchors(path):
    if path not in _anchors:
        ids, seen = set(), {}
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for _, line, fenced in split_code(lines):
            if fenced:
                continue
            ids.update(HTML_ID.findall(line))
            m = HEADING.match(line)
            if m:
                base = slug(m.group(2))
                k = seen.get(base, 0)
                seen[base] = k + 1
                ids.add(base if k == 0 else f"{base}-{k}")
        _anchors[path] = ids
    return _anchors[path]


def md_files():
    files = [os.path.join(ROOT, "README.md")]
    for d, _, names in os.walk(SRC):
        files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".md")]
    return files


def makefile_targets():
    targets = set()
    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
        for line in f:
            if line.startswith(("\t", "#", " ")) or "=" in line.split(":", 1)[0]:
                continue
            m = TARGET.match(line)
            if m:
                targets.update(m.group(1).split())
    return targets


SOURCE_PATH = re.compile(r"^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*(/|\.[A-Za-z0-9]+)$")


def missing_source_path(code):
    """Whether inline `code` names a source path (see the docstring) that does not exist."""
    if "/" not in code or not SOURCE_PATH.match(code) or code.startswith("."):
        return False
    first = code.split("/", 1)[0]
    sidecar_src = os.path.join(ROOT, "sidecar", "src")
    if os.path.isdir(os.path.join(ROOT, first)) and not first.startswith("."):
        return not os.path.exists(os.path.join(ROOT, code)) and not built(code)
    if os.path.isdir(os.path.join(sidecar_src, first)):
        return not os.path.exists(os.path.join(sidecar_src, code))
    return False


def built(code):
    """Whether `code` is a path git ignores: a build output (`models/model.onnx`,
    `docs/book/`), which a fresh clone has not made yet."""
    return subprocess.run(["git", "check-ignore", "-q", code], cwd=ROOT).returncode == 0


def main():
    errors = []
    targets = makefile_targets()
    for path in md_files():
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for n, line, fenced in split_code(lines):
            code_parts = [line] if fenced else [m.group(2) for m in CODE_SPAN.finditer(line)]
            for part in code_parts:
                for m in MAKE.finditer(part):
                    name = m.group(1).split()[0]
                    if name not in targets:
                        errors.append(f"{rel}:{n}: `make {name}`: no such target in the Makefile")
            if fenced:
                continue
            for part in code_parts:
                if missing_source_path(part.strip()):
                    errors.append(f"{rel}:{n}: `{part.strip()}`: no such file or folder in the repository")
            prose = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), line)
            for m in LINK.finditer(prose):
                target = m.group(1)
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("//"):
                    continue  # http:, https:, mailto:, ...: not checked (no network)
                file_part, _, anchor = target.partition("#")
                dest = path if not file_part else os.path.normpath(
                    os.path.join(os.path.dirname(path), file_part))
                if not os.path.exists(dest):
                    errors.append(f"{rel}:{n}: link to {target}: {os.path.relpath(dest, ROOT)} does not exist")
                    continue
                if anchor:
                    if not dest.endswith(".md") or os.path.isdir(dest):
                        errors.append(f"{rel}:{n}: link to {target}: an anchor into a file that is not markdown")
                    elif anchor not in anchors(dest):
                        errors.append(f"{rel}:{n}: link to {target}: no heading #{anchor} in {os.path.relpath(dest, ROOT)}")

    # Every chapter is in SUMMARY.md.
    summary = os.path.join(SRC, "SUMMARY.md")
    listed = set()
    with open(summary, encoding="utf-8") as f:
        for m in LINK.finditer(f.read()):
            listed.add(os.path.normpath(os.path.join(SRC, m.group(1).split("#")[0])))
    for path in md_files():
        if path.startswith(SRC + os.sep) and path != summary and path not in listed:
            errors.append(f"{os.path.relpath(path, ROOT)}: not listed in docs/src/SUMMARY.md")

    # The two commands a newcomer needs stay at the top of the README.
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        head = "".join(f.readlines()[:60])
    for cmd in ("make demo", "make test"):
        if cmd not in head:
            errors.append(f"README.md: `{cmd}` is not within the first 60 lines")

    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        print(f"docs-check: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print(f"docs-check: {len(md_files())} files, links, anchors, source paths and make targets ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
