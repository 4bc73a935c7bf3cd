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

from pairs_batch import row, write_batch


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

MISS = [
    # scope: one item / all items, mine / shared or a team's, this / every, one place / everywhere
    ("scope", "How do I delete my account?", "How do I delete all accounts in my organization?"),
    ("scope", "Can I return this item?", "Can I return all items from my order?"),
    ("scope", "How do I change the password for my account?", "How do I change the password for a shared account?"),
    ("scope", "How do I unsubscribe from this mailing list?", "How do I unsubscribe from all mailing lists?"),
    ("scope", "How do I back up my phone?", "How do I back up every phone in the company?"),
    ("scope", "Is the service down in my area?", "Is the service down globally?"),
    ("scope", "Is the app down for me?", "Is the app down for everyone?"),
    ("scope", "How do I see my own calendar?", "How do I see a colleague's calendar?"),
    ("scope", "What's the upload limit for a personal drive?", "What's the upload limit for a shared drive?"),
    ("scope", "How do I remove a member from the group?", "How do I remove all members from the group?"),
    ("scope", "How do I reset the settings of this app?", "How do I reset the settings of every app?"),
    ("scope", "How do I disable notifications for one website in Chrome?", "How do I disable notifications for all websites in Chrome?"),
    ("scope", "Can I print a single page of the PDF?", "Can I print every page of the PDF?"),
    ("scope", "What is the interest rate on my savings account?", "What is the interest rate on our joint savings account?"),
    ("scope", "How do I change the time zone for my user?", "How do I change the time zone for the whole organization?"),
    ("scope", "Is the discount available in my store?", "Is the discount available in all stores?"),
    ("scope", "How do I download my Gmail data?", "How do I download the Gmail data of all users in our domain?"),
    ("scope", "How do I restart a single pod?", "How do I restart all pods in the namespace?"),
    ("scope", "Is the water supply cut in my street?", "Is the water supply cut across the whole city?"),
    ("scope", "What's the return window for a local order?", "What's the return window for an international order?"),
    ("scope", "Does the price include tax in my state?", "Does the price include tax in every state?"),
    ("scope", "How do I revoke access for one user?", "How do I revoke access for every user?"),
    ("scope", "How do I clear the history of this tab?", "How do I clear the history of all tabs?"),
    ("scope", "Can I change the plan on my line?", "Can I change the plan on all lines in my family account?"),
    # operations: two different actions on the same object
    ("operation", "How do I archive an email in Outlook?", "How do I flag an email in Outlook?"),
    ("operation", "How do I mute a contact on WhatsApp?", "How do I block a contact on WhatsApp?"),
    ("operation", "How do I duplicate a slide in PowerPoint?", "How do I hide a slide in PowerPoint?"),
    ("operation", "How do I rotate a video on my phone?", "How do I trim a video on my phone?"),
    ("operation", "How do I sort a column in Excel?", "How do I filter a column in Excel?"),
    ("operation", "How do I refinance my mortgage?", "How do I pay off my mortgage?"),
    ("operation", "How do I share a Google Doc?", "How do I print a Google Doc?"),
    ("operation", "How do I report a lost card?", "How do I replace a lost card?"),
    ("operation", "How do I verify my phone number?", "How do I hide my phone number?"),
    ("operation", "How do I schedule an email in Gmail?", "How do I recall an email in Gmail?"),
    ("operation", "How do I renew my car registration?", "How do I transfer my car registration?"),
    ("operation", "How do I edit a PDF?", "How do I sign a PDF?"),
    ("operation", "How do I format a USB drive?", "How do I eject a USB drive?"),
    ("operation", "Can I reserve a table online?", "Can I cancel a table reservation online?"),
    ("operation", "How do I back up my WhatsApp chats?", "How do I restore my WhatsApp chats?"),
    ("operation", "How do I merge two cells in Excel?", "How do I split two cells in Excel?"),
    ("operation", "How do I extend my visa?", "How do I cancel my visa?"),
    # numbers with units: rates per period, units the tables may not know, counted things
    ("units", "Is the subscription 10 euros a month?", "Is the subscription 10 euros a year?"),
    ("units", "Do you charge 50 dollars per night?", "Do you charge 50 dollars per person?"),
    ("units", "What is the weekly rate for a rental car?", "What is the daily rate for a rental car?"),
    ("units", "How much is the quarterly fee?", "How much is the monthly fee?"),
    ("units", "Is 1000 IU of vitamin D a day safe?", "Is 1000 mg of vitamin D a day safe?"),
    ("units", "Is 50 mcg of vitamin B12 enough?", "Is 50 mg of vitamin B12 enough?"),
    ("units", "Can I bring 2 suitcases on the train?", "Can I bring 2 bicycles on the train?"),
    ("units", "How much is rent for a 2 bedroom flat?", "How much is rent for a 2 room flat?"),
    ("units", "Is 2 glasses of wine a day too much?", "Is 2 bottles of wine a day too much?"),
    ("units", "Is 20 minutes of cardio per day enough?", "Is 20 minutes of cardio per week enough?"),
    ("units", "How many calories should I eat per meal?", "How many calories should I eat per day?"),
    ("units", "What is the fee per transaction?", "What is the fee per month?"),
    ("units", "Is a 100 ms delay normal on a video call?", "Is a 100 s delay normal on a video call?"),
    # names: places and tools written in lower case, or one for another
    ("names", "flights from boston to denver", "flights from boston to dallas"),
    ("names", "is it safe to drink tap water in lisbon", "is it safe to drink tap water in porto"),
    ("names", "Is Java installed on my Mac?", "Is JavaScript enabled on my Mac?"),
    ("names", "How do I install Node on Ubuntu?", "How do I install Nginx on Ubuntu?"),
    ("names", "how do i get from the airport to manhattan", "how do i get from the airport to brooklyn"),
    ("names", "What's the weather in San Jose, California?", "What's the weather in San Jose, Costa Rica?"),
    ("names", "how do i install postgres on ubuntu", "how do i install mysql on ubuntu"),
    # products: a model number or a variant word attached to the name
    ("products", "Does the iPhone 14 have a USB-C port?", "Does the iPhone 15 have a USB-C port?"),
    ("products", "Is the iPad Air compatible with the Apple Pencil 2?", "Is the iPad mini compatible with the Apple Pencil 2?"),
    ("products", "How long does the battery of the AirPods Pro last?", "How long does the battery of the AirPods Max last?"),
    ("products", "Does the Kindle support audiobooks?", "Does the Kindle Paperwhite support audiobooks?"),
    ("products", "how much does the iphone pro cost", "how much does the iphone pro max cost"),
    ("products", "Can the pixel 8 do wireless charging?", "Can the pixel 8a do wireless charging?"),
    ("products", "Is the macbook air good for video editing?", "Is the macbook pro good for video editing?"),
    ("products", "Does the Xbox Series S play discs?", "Does the Xbox Series X play discs?"),
    ("products", "Is Office 365 included with my laptop?", "Is Office 2019 included with my laptop?"),
    ("products", "does the galaxy watch track sleep", "does the galaxy watch ultra track sleep"),
    ("products", "Does the Model 3 have a heat pump?", "Does the Model Y have a heat pump?"),
    ("products", "is the nintendo switch lite portable", "is the nintendo switch oled portable"),
    ("products", "Can I play PS4 games on a PS5?", "Can I play PS5 games on a PS4?"),
    ("products", "How do I factory reset a Fire TV Stick?", "How do I factory reset a Fire TV Stick 4K?"),
    # antonyms
    ("antonyms", "Is the pharmacy open on public holidays?", "Is the pharmacy closed on public holidays?"),
    # second round, written after the first rules ran on the pairs above
    ("scope", "How do I pause my subscription?", "How do I pause all subscriptions on my account?"),
    ("scope", "Can I change the PIN for my card?", "Can I change the PIN for every card on the account?"),
    ("scope", "Who can see my calendar?", "Who can see the team calendar?"),
    ("scope", "How do I set an out-of-office reply for myself?", "How do I set an out-of-office reply for the whole team?"),
    ("scope", "Is the maintenance affecting my server?", "Is the maintenance affecting all servers?"),
    ("scope", "How do I update the address on my profile?", "How do I update the address on all profiles?"),
    ("scope", "How do I update my own profile photo?", "How do I update a colleague's profile photo?"),
    ("scope", "Is the sale on in this store?", "Is the sale on in every store?"),
    ("scope", "Can I see the budget for my department?", "Can I see the budget for the entire company?"),
    ("operation", "How do I archive a message in Slack?", "How do I pin a message in Slack?"),
    ("operation", "How do I email the invoice?", "How do I print the invoice?"),
    ("operation", "How do I star a repo on GitHub?", "How do I fork a repo on GitHub?"),
    ("operation", "How do I bookmark this page?", "How do I share this page?"),
    ("units", "Is the parking 5 euros an hour?", "Is the parking 5 euros a day?"),
    ("units", "How many mg of caffeine is in a cup of coffee?", "How many mcg of caffeine is in a cup of coffee?"),
    ("units", "Can I fit 3 adults in the back seat?", "Can I fit 3 car seats in the back seat?"),
    ("products", "Does the Apple Watch SE have ECG?", "Does the Apple Watch Ultra have ECG?"),
    ("products", "is the kindle paperwhite waterproof", "is the kindle oasis waterproof"),
]

HIT = [
    # short and long forms of one name
    ("names", "How do I connect to Postgres from Python?", "How do I connect to PostgreSQL from Python?"),
    ("names", "Is JS single-threaded?", "Is JavaScript single-threaded?"),
    ("names", "How do I take a screenshot on a Mac?", "How do I take a screenshot on macOS?"),
    ("names", "What is the AWS free tier limit?", "What is the Amazon Web Services free tier limit?"),
    ("names", "Should I learn TS or JS first?", "Should I learn TypeScript or JavaScript first?"),
    ("names", "How do I open Task Manager on Win 10?", "How do I open Task Manager on Windows 10?"),
    ("names", "How do I install k8s on my laptop?", "How do I install Kubernetes on my laptop?"),
    ("names", "How do I use GCP credits?", "How do I use Google Cloud Platform credits?"),
    ("names", "Where is the UN headquarters?", "Where is the United Nations headquarters?"),
    ("names", "How do I set up MS Teams?", "How do I set up Microsoft Teams?"),
    ("names", "Best hotels in LA?", "What are the best hotels in Los Angeles?"),
    ("names", "How do I export a Mongo collection?", "How do I export a MongoDB collection?"),
    ("names", "Can I pay with AmEx?", "Can I pay with American Express?"),
    ("names", "How do I install VS Code extensions?", "How do I install Visual Studio Code extensions?"),
    ("names", "How much is a Coke at the stadium?", "How much is a Coca-Cola at the stadium?"),
    ("names", "Is the PS5 backward compatible?", "Is the PlayStation 5 backward compatible?"),
    # scope that agrees
    ("scope", "How do I delete all my messages?", "How do I delete every message I have?"),
    ("scope", "Can I see my own order history?", "Can I see my order history?"),
    ("scope", "How do I add someone to our shared calendar?", "How can I add a person to our shared calendar?"),
    ("scope", "Does the outage affect all regions?", "Is the outage affecting every region?"),
    ("scope", "How do I mute everyone in a Zoom meeting?", "How do I mute all participants in a Zoom meeting?"),
    ("scope", "Can I cancel my order?", "Can I cancel the order I placed?"),
    ("scope", "How do I export my contacts from my phone?", "How do I export the contacts on my phone?"),
    ("scope", "How do I reset the password of my account?", "How do I reset my account password?"),
    ("scope", "How do I turn off notifications for all apps?", "How can I disable notifications for every app?"),
    ("scope", "Is this jacket available in other colours?", "Does this jacket come in other colours?"),
    # units and rates said otherwise
    ("units", "Is the subscription 10 euros a month?", "Is the subscription 10 euros per month?"),
    ("units", "What is the monthly fee?", "How much is the fee per month?"),
    ("units", "How much is the yearly plan?", "How much is the annual plan?"),
    ("units", "Is 50 mcg of B12 enough?", "Is 50 micrograms of B12 enough?"),
    ("units", "How many ml in a tablespoon?", "How many milliliters are in a tbsp?"),
    ("units", "Is 100 ms latency good?", "Is 100 milliseconds of latency good?"),
    ("units", "Is a 2 bedroom flat enough for a family of 4?", "Is a two-bedroom flat enough for a family of four?"),
    ("units", "Can I bring 2 suitcases on the train?", "Am I allowed to bring two suitcases on the train?"),
    ("units", "What's the daily limit for ATM withdrawals?", "What is the ATM withdrawal limit per day?"),
    ("units", "Is 5 hectares a big farm?", "Is 5 ha a big farm?"),
    # one operation said otherwise
    ("operation", "How do I erase a USB drive?", "How do I wipe a USB drive?"),
    ("operation", "How do I restart my phone?", "How do I reboot my phone?"),
    ("operation", "How do I book a table?", "How do I reserve a table?"),
    ("operation", "How do I end my subscription?", "How do I cancel my subscription?"),
    ("operation", "How do I get rid of a virus on my laptop?", "How do I remove a virus from my laptop?"),
    # one product said otherwise
    ("products", "Does the iPhone 15 have USB-C?", "Does iPhone15 come with a USB-C port?"),
    ("products", "How long does the Pixel 8 battery last?", "What's the battery life of the Pixel 8?"),
    ("products", "Can Windows 11 run on 4 GB RAM?", "Will Win 11 run with 4 GB of RAM?"),
    ("products", "Is the Galaxy S24 Ultra waterproof?", "Is the Galaxy S24 Ultra water resistant?"),
    # second round, written after the first rules ran on the pairs above: paraphrases the
    # scope, unit and operation rules must leave alone
    ("scope", "Can I see all my past orders?", "Where can I view my order history?"),
    ("scope", "How do I delete all of my browsing history?", "How do I clear my browsing history?"),
    ("scope", "Do all rooms have air conditioning?", "Is there air conditioning in every room?"),
    ("scope", "Does the whole house need rewiring?", "Does the entire house need rewiring?"),
    ("scope", "Is the app available worldwide?", "Is the app available in every country?"),
    ("scope", "How much is the family plan per month?", "What's the monthly price of the family plan?"),
    ("scope", "Does my work laptop have antivirus?", "Is there antivirus on my work laptop?"),
    ("scope", "How do I add my team to the project?", "How can I add my team members to the project?"),
    ("scope", "Who can see my shared files?", "Who has access to the files I shared?"),
    ("scope", "What are the opening hours of all branches?", "When are your branches open?"),
    ("units", "Is there a daily limit on transfers?", "Is there a limit per day on transfers?"),
    ("units", "How much does it cost per night?", "What is the nightly rate?"),
    ("units", "How long do 2 AA batteries last?", "How long will two AA batteries last?"),
    ("units", "How many hours a week can students work?", "What's the weekly hour limit for students working?"),
    ("units", "Is there a fee for every transaction?", "Is there a fee per transaction?"),
    ("names", "What's the difference between Postgres and MySQL?", "PostgreSQL vs MySQL: what's the difference?"),
    ("names", "Is Node faster than Python?", "Is Node.js faster than Python?"),
    ("names", "How do I update macOS?", "How do I update my Mac?"),
    ("products", "Is the Pixel 8 Pro waterproof?", "Is Pixel 8 Pro water resistant?"),
    ("products", "Does the MacBook Air have a fan?", "Is there a fan in the MacBook Air?"),
    ("operation", "How do I back up my phone?", "How do I make a backup of my phone?"),
    ("operation", "How do I pay off my credit card?", "How do I pay my credit card balance?"),
    ("operation", "How do I archive old emails?", "How can I archive my old emails?"),
]


def main():
    rows = [row(f"t4-{'v' if validation else 'd'}{expect}-{k + 1:03d}", first, second, expect,
                category, validation)
            for expect, items, validation in (
                ("miss", MISS, False),
                ("hit", HIT, False),
                ("miss", VALIDATION_MISS, True),
                ("hit", VALIDATION_HIT, True),
            )
            for k, (category, first, second) in enumerate(items)]
    write_batch("t4", rows, sort=True)

if __name__ == "__main__":
    main()
