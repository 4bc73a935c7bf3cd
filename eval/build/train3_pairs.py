#!/usr/bin/env python3
"""Third batch of eval/semantic_cache/train.jsonl, written by the cache's developers on
2026-11-27 AFTER the verification's new rules (directed roles, contrasts, owners, WordNet
verbs and synonyms) were committed, and never run through them before this file was
committed: every pair is "split": "validation", and the eval prints only its totals. NOT
independent (the rules' author wrote it): development data, an honest check of the rules on
sentences they were not written on, not a held-out figure.

    python3 eval/build/train3_pairs.py   # rewrites the t3-* lines
"""

from pairs_batch import row, write_batch


MISS = [
    ("direction", "Can I fly from Denver to Boise nonstop?", "Can I fly from Boise to Denver nonstop?"),
    ("direction", "How do I port my number to Vodafone?", "How do I port my number from Vodafone?"),
    ("direction", "What are the customs rules for bringing wine into Norway?", "What are the customs rules for bringing wine out of Norway?"),
    ("direction", "How long does a wire take from Chase to Wells Fargo?", "How long does a wire take to Chase from Wells Fargo?"),
    ("direction", "Is there a charge to convert pounds to euros at the airport?", "Is there a charge to convert euros to pounds at the airport?"),
    ("direction", "How do I export my playlists to Spotify?", "How do I import my playlists from Spotify?"),
    ("direction", "Can I send a parcel to Ireland with you?", "Can I receive a parcel from Ireland with you?"),
    ("direction", "How do I transfer a prescription to another pharmacy?", "How do I transfer a prescription from another pharmacy?"),
    ("direction", "What's the bus fare from the airport to downtown?", "What's the bus fare from downtown to the airport?"),
    ("direction", "How do I downgrade from Windows 11 to Windows 10?", "How do I upgrade from Windows 10 to Windows 11?"),
    ("quantity_words", "Do I have to pay tax on all of my tips?", "Do I have to pay tax on some of my tips?"),
    ("quantity_words", "Can both parents sign the consent form?", "Can either parent sign the consent form?"),
    ("quantity_words", "Is the discount valid only on weekdays?", "Is the discount also valid on weekdays?"),
    ("quantity_words", "How much is a single scoop?", "How much is a double scoop?"),
    ("quantity_words", "What is the maximum number of guests per room?", "What is the minimum number of guests per room?"),
    ("quantity_words", "Which phone has the longest battery life?", "Which phone has the shortest battery life?"),
    ("quantity_words", "Do I get a partial refund if I leave early?", "Do I get a full refund if I leave early?"),
    ("quantity_words", "Where is the closest charging station?", "Where is the farthest charging station?"),
    ("quantity_words", "What documents do I need for my first visa appointment?", "What documents do I need for my second visa appointment?"),
    ("quantity_words", "Can I see my past bookings in the app?", "Can I see my upcoming bookings in the app?"),
    ("operation", "How do I reset my voicemail PIN?", "How do I change my voicemail PIN?"),
    ("operation", "How do I cancel my car insurance?", "How do I suspend my car insurance?"),
    ("operation", "How do I delete a repository on GitHub?", "How do I archive a repository on GitHub?"),
    ("operation", "How do I add a beneficiary to my pension?", "How do I remove a beneficiary from my pension?"),
    ("operation", "How do I install Docker on Ubuntu?", "How do I uninstall Docker on Ubuntu?"),
    ("operation", "Who can approve my timesheet?", "Who can reject my timesheet?"),
    ("operation", "How do I subscribe to price alerts?", "How do I unsubscribe from price alerts?"),
    ("operation", "How do I recover a deleted email?", "How do I forward a deleted email?"),
    ("operation", "How do I pause my meal kit deliveries?", "How do I cancel my meal kit deliveries?"),
    ("operation", "How do I renew my library card?", "How do I replace my library card?"),
    ("operation", "Can I postpone my exam?", "Can I retake my exam?"),
    ("operation", "How do I lock my SIM card?", "How do I replace my SIM card?"),
    ("scope", "How do I see my screen time?", "How do I see my child's screen time?"),
    ("scope", "How much leave do I have left?", "How much leave does my team have left?"),
    ("scope", "How do I update my billing details?", "How do I update my company's billing details?"),
    ("scope", "Can I get a loan for a personal car?", "Can I get a loan for a business car?"),
    ("scope", "How do I share my location?", "How do I share my family's location?"),
    ("scope", "How do I archive this conversation?", "How do I archive all conversations?"),
    ("scope", "Where do I find my payslip?", "Where do I find my employees' payslips?"),
    ("scope", "Can I see my order history?", "Can I see my customers' order history?"),
]

HIT = [
    ("contraction", "Why doesn't my printer connect to Wi-Fi?", "Why does my printer not connect to Wi-Fi?"),
    ("contraction", "I can't find my boarding pass", "I cannot find my boarding pass"),
    ("contraction", "What's the speed limit on motorways in Germany?", "What is the speed limit on motorways in Germany?"),
    ("number_words", "Can I bring two carry-on bags?", "Can I bring 2 carry-on bags?"),
    ("number_words", "Is the third night free?", "Is the 3rd night free?"),
    ("number_words", "What happens after five failed login attempts?", "What happens after 5 failed login attempts?"),
    ("reorder", "In the UK, do I need a TV licence?", "Do I need a TV licence in the UK?"),
    ("reorder", "After surgery, when can I drive again?", "When can I drive again after surgery?"),
    ("reorder", "For a child, what's the dose of ibuprofen?", "What's the dose of ibuprofen for a child?"),
    ("reorder", "From Vienna to Prague, is there a direct train?", "Is there a direct train from Vienna to Prague?"),
    ("synonym", "How do I purchase more storage?", "How do I buy more storage?"),
    ("synonym", "What's the yearly cost of the premium plan?", "What's the annual cost of the premium plan?"),
    ("synonym", "How do I commence the onboarding?", "How do I begin the onboarding?"),
    ("synonym", "Are kids allowed in the spa?", "Are children allowed in the spa?"),
    ("synonym", "How do I modify my shipping address?", "How do I change my shipping address?"),
    ("synonym", "Where can I find my policy number?", "Where do I locate my policy number?"),
    ("synonym", "How do I fix a flat tyre?", "How do I repair a flat tire?"),
    ("synonym", "How can I contact the landlord?", "How can I reach the landlord?"),
    ("casual", "hey can u tell me when the pool opens", "When does the pool open?"),
    ("politeness", "Could you please let me know how to reset my router?", "How do I reset my router?"),
    ("imperative", "Explain how to change a car tyre", "How do I change a car tyre?"),
    ("imperative", "Tell me the check-out time at the hostel", "What is the check-out time at the hostel?"),
    ("synonym", "How do I delete all my photos from iCloud?", "How do I remove all my photos from iCloud?"),
    ("synonym", "How do I send money to my brother abroad?", "How can I transfer money to my brother abroad?"),
    ("reorder", "To Madrid from Lisbon, how long is the bus?", "How long is the bus from Lisbon to Madrid?"),
]


def main():
    rows = [row(f"t3-{expect}-{k + 1:03d}", first, second, expect, category, True)
            for expect, items in (("miss", MISS), ("hit", HIT))
            for k, (category, first, second) in enumerate(items)]
    write_batch("t3", rows)

if __name__ == "__main__":
    main()
