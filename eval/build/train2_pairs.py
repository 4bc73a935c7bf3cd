#!/usr/bin/env python3
"""Second batch of eval/semantic_cache/train.jsonl, written by the cache's developers on
2026-11-27 for the verification's rule classes (direction, quantity and order words,
operations on the same object, scope) and for paraphrases (contractions, number words, word
order, synonyms). NOT independent: development data.

Every third pair (index % 3 == 2, in the order written below) is marked
"split": "validation": it was kept aside while the rules were written, and the eval prints
only its totals. The split was fixed before any rule was run on these pairs.

    python3 eval/build/train2_pairs.py   # appends nothing twice: rewrites the t2-* lines
"""

from pairs_batch import row, write_batch


MISS = [
    # direction
    ("direction", "How long is the train from Lisbon to Porto?", "How long is the train from Porto to Lisbon?"),
    ("direction", "Can I transfer points from my Avios account to Iberia Plus?", "Can I transfer points from Iberia Plus to my Avios account?"),
    ("direction", "How do I migrate data from Oracle to Snowflake?", "How do I migrate data from Snowflake to Oracle?"),
    ("direction", "What is the fee to send money to Mexico?", "What is the fee to receive money from Mexico?"),
    ("direction", "How do I import contacts into Outlook?", "How do I export contacts from Outlook?"),
    ("direction", "Is it cheaper to buy or sell shares on Fridays?", "Is it cheaper to sell shares on Fridays?"),
    ("direction", "How do I upload photos to iCloud?", "How do I download photos from iCloud?"),
    ("direction", "Why are my inbound calls dropping?", "Why are my outbound calls dropping?"),
    ("direction", "How do I convert a Word file to PDF?", "How do I convert a PDF to a Word file?"),
    ("direction", "Translate 'thank you' from Italian to Greek", "Translate 'thank you' from Greek to Italian"),
    ("direction", "What's the exchange rate from yen to won?", "What's the exchange rate to yen from won?"),
    ("direction", "Flights to Oslo from Madrid next week?", "Flights to Madrid from Oslo next week?"),
    ("direction", "How do I move files from Dropbox to Google Drive?", "How do I move files to Dropbox from Google Drive?"),
    ("direction", "Can I buy concert tickets on this site?", "Can I sell concert tickets on this site?"),
    ("direction", "Do you ship to Canada?", "Do you ship from Canada?"),
    ("direction", "How do I forward calls to my mobile?", "How do I forward calls from my mobile?"),
    ("direction", "How do I copy a table from Excel into Word?", "How do I copy a table from Word into Excel?"),
    ("direction", "What time does the ferry leave Dover for Calais?", "What time does the ferry leave Calais for Dover?"),
    ("direction", "How do I sync my calendar to my phone?", "How do I sync my calendar from my phone?"),
    ("direction", "Is there a toll going from Jersey City into Manhattan?", "Is there a toll going from Manhattan into Jersey City?"),
    # quantity and order words
    ("quantity_words", "What happens if I miss my first payment?", "What happens if I miss my second payment?"),
    ("quantity_words", "How much is a single room per night?", "How much is a double room per night?"),
    ("quantity_words", "Do all employees get a parking pass?", "Do some employees get a parking pass?"),
    ("quantity_words", "Can I bring more luggage on a domestic flight?", "Can I bring less luggage on a domestic flight?"),
    ("quantity_words", "What is the minimum deposit for a savings account?", "What is the maximum deposit for a savings account?"),
    ("quantity_words", "Which plan has the most storage?", "Which plan has the least storage?"),
    ("quantity_words", "Is this card accepted only in stores?", "Is this card also accepted in stores?"),
    ("quantity_words", "Do I need fewer credits to graduate with honours?", "Do I need more credits to graduate with honours?"),
    ("quantity_words", "How do I delete all my messages?", "How do I delete some of my messages?"),
    ("quantity_words", "Can I get a refund on a one-way ticket?", "Can I get a refund on a round-trip ticket?"),
    ("quantity_words", "How do I book a double bed?", "How do I book a twin bed?"),
    ("quantity_words", "What do I do after the last dose?", "What do I do after the first dose?"),
    ("quantity_words", "Which of the apps use the most battery?", "Which of the apps use the least battery?"),
    ("quantity_words", "Does the warranty cover both devices?", "Does the warranty cover either device?"),
    ("quantity_words", "Can I wear shorts on the primary school trip?", "Can I wear shorts on the secondary school trip?"),
    ("quantity_words", "How do I see my upcoming appointments?", "How do I see my past appointments?"),
    ("quantity_words", "Is the upper deck wheelchair accessible?", "Is the lower deck wheelchair accessible?"),
    ("quantity_words", "How many points for a partial refund?", "How many points for a full refund?"),
    # operations on the same object
    ("operation", "How do I reset my PIN?", "How do I change my PIN?"),
    ("operation", "How do I recover my password?", "How do I change my password?"),
    ("operation", "How do I cancel my gym membership?", "How do I pause my gym membership?"),
    ("operation", "How do I delete my LinkedIn account?", "How do I suspend my LinkedIn account?"),
    ("operation", "How do I add a payment method?", "How do I remove a payment method?"),
    ("operation", "How do I install the printer driver?", "How do I uninstall the printer driver?"),
    ("operation", "How does a manager approve a leave request?", "How does a manager reject a leave request?"),
    ("operation", "How do I subscribe to the newsletter?", "How do I unsubscribe from the newsletter?"),
    ("operation", "How do I renew my passport?", "How do I replace my passport?"),
    ("operation", "How do I archive a Slack channel?", "How do I delete a Slack channel?"),
    ("operation", "How do I freeze my credit card?", "How do I cancel my credit card?"),
    ("operation", "How do I rename a branch in git?", "How do I delete a branch in git?"),
    ("operation", "How do I restore a deleted file?", "How do I share a deleted file?"),
    ("operation", "How do I transfer my domain?", "How do I renew my domain?"),
    ("operation", "How do I edit a sent invoice?", "How do I void a sent invoice?"),
    ("operation", "Can I reschedule my vaccination appointment?", "Can I cancel my vaccination appointment?"),
    ("operation", "How do I block a contact on WhatsApp?", "How do I mute a contact on WhatsApp?"),
    ("operation", "How do I report a lost card?", "How do I activate a new card?"),
    ("operation", "How do I merge two PDF files?", "How do I compare two PDF files?"),
    ("operation", "How do I verify my email address?", "How do I change my email address?"),
    ("operation", "How do I extend my lease?", "How do I terminate my lease?"),
    ("operation", "How do I encrypt a USB drive?", "How do I format a USB drive?"),
    # scope
    ("scope", "How do I change my password?", "How do I change my team's password?"),
    ("scope", "Where can I see my invoices?", "Where can I see my company's invoices?"),
    ("scope", "How do I open a personal account?", "How do I open a business account?"),
    ("scope", "How do I delete one message?", "How do I delete all messages?"),
    ("scope", "Can I export my contacts?", "Can I export everyone's contacts?"),
    ("scope", "How do I update my address?", "How do I update my employer's address?"),
    ("scope", "What is my data limit?", "What is my family plan's data limit?"),
    ("scope", "How do I cancel this order?", "How do I cancel all my orders?"),
    ("scope", "Who can see my calendar?", "Who can see the shared calendar?"),
    ("scope", "How do I turn off notifications for this chat?", "How do I turn off notifications for every chat?"),
    ("scope", "How do I file my tax return?", "How do I file my spouse's tax return?"),
    ("scope", "How much storage do I have left?", "How much storage does my organisation have left?"),
    ("scope", "Can I change my work email signature?", "Can I change my personal email signature?"),
    ("scope", "How do I add a user to my account?", "How do I add a user to my team account?"),
    ("scope", "How do I see my child's grades?", "How do I see my grades?"),
]

HIT = [
    # contractions, number words
    ("contraction", "Why can't I log in to my account?", "Why cannot I log in to my account?"),
    ("contraction", "What's the deadline for open enrolment?", "What is the deadline for open enrolment?"),
    ("contraction", "I don't remember my username, what now?", "I do not remember my username, what now?"),
    ("contraction", "Where's the nearest pharmacy open late?", "Where is the nearest pharmacy open late?"),
    ("contraction", "Why won't my laptop charge?", "Why will my laptop not charge?"),
    ("contraction", "It's been 3 days and my parcel hasn't arrived", "It has been three days and my parcel has not arrived"),
    ("number_words", "Can I return shoes after 30 days?", "Can I return shoes after thirty days?"),
    ("number_words", "Is there a fee for a second checked bag?", "Is there a fee for a 2nd checked bag?"),
    ("number_words", "How do I split a bill between four people?", "How do I split a bill between 4 people?"),
    ("number_words", "What if I'm 10 minutes late for my appointment?", "What if I'm ten minutes late for my appointment?"),
    # word order
    ("reorder", "On weekends, is the library open?", "Is the library open on weekends?"),
    ("reorder", "For international orders, what are the shipping costs?", "What are the shipping costs for international orders?"),
    ("reorder", "How do I, as an admin, add a new user?", "As an admin, how do I add a new user?"),
    ("reorder", "If my flight is delayed, can I get compensation?", "Can I get compensation if my flight is delayed?"),
    ("reorder", "In Excel, how do I freeze the top row?", "How do I freeze the top row in Excel?"),
    ("reorder", "During pregnancy, is it safe to drink coffee?", "Is it safe to drink coffee during pregnancy?"),
    ("reorder", "With a student visa, can I work part time?", "Can I work part time with a student visa?"),
    ("reorder", "To my landlord, how much notice do I need to give?", "How much notice do I need to give to my landlord?"),
    # synonyms
    ("synonym", "How do I begin a free trial?", "How do I start a free trial?"),
    ("synonym", "How do I alter my delivery address?", "How do I change my delivery address?"),
    ("synonym", "What is the annual fee for the gold card?", "What is the yearly fee for the gold card?"),
    ("synonym", "Can I purchase a gift card online?", "Can I buy a gift card online?"),
    ("synonym", "How do I erase my browsing history?", "How do I clear my browsing history?"),
    ("synonym", "Where can I locate my tax ID?", "Where can I find my tax ID?"),
    ("synonym", "How do I obtain a copy of my birth certificate?", "How do I get a copy of my birth certificate?"),
    ("synonym", "Is the museum free for kids?", "Is the museum free for children?"),
    ("synonym", "How quickly do refunds arrive?", "How fast do refunds arrive?"),
    ("synonym", "What are the symptoms of a concussion?", "What are the signs of a concussion?"),
    ("synonym", "How can I lower my electricity bill?", "How can I reduce my electricity bill?"),
    ("synonym", "How do I attach a file to an email?", "How do I add an attachment to an email?"),
    ("synonym", "What documents do I need to rent an apartment?", "What paperwork do I need to rent a flat?"),
    ("synonym", "Where is the closest ATM?", "Where is the nearest cash machine?"),
    ("synonym", "How do I fix a leaking tap?", "How do I repair a dripping faucet?"),
    ("synonym", "How do I speak to a human agent?", "How do I talk to a real person?"),
    ("synonym", "Can I modify my reservation?", "Can I change my booking?"),
    ("synonym", "How long does it take to get a driving licence?", "How long does it take to obtain a driver's license?"),
    ("synonym", "What's the quickest way to the airport?", "What's the fastest route to the airport?"),
    ("synonym", "How do I permanently remove my account?", "How do I delete my account permanently?"),
    ("synonym", "How do I stop automatic renewal?", "How do I turn off auto-renew?"),
    ("synonym", "Which foods are high in iron?", "What foods contain a lot of iron?"),
    ("synonym", "How do I boost my Wi-Fi signal?", "How can I improve my wifi signal?"),
    ("synonym", "What should I do if I misplaced my keys?", "What should I do if I lost my keys?"),
    # casual / politeness / imperative
    ("casual", "hey whats the return window for electronics", "What is the return window for electronics?"),
    ("casual", "yo how do i mute someone on discord", "How do I mute someone on Discord?"),
    ("casual", "any idea how to unclog a drain??", "How do I unclog a drain?"),
    ("politeness", "Would you kindly tell me the opening hours of the post office?", "What are the opening hours of the post office?"),
    ("politeness", "Could you help me find the visa requirements for Japan?", "What are the visa requirements for Japan?"),
    ("imperative", "Explain how compound interest works", "How does compound interest work?"),
    ("imperative", "Show me how to set up a VPN on Windows", "How do I set up a VPN on Windows?"),
    ("imperative", "List the ingredients of a margherita pizza", "What are the ingredients of a margherita pizza?"),
    # hits near the new miss classes
    ("synonym", "How do I move money from checking to savings?", "How can I transfer money from checking to savings?"),
    ("reorder", "From Lisbon to Porto, how long is the train?", "How long is the train from Lisbon to Porto?"),
    ("reorder", "To Berlin from Munich, what's the fastest train?", "What's the fastest train from Munich to Berlin?"),
    ("synonym", "How do I delete all of my messages?", "How do I remove all my messages?"),
    ("synonym", "What is the maximum upload size?", "What is the largest file I can upload?"),
    ("synonym", "How do I cancel my subscription?", "How do I end my subscription?"),
    ("synonym", "How do I add a new payee?", "How do I create a new payee?"),
]


def main():
    rows = [row(f"t2-{expect}-{k + 1:03d}", first, second, expect, category, k % 3 == 2)
            for expect, items in (("miss", MISS), ("hit", HIT))
            for k, (category, first, second) in enumerate(items)]
    write_batch("t2", rows)

if __name__ == "__main__":
    main()
