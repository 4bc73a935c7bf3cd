#!/usr/bin/env python3
"""Fourth batch of eval/semantic_cache/train.jsonl, written by the cache's developers on
2026-11-28 for issue #26 (the semantic cache part): scope (one item / all items, mine /
my team's or a shared one, this / every, one region / everywhere), operations (two
different actions on the same object), numbers with units (rates per period, units the
tables may not know, counted things), names (short and long forms that WordNet does not
join: Postgres / PostgreSQL, JS / JavaScript, Mac / macOS, AWS / Amazon Web Services) and
products (a model number or a variant word attached to a product name), plus paraphrases
of those kinds that must still hit. NOT independent (the rules' author wrote it):
development data.

The VALIDATION lists were written first, before any rule of this issue was written or run
on them, and committed on their own; they are "split": "validation" (the eval prints only
their totals, among `train_val`) and were measured only at the end. The development lists
(MISS, HIT) were written after them and are read pair by pair while the rules are written.

    python3 eval/build/train4_pairs.py   # rewrites the t4-* lines
"""
import json
import os

# --- validation (written first; never read pair by pair by the eval) -------------------

VALIDATION_MISS = [
    ("scope", "How do I delete this photo from my album?", "How do I delete all photos from my album?"),
    ("scope", "Can I change the billing address on my account?", "Can I change the billing address on every account in our organization?"),
    ("scope", "How do I export my calendar?", "How do I export the shared team calendar?"),
    ("scope", "Is the outage affecting my region?", "Is the outage affecting all regions?"),
    ("scope", "How do I archive a single Slack channel?", "How do I archive every Slack channel in the workspace?"),
    ("scope", "What is the storage limit for my mailbox?", "What is the storage limit for a shared mailbox?"),
    ("scope", "How do I reset my own MFA device?", "How do I reset MFA for another user?"),
    ("scope", "Is the price the same in my country?", "Is the price the same worldwide?"),
    ("scope", "How do I turn off notifications for this chat?", "How do I turn off notifications for all chats?"),
    ("scope", "Can I see the login history of my account?", "Can I see the login history of my organization's accounts?"),
    ("scope", "How do I mute one participant in Zoom?", "How do I mute all participants in Zoom?"),
    ("scope", "Can my manager see my browsing history?", "Can I see my manager's browsing history?"),
    ("operation", "How do I rename a branch in Git?", "How do I delete a branch in Git?"),
    ("operation", "How do I freeze my credit card?", "How do I close my credit card?"),
    ("operation", "How do I refill my prescription online?", "How do I transfer my prescription online?"),
    ("operation", "Can I reschedule my dentist appointment online?", "Can I cancel my dentist appointment online?"),
    ("operation", "How do I compress a PDF file?", "How do I encrypt a PDF file?"),
    ("operation", "How do I pin a message in Teams?", "How do I forward a message in Teams?"),
    ("units", "Is the gym membership 30 dollars per month?", "Is the gym membership 30 dollars per year?"),
    ("units", "Is 400 mcg of folic acid safe during pregnancy?", "Is 400 mg of folic acid safe during pregnancy?"),
    ("units", "Does the apartment have 2 bedrooms?", "Does the apartment have 2 bathrooms?"),
    ("units", "Is the monthly fee for the premium plan refundable?", "Is the annual fee for the premium plan refundable?"),
    ("units", "How much is the hourly rate for a babysitter?", "How much is the daily rate for a babysitter?"),
    ("units", "Is 5 acres enough for two horses?", "Is 5 hectares enough for two horses?"),
    ("names", "what is the time difference between london and tokyo", "what is the time difference between london and seoul"),
    ("names", "Do I need a visa for Georgia?", "Do I need a visa for Armenia?"),
    ("names", "how do i connect my airpods to my macbook", "how do i connect my airpods to my chromebook"),
    ("products", "Does the iPhone 13 support eSIM?", "Does the iPhone 13 mini support eSIM?"),
    ("products", "How do I update drivers on Windows 10?", "How do I update drivers on Windows 11?"),
    ("products", "Is the Galaxy S23 waterproof?", "Is the Galaxy S23 Ultra waterproof?"),
    ("products", "Can I run Python 3 scripts on this server?", "Can I run Python 2 scripts on this server?"),
    ("products", "how much ram does the macbook air have", "how much ram does the macbook pro have"),
    ("products", "Does the PlayStation 5 play PS4 games?", "Does the PlayStation 5 play PS3 games?"),
]

VALIDATION_HIT = [
    ("names", "How do I install Postgres on a Mac?", "How do I install PostgreSQL on macOS?"),
    ("names", "What's the best way to learn JS?", "How should I learn JavaScript?"),
    ("names", "Does AWS offer a free tier?", "Does Amazon Web Services have a free tier?"),
    ("names", "How do I uninstall VS Code?", "How do I remove Visual Studio Code?"),
    ("names", "How do I check my k8s cluster version?", "How do I check my Kubernetes cluster version?"),
    ("names", "Where can I download Win 11?", "Where do I download Windows 11?"),
    ("names", "Best pizza in NYC?", "Where is the best pizza in New York City?"),
    ("names", "How do I cancel my Prime membership?", "How can I end my Amazon Prime membership?"),
    ("names", "Is my data stored in the EU?", "Is my data kept in the European Union?"),
    ("synonym", "How do I delete all my emails at once?", "How can I remove every email at once?"),
    ("synonym", "How much does the plan cost per month?", "What's the monthly price of the plan?"),
    ("synonym", "Can I share my Netflix account with my family?", "Is it allowed to share my Netflix account with family members?"),
    ("reorder", "How do I clear the cache on my iPhone?", "How can I clear my iPhone's cache?"),
    ("units", "How many MB is 1 GB?", "How many megabytes are in one gigabyte?"),
    ("units", "Is the checked bag limit 23 kilograms?", "Is the checked baggage limit 23 kg?"),
    ("units", "Is 16 amps enough for an EV charger?", "Is 16 A enough for an EV charger?"),
    ("scope", "How do I reset the password for my team account?", "How can I reset my team account's password?"),
    ("scope", "Can I turn off autoplay for all videos?", "How do I disable autoplay for every video?"),
    ("synonym", "How long does it take to charge a Tesla Model 3?", "How long does a Tesla Model 3 take to charge?"),
    ("synonym", "How do I change my profile picture on LinkedIn?", "How can I update my LinkedIn profile photo?"),
    ("synonym", "Is the museum free for kids under 12?", "Do children under 12 get into the museum for free?"),
    ("synonym", "How do I restart my laptop in safe mode?", "How do I reboot my laptop in safe mode?"),
]

# --- development (written after the validation lists; read pair by pair) --------------

MISS = []

HIT = []


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "semantic_cache", "train.jsonl")
    kept = [l for l in open(path) if l.strip() and not json.loads(l)["id"].startswith("t4-")]
    rows = []
    for expect, items, split in (
        ("miss", MISS, None),
        ("hit", HIT, None),
        ("miss", VALIDATION_MISS, "validation"),
        ("hit", VALIDATION_HIT, "validation"),
    ):
        tag = "v" if split else "d"
        for k, (category, first, second) in enumerate(items):
            assert first != second
            row = {"id": f"t4-{tag}{expect}-{k + 1:03d}", "first": first, "second": second,
                   "expect": expect, "category": category}
            if split:
                row["split"] = split
            rows.append(json.dumps(row, ensure_ascii=False) + "\n")
    seen = set()
    for l in kept + rows:
        d = json.loads(l)
        key = (d["first"], d["second"])
        assert key not in seen, d
        seen.add(key)
    rows.sort(key=lambda l: json.loads(l)["id"])
    with open(path, "w") as f:
        f.writelines(kept + rows)
    n_val = sum(1 for l in rows if '"split": "validation"' in l)
    print(f"{len(kept)} kept, {len(rows)} written ({n_val} validation)")


if __name__ == "__main__":
    main()
