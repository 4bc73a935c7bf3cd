"""Formatting helpers and the item registry for the hand-written sets.

All text content is written by hand in the tr_*.py / ut.py / cache.py files.
These helpers only wrap that content in realistic envelopes (JSON bodies,
MIME headers, tables).  Random ids are drawn from a generator that is
re-seeded per document, so every run is byte-identical and the injected
and benign twin of a document share the same envelope.
"""
import base64
import json
import random

S = "\u2063"  # invisible separator: marks the injected span while building; removed later
R = random.Random(1)

DOCS = []
_n = [0]


def reseed(n):
    R.seed(90001 * n + 7)


def hx(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def an(n):
    return "".join(R.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


def up(n):
    return "".join(R.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def J(o, indent=2):
    return json.dumps(o, indent=indent, ensure_ascii=False)


def Jc(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def iso(day, z=True):
    t = f"{day}T{R.randint(6, 22):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"
    return t + ("Z" if z else "")


def isoms(day):
    return f"{day}T{R.randint(6, 22):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(0, 999):03d}Z"


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def uuid():
    return f"{hx(8)}-{hx(4)}-4{hx(3)}-{R.choice('89ab')}{hx(3)}-{hx(12)}"


def epoch():
    return R.randint(1735700000, 1748000000)


def doc(kind, lang, make, inj=None, ben=None, ni=None, nb=None, goal=None, src="tool_result"):
    """Register one document.  `make` is a string with a {{X}} slot or a
    callable taking the slot text.  inj -> injected variant, ben -> benign
    variant; both given -> near-twins."""
    _n[0] += 1
    n = _n[0]

    def render(x):
        reseed(n)
        if callable(make):
            return make(x)
        return make.replace("{{X}}", x)

    if inj is not None:
        assert ni and goal, (kind, ni)
        DOCS.append(dict(text=render(S + inj + S), label="injection", kind=kind, lang=lang,
                         note=ni, goal=goal, source=src, twin=ben is not None, doc=n))
    if ben is not None:
        assert nb, kind
        DOCS.append(dict(text=render(ben), label="benign", kind=kind, lang=lang,
                         note=nb, goal=None, source=src, twin=inj is not None, doc=n))


# ---------------------------------------------------------------- envelopes

def mcp(texts, structured=None, is_error=False, indent=2):
    content = []
    for t in texts:
        content.append(t if isinstance(t, dict) else {"type": "text", "text": t})
    res = {"content": content}
    if structured is not None:
        res["structuredContent"] = structured
    res["isError"] = is_error
    o = {"jsonrpc": "2.0", "id": R.randint(2, 480), "result": res}
    return J(o, indent) if indent else Jc(o)


def mime(frm, to, subj, date, body, html=None, cc=None, extra=None):
    mid = f"<{hx(16)}.{R.randint(1000, 9999)}@{frm.split('@')[-1].rstrip('>')}>"
    h = [
        f"Return-Path: <{frm.split('<')[-1].rstrip('>')}>",
        f"Received: from mail-{hx(4)}.outbound.protection.example ({R.randint(10, 200)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)})",
        f"        by mx.{to.split('@')[-1].rstrip('>')} with ESMTPS id {an(12)}; {date}",
        f"From: {frm}",
        f"To: {to}",
    ]
    if cc:
        h.append(f"Cc: {cc}")
    h += [f"Subject: {subj}", f"Date: {date}", f"Message-ID: {mid}", "MIME-Version: 1.0"]
    if extra:
        h += extra
    if html is None:
        h += ["Content-Type: text/plain; charset=\"UTF-8\"", "Content-Transfer-Encoding: 8bit", "", body]
        return "\n".join(h)
    bnd = "----=_Part_" + str(R.randint(100000, 999999)) + "_" + str(R.randint(1000000, 9999999))
    h += [f"Content-Type: multipart/alternative; boundary=\"{bnd}\"", "",
          f"--{bnd}", "Content-Type: text/plain; charset=\"UTF-8\"", "Content-Transfer-Encoding: 8bit", "", body, "",
          f"--{bnd}", "Content-Type: text/html; charset=\"UTF-8\"", "Content-Transfer-Encoding: 8bit", "", html, "",
          f"--{bnd}--"]
    return "\n".join(h)


def graph_mail(frm_name, frm, to, subj, day, body, ctype="text", importance="normal", attachments=False):
    o = {
        "@odata.etag": f"W/\"CQAAABYAAAD{an(20)}\"",
        "id": "AAMkAD" + an(40),
        "receivedDateTime": iso(day),
        "hasAttachments": attachments,
        "subject": subj,
        "bodyPreview": body[:120].replace("\n", " ").replace(S, ""),
        "importance": importance,
        "isRead": False,
        "from": {"emailAddress": {"name": frm_name, "address": frm}},
        "toRecipients": [{"emailAddress": {"name": n, "address": a}} for n, a in to],
        "body": {"contentType": ctype, "content": body},
    }
    return J(o)


def slack(channel, msgs, day_epoch=None):
    base = day_epoch or epoch()
    out = []
    t = base
    for user, text in msgs:
        t += R.randint(20, 900)
        out.append({"type": "message", "user": user, "text": text, "ts": f"{t}.{R.randint(100000, 999999)}",
                    "client_msg_id": uuid()})
    return J({"ok": True, "channel": channel, "messages": out, "has_more": False})


def psql(cols, rows):
    w = [len(c) for c in cols]
    for r in rows:
        for i, v in enumerate(r):
            w[i] = max(w[i], len(str(v).replace(S, "")))
    def line(vals):
        return " " + " | ".join(str(v) + " " * (w[i] - len(str(v).replace(S, ""))) for i, v in enumerate(vals))
    out = [line(cols), "-" + "-+-".join("-" * x for x in w) + "-"]
    out += [line(r) for r in rows]
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out)


def mysql(cols, rows):
    w = [len(c) for c in cols]
    for r in rows:
        for i, v in enumerate(r):
            w[i] = max(w[i], len(str(v).replace(S, "")))
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    def line(vals):
        return "| " + " | ".join(str(v) + " " * (w[i] - len(str(v).replace(S, ""))) for i, v in enumerate(vals)) + " |"
    out = [sep, line(cols), sep] + [line(r) for r in rows] + [sep, f"{len(rows)} rows in set (0.{R.randint(0, 9)}{R.randint(0, 9)} sec)"]
    return "\n".join(out)


def search_api(query, results, engine="brave"):
    if engine == "brave":
        return J({"type": "search", "query": {"original": query, "more_results_available": True},
                  "web": {"type": "search", "results": [
                      {"title": t, "url": u, "description": d, "page_age": iso("2025-0%d-1%d" % (R.randint(1, 9), R.randint(0, 9))),
                       "language": "en", "family_friendly": True} for t, u, d in results]}})
    if engine == "serp":
        return J({"search_metadata": {"id": hx(24), "status": "Success", "total_time_taken": round(R.random() * 2, 2)},
                  "search_parameters": {"engine": "google", "q": query, "hl": "en", "gl": "us"},
                  "organic_results": [{"position": i + 1, "title": t, "link": u, "snippet": d}
                                      for i, (t, u, d) in enumerate(results)]})
    return J({"query": query, "results": [{"title": t, "url": u, "content": d, "score": round(0.9 - i * 0.07, 3)}
                                          for i, (t, u, d) in enumerate(results)]})


def gh_issue(repo, num, title, body, user, labels=(), state="open", comments=0, day="2025-02-11"):
    return J({
        "url": f"https://api.github.com/repos/{repo}/issues/{num}",
        "html_url": f"https://github.com/{repo}/issues/{num}",
        "id": R.randint(2000000000, 2900000000),
        "node_id": "I_kwDO" + an(14),
        "number": num,
        "title": title,
        "user": {"login": user, "id": R.randint(100000, 99999999), "type": "User"},
        "labels": [{"name": l, "color": hx(6), "default": False} for l in labels],
        "state": state,
        "locked": False,
        "comments": comments,
        "created_at": iso(day),
        "updated_at": iso(day),
        "closed_at": None,
        "author_association": R.choice(["CONTRIBUTOR", "NONE", "MEMBER"]),
        "body": body,
    })


def gh_comments(repo, num, items, day="2025-03-02"):
    out = []
    for user, body in items:
        cid = R.randint(1500000000, 2600000000)
        out.append({"id": cid, "html_url": f"https://github.com/{repo}/issues/{num}#issuecomment-{cid}",
                    "user": {"login": user, "type": "User"}, "created_at": iso(day),
                    "author_association": R.choice(["CONTRIBUTOR", "NONE", "MEMBER", "OWNER"]), "body": body})
    return J(out)


def jira(key, summary, desc, reporter, status="Open", prio="Medium", comments=(), itype="Bug", day="2025-01-20"):
    return J({
        "expand": "renderedFields,names,schema,operations,editmeta,changelog",
        "id": str(R.randint(10000, 99999)),
        "self": f"https://{key.split('-')[0].lower()}.atlassian.net/rest/api/2/issue/{R.randint(10000, 99999)}",
        "key": key,
        "fields": {
            "issuetype": {"name": itype},
            "summary": summary,
            "status": {"name": status},
            "priority": {"name": prio},
            "reporter": {"displayName": reporter, "accountId": "5b" + hx(22)},
            "created": iso(day, z=False) + ".000+0000",
            "description": desc,
            "comment": {"comments": [{"author": {"displayName": a}, "body": b, "created": iso(day, z=False) + ".000+0000"}
                                     for a, b in comments], "total": len(comments)},
        },
    })


def zendesk(tid, subject, desc, requester, status="open", tags=(), comments=(), day="2025-03-04"):
    return J({"ticket": {
        "url": f"https://support.example-desk.com/api/v2/tickets/{tid}.json",
        "id": tid, "created_at": iso(day), "type": "question", "subject": subject,
        "description": desc, "priority": R.choice(["normal", "high", "low"]), "status": status,
        "requester_id": R.randint(1000000000, 9999999999), "requester": requester,
        "tags": list(tags), "via": {"channel": R.choice(["email", "web", "chat"])},
        "comments": [{"id": R.randint(10 ** 11, 10 ** 12), "author": a, "public": p, "body": b} for a, p, b in comments],
    }})


def csv_lines(rows):
    out = []
    for r in rows:
        cells = []
        for v in r:
            v = str(v)
            if any(c in v for c in ",\"\n"):
                v = '"' + v.replace('"', '""') + '"'
            cells.append(v)
        out.append(",".join(cells))
    return "\n".join(out)


def md_table(cols, rows):
    out = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    out += ["| " + " | ".join(str(v) for v in r) + " |" for r in rows]
    return "\n".join(out)
