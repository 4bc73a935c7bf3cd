#!/usr/bin/env python3
"""Fifth batch of eval/semantic_cache/train.jsonl, written by the cache's developers on
2026-11-27 for issue #26 (the semantic cache part, second round): the fourth author's set
had a third of its paraphrases vetoed by a rule, because the rules read a word exchanged
for another word of the same meaning as another fact. These pairs aim at PARAPHRASES that
exchange words (a verb or noun for a synonym WordNet does not join, a pole of the tables
for an everyday word, names written another way, restructured questions, casual against
formal wording, several words changed at once) and at NEAR MISSES of every category that
a loosened rule must still refuse (operations, antonyms, scope, quantity and order words,
directions, units, amounts, dates, negations, names, products, and a plain noun or verb
exchanged for another thing). NOT independent (the rules' author wrote it, without reading
any sealed set): development data.

Every third pair of each list (positions 3, 6, 9, …) is "split": "validation": the eval
prints only its totals, among `train_val`. The whole batch was committed before any rule
of this round was changed, and the validation third is measured only at the end.

    python3 eval/build/train5_pairs.py   # rewrites the t5-* lines
"""

from pairs_batch import row, write_batch


HIT = [
    # A verb exchanged for one of the same meaning here.
    ("synonym", "How do I delete my browsing history?", "How can I wipe my browsing history?"),
    ("synonym", "How do I fix a leaking faucet?", "How can I repair a dripping tap?"),
    ("synonym", "How do I obtain a copy of my birth certificate?", "How can I get a copy of my birth certificate?"),
    ("synonym", "How do I boost my credit score?", "How can I raise my credit score?"),
    ("synonym", "How do I mend a torn jacket?", "How can I sew up a ripped jacket?"),
    ("synonym", "Can I bring my own food into the stadium?", "Am I allowed to take my own food into the stadium?"),
    ("synonym", "How do I locate my lost phone?", "How can I track down my missing phone?"),
    ("synonym", "Is it safe to consume raw eggs?", "Is eating raw eggs safe?"),
    ("synonym", "How do I link my bank account to PayPal?", "How can I connect my bank account to PayPal?"),
    ("synonym", "How do I mute a group chat on WhatsApp?", "How can I silence a WhatsApp group chat?"),
    ("synonym", "How do I insert a page break in Word?", "How can I add a page break in Microsoft Word?"),
    ("synonym", "How do I purchase a gift card?", "Where can I buy a gift card?"),
    ("synonym", "What are the symptoms of dehydration?", "What are the signs of being dehydrated?"),
    ("synonym", "How do I launch Task Manager?", "How do I open Task Manager?"),
    ("synonym", "How do I quit Vim?", "How do I exit Vim?"),
    ("synonym", "How can I speed up my laptop?", "How do I make my laptop faster?"),
    ("synonym", "How do I verify my email address?", "How can I confirm my email address?"),
    ("synonym", "How do I lodge a complaint about a neighbour?", "How can I file a complaint about my neighbor?"),
    ("synonym", "How do I dispute a charge on my credit card?", "How can I challenge a credit card charge?"),
    ("synonym", "How do I terminate my lease early?", "How can I end my lease early?"),
    ("synonym", "How do I resize an image in Photoshop?", "How do I change the size of an image in Photoshop?"),
    ("synonym", "How do I unclog a kitchen sink?", "How can I clear a blocked kitchen sink?"),
    ("synonym", "What does NASA stand for?", "What is NASA an acronym for?"),
    ("synonym", "How long does it take to get a passport?", "What's the processing time for a passport?"),
    ("synonym", "Where can I park near the stadium?", "Is there parking close to the stadium?"),
    ("synonym", "How do I back up my iPhone?", "How can I save a backup of my iPhone?"),
    ("synonym", "What's the best way to store fresh basil?", "How should I keep fresh basil?"),
    ("synonym", "How do I book a table at the restaurant?", "Can I make a reservation at the restaurant?"),
    ("synonym", "How do I replace a flat tire?", "How do I change a flat tyre?"),
    ("synonym", "How do I trim a video on iPhone?", "How can I cut a video on my iPhone?"),
    ("synonym", "How do I block spam calls?", "How can I stop spam calls?"),
    ("synonym", "How do I send a large file by email?", "How can I email a big file?"),
    ("synonym", "Who do I notify if I'm sick at work?", "Who should I inform when I'm ill at work?"),
    ("synonym", "Can I carry a power bank on a plane?", "Am I allowed to bring a power bank on a flight?"),
    ("synonym", "How do I view my payslip?", "Where can I see my pay stub?"),
    ("synonym", "How do I cook rice in a rice cooker?", "How do I make rice using a rice cooker?"),
    ("synonym", "How do I get rid of fruit flies?", "How can I eliminate fruit flies?"),
    ("synonym", "How do I make my password stronger?", "How can I strengthen my password?"),
    ("synonym", "How often should I water a cactus?", "How frequently does a cactus need watering?"),
    ("synonym", "How do I enroll in the company pension plan?", "How can I sign up for the company pension?"),
    ("synonym", "How do I erase a USB drive on Windows?", "How can I wipe a USB stick on Windows?"),
    ("synonym", "How do I shut down my laptop remotely?", "How can I turn off my laptop remotely?"),
    ("synonym", "What's the quickest way to thaw frozen chicken?", "How do I defrost frozen chicken fast?"),
    ("synonym", "How do I request a refund for a cancelled concert?", "How can I get my money back for a cancelled concert?"),
    ("synonym", "Is the hotel near the beach?", "Is the hotel close to the beach?"),
    ("synonym", "How do I acquire a fishing licence in Oregon?", "How do I get a fishing license in Oregon?"),
    # Names written another way.
    ("names", "How do I install Node on Ubuntu?", "How do I install Node.js on Ubuntu?"),
    ("names", "What's the weather in LA this weekend?", "What is the weather in Los Angeles this weekend?"),
    ("names", "How do I move contacts from Android to iPhone?", "How do I transfer contacts from an Android phone to an iPhone?"),
    ("names", "Does McDonald's serve breakfast all day?", "Does McDonalds serve breakfast all day?"),
    ("names", "How do I change my GitHub profile photo?", "How do I change my Github profile picture?"),
    ("names", "Do I need a visa to visit the UK?", "Do I need a visa to visit the United Kingdom?"),
    ("names", "Is Microsoft Teams free?", "Is MS Teams free?"),
    ("names", "What's the population of St. Louis?", "What is the population of Saint Louis?"),
    ("names", "Can I use ChatGPT on my phone?", "Can I use Chat GPT on my phone?"),
    ("names", "What's the time difference between NY and LA?", "What's the time difference between New York and Los Angeles?"),
    ("names", "Is the Golden Gate Bridge open to pedestrians?", "can pedestrians walk on the golden gate bridge"),
    ("names", "How do I open a DOCX file?", "How do I open a .docx file?"),
    # Restructured, casual against formal, several words changed.
    ("reorder", "What's the minimum age to rent a car?", "How old do I have to be to rent a car?"),
    ("reorder", "Do you deliver on Sundays?", "Is Sunday delivery available?"),
    ("casual", "Can I return an online purchase in store?", "yo can i return stuff i bought online at the store"),
    ("casual", "I would be grateful if you could inform me of your opening hours.", "when r u open"),
    ("casual", "Could you advise on how to reset my voicemail PIN?", "how do i reset my voicemail pin"),
    ("reorder", "What's the quickest route to the train station?", "How do I get to the train station fastest?"),
    ("synonym", "How much do I owe on my credit card?", "What's my credit card balance?"),
    ("synonym", "Are pets permitted in the apartment?", "Can I keep a pet in the apartment?"),
    ("synonym", "Is it possible to change my seat after check-in?", "Can I switch seats once I've checked in?"),
    ("synonym", "What's the penalty for returning a library book late?", "How much is the fine for an overdue library book?"),
    ("synonym", "Do you have gluten-free options?", "Is there anything gluten free on the menu?"),
    ("synonym", "How do I change the language on my Kindle?", "How can I switch my Kindle to another language?"),
    ("reorder", "When does the library open on weekdays?", "What are the library's weekday opening hours?"),
    ("synonym", "What's the fee for a replacement ID card?", "How much does it cost to replace my ID card?"),
    ("synonym", "How do I apply for a mortgage?", "How do I request a home loan?"),
    ("reorder", "Is the museum wheelchair accessible?", "Can wheelchair users access the museum?"),
    ("casual", "What is the procedure for reporting a stolen bicycle?", "bike got stolen, how do i report it"),
    ("casual", "hey whats the wifi password here", "Could you tell me the password for the Wi-Fi network?"),
    ("politeness", "I was wondering whether you could help me reset my PIN", "reset PIN"),
    ("reorder", "For a toddler, what's a safe dose of ibuprofen?", "What's a safe ibuprofen dose for a toddler?"),
    ("synonym", "What should I pack for a week in Iceland?", "What do I need to bring for a week in Iceland?"),
    ("synonym", "How do I unfreeze a frozen Excel window?", "How can I fix Excel when it stops responding?"),
    ("synonym", "Where can I recycle old batteries?", "Where do I dispose of used batteries?"),
    ("synonym", "How can I tell if my smoke detector works?", "How do I test my smoke alarm?"),
    ("synonym", "What documents are required to open a bank account?", "What do I need to bring to open a bank account?"),
    ("synonym", "How do I subscribe to your newsletter?", "How can I sign up for your newsletter?"),
    ("synonym", "What's the easiest way to remove a stripped screw?", "How do I get a stripped screw out?"),
]

MISS = [
    # Another operation on the same object.
    ("operation", "How do I delete my Instagram account?", "How do I deactivate my Instagram account?"),
    ("operation", "How do I freeze my bank card?", "How do I cancel my bank card?"),
    ("operation", "How do I mute a contact on Telegram?", "How do I report a contact on Telegram?"),
    ("operation", "How do I print a PDF?", "How do I sign a PDF?"),
    ("operation", "How do I rename a folder in Google Drive?", "How do I share a folder in Google Drive?"),
    ("operation", "How do I duplicate a sheet in Google Sheets?", "How do I protect a sheet in Google Sheets?"),
    ("operation", "How do I edit a sent email in Gmail?", "How do I recall a sent email in Gmail?"),
    ("operation", "How do I sublet my apartment?", "How do I insure my apartment?"),
    ("operation", "Can I reschedule my flight online?", "Can I upgrade my flight online?"),
    ("operation", "How do I pause a Netflix download?", "How do I delete a Netflix download?"),
    ("operation", "How do I lock cells in Excel?", "How do I merge cells in Excel?"),
    ("operation", "How do I clone a Git repository?", "How do I fork a Git repository?"),
    ("operation", "How do I insure my car?", "How do I register my car?"),
    ("operation", "How do I replace my driver's license?", "How do I renew my driver's license?"),
    ("operation", "How do I water an orchid?", "How do I repot an orchid?"),
    ("operation", "How do I boil an egg?", "How do I poach an egg?"),
    ("operation", "How do I charge my AirPods?", "How do I reset my AirPods?"),
    ("operation", "Can I refund a gift card?", "Can I reload a gift card?"),
    ("operation", "How do I mute my microphone in Zoom?", "How do I test my microphone in Zoom?"),
    ("operation", "How do I bake salmon?", "How do I grill salmon?"),
    ("operation", "How do I rent a bike in Amsterdam?", "How do I buy a bike in Amsterdam?"),
    ("operation", "How do I join a Teams meeting?", "How do I schedule a Teams meeting?"),
    ("operation", "Can I cancel my order?", "Can I track my order?"),
    ("operation", "How do I lease a car?", "How do I finance a car?"),
    # Antonyms, some the tables may not know.
    ("antonyms", "Is the water in the pool warm?", "Is the water in the pool cold?"),
    ("antonyms", "How do I make my phone screen brighter?", "How do I make my phone screen dimmer?"),
    ("antonyms", "Is the hike easy for beginners?", "Is the hike hard for beginners?"),
    ("antonyms", "How do I tighten my bike chain?", "How do I loosen my bike chain?"),
    ("antonyms", "Is the apartment furnished?", "Is the apartment unfurnished?"),
    ("antonyms", "How do I zoom in on Google Maps?", "How do I zoom out on Google Maps?"),
    ("antonyms", "Is the cafe busy on weekends?", "Is the cafe quiet on weekends?"),
    ("antonyms", "How do I speed up a video in iMovie?", "How do I slow down a video in iMovie?"),
    ("antonyms", "Is the ticket price higher online?", "Is the ticket price lower online?"),
    ("antonyms", "How do I expand all folders in Outlook?", "How do I collapse all folders in Outlook?"),
    ("antonyms", "Is the flight arriving early?", "Is the flight arriving late?"),
    ("antonyms", "Is the new model heavier than the old one?", "Is the new model lighter than the old one?"),
    # Scope.
    ("scope", "How do I delete this message?", "How do I delete all messages?"),
    ("scope", "Can I see my calendar on the web?", "Can I see my team's calendar on the web?"),
    ("scope", "How do I turn off location for Google Maps?", "How do I turn off location for all apps?"),
    ("scope", "Who can see my posts?", "Who can see my group's posts?"),
    ("scope", "How do I update one contact's photo?", "How do I update every contact's photo?"),
    ("scope", "Is my flight affected by the strike?", "Are all flights affected by the strike?"),
    ("scope", "How do I change the ringtone for one contact?", "How do I change the ringtone for all contacts?"),
    ("scope", "Can I export my own timesheet?", "Can I export my employees' timesheets?"),
    ("scope", "How do I clear the cache for this website?", "How do I clear the cache for every website?"),
    ("scope", "How do I leave this Slack channel?", "How do I leave all Slack channels?"),
    # Quantity and order words.
    ("quantity_words", "What's the minimum balance for a savings account?", "What's the maximum balance for a savings account?"),
    ("quantity_words", "Which is the cheapest flight to Rome?", "Which is the earliest flight to Rome?"),
    ("quantity_words", "Can I bring both bags on board?", "Can I bring either bag on board?"),
    ("quantity_words", "Is the first month free?", "Is the last month free?"),
    ("quantity_words", "Does the offer apply only to new customers?", "Does the offer apply also to new customers?"),
    ("quantity_words", "What's the most popular dish here?", "What's the least popular dish here?"),
    ("quantity_words", "Is a single room available for tonight?", "Is a double room available for tonight?"),
    ("quantity_words", "When is the next bus to the airport?", "When is the last bus to the airport?"),
    ("quantity_words", "Can I get a partial refund?", "Can I get a full refund?"),
    ("quantity_words", "Is the upper deck open?", "Is the lower deck open?"),
    # Directions.
    ("direction", "How do I transfer money from PayPal to my bank?", "How do I transfer money from my bank to PayPal?"),
    ("direction", "How long is the drive from Denver to Boulder?", "How long is the drive from Boulder to Denver?"),
    ("direction", "How do I import bookmarks into Chrome?", "How do I export bookmarks from Chrome?"),
    ("direction", "How do I copy files from my phone to my laptop?", "How do I copy files from my laptop to my phone?"),
    ("direction", "How do I migrate from Jira to Linear?", "How do I migrate from Linear to Jira?"),
    ("direction", "How do I upload photos to Google Photos?", "How do I download photos from Google Photos?"),
    ("direction", "How do I convert MP4 to GIF?", "How do I convert GIF to MP4?"),
    ("direction", "Can I receive money on Venmo from a friend?", "Can I send money on Venmo to a friend?"),
    # Units, amounts, dates, negations.
    ("units", "Is 2 liters of water a day enough?", "Is 2 gallons of water a day enough?"),
    ("units", "Can I carry 100 ml of liquid on the plane?", "Can I carry 100 oz of liquid on the plane?"),
    ("units", "Is the rent 1,200 a month?", "Is the rent 1,200 a week?"),
    ("amount", "Can I withdraw 500 dollars at the ATM?", "Can I withdraw 5,000 dollars at the ATM?"),
    ("amount", "Is a 15% tip normal in the US?", "Is a 25% tip normal in the US?"),
    ("datetime", "Is the clinic open on Sunday morning?", "Is the clinic open on Sunday evening?"),
    ("datetime", "What was the weather like yesterday in Oslo?", "What will the weather be like tomorrow in Oslo?"),
    ("datetime", "Is the office closed on Good Friday?", "Is the office closed on Easter Monday?"),
    ("negation", "Should I eat before a blood test?", "Should I avoid eating before a blood test?"),
    ("negation", "Which laptops come with a touchscreen?", "Which laptops come without a touchscreen?"),
    ("negation", "Is the software compatible with Linux?", "Is the software incompatible with Linux?"),
    # Names and products.
    ("names", "Is Lake Como worth visiting?", "Is Lake Garda worth visiting?"),
    ("names", "what's the best time to visit porto", "what's the best time to visit lisbon"),
    ("names", "Does Spotify have a student discount?", "Does Tidal have a student discount?"),
    ("names", "How do I contact Sarah in HR?", "How do I contact Susan in HR?"),
    ("names", "Is Sweden in the Schengen area?", "Is Switzerland in the Schengen area?"),
    ("products", "Does the Pixel 7 support wireless charging?", "Does the Pixel 7a support wireless charging?"),
    ("products", "Is the Kindle Scribe good for reading PDFs?", "Is the Kindle Paperwhite good for reading PDFs?"),
    ("products", "Can the Xbox Series S play discs?", "Can the Xbox Series X play discs?"),
    ("products", "Does Office 365 include Access?", "Does Office 2021 include Access?"),
    # A plain noun exchanged for another thing.
    ("exchange", "What's the dress code for the wedding?", "What's the dress code for the funeral?"),
    ("exchange", "How many calories are in a banana?", "How many calories are in an apple?"),
    ("exchange", "How much protein is in tofu?", "How much protein is in tempeh?"),
    ("exchange", "What's the visa fee for students?", "What's the visa fee for tourists?"),
    ("exchange", "Can I pay my rent by card?", "Can I pay my rent by cheque?"),
    ("exchange", "What time does the bakery open?", "What time does the butcher open?"),
    ("exchange", "How do I clean a leather sofa?", "How do I clean a suede sofa?"),
    ("exchange", "Is the museum free for seniors?", "Is the museum free for children?"),
]


def main():
    rows = [row(f"t5-{'v' if k % 3 == 2 else 'd'}{expect}-{k + 1:03d}", first, second, expect,
                category, k % 3 == 2)
            for expect, items in (("miss", MISS), ("hit", HIT))
            for k, (category, first, second) in enumerate(items)]
    write_batch("t5", rows, sort=True)

if __name__ == "__main__":
    main()
