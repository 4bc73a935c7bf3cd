"""Semantic-cache MISS pairs: close in wording, but the second question needs a different answer.

150 misses over 11 categories: 14 each for the first seven, 13 each for the last four.
"""

from common import pair_collector

PAIRS, _add = pair_collector()


def miss(category, first, second, note):
    _add(first, second, "miss", category, note)


# ------------------------------------------------------------ numbers_units (14)
C = "numbers_units"
miss(C, "How much does it cost to check a 23 kg suitcase on Skyroute?",
     "How much does it cost to check a 23 lb suitcase on Skyroute?",
     "travel; kg vs lb changes the weight band and fee")
miss(C, "Can I bring 100 ml of liquid in my carry-on?",
     "Can I bring 100 oz of liquid in my carry-on?",
     "travel; ml vs oz: one is allowed, the other is far over the limit")
miss(C, "What's the transfer fee for sending 500 USD to Mexico?",
     "What's the transfer fee for sending 500 EUR to Mexico?",
     "banking; currency changes the corridor and fee")
miss(C, "How much is postage for a 2 kg parcel to Germany?",
     "What does it cost to post a 2 lb parcel to Germany?",
     "logistics; reworded and kg vs lb, different price band")
miss(C, "How long should I roast a 5 lb turkey?",
     "How long should I roast a 5 kg turkey?",
     "cooking; weight unit more than doubles roasting time")
miss(C, "Is 100 Mbps fast enough to stream 4K?",
     "Is 100 kbps fast enough to stream 4K?",
     "telecom; Mbps vs kbps: yes vs no")
miss(C, "Is 4,000 IU of vitamin D a day safe for adults?",
     "Is 4,000 mg of vitamin D a day safe for adults?",
     "health; IU vs mg: upper-limit dose vs massive overdose")
miss(C, "How much paint do I need for 30 square meters of wall?",
     "How much paint do I need for 30 square feet of wall?",
     "home; area unit changes quantity by about 10x")
miss(C, "How long does it take to walk 5 km?",
     "Roughly how long would a 5 mile walk take?",
     "fitness; reworded and km vs miles")
miss(C, "What's the fee to send 1,000 GBP to Poland?",
     "What's the fee to send 1,000 PLN to Poland?",
     "banking; GBP vs PLN, different amount and corridor")
miss(C, "Is 130 km/h allowed on French motorways?",
     "Is 130 mph allowed on French motorways?",
     "government/driving; km/h is the limit, mph is far over it")
miss(C, "Is a room temperature of 20 °C OK for a baby?",
     "Is a room temperature of 20 °F OK for a baby?",
     "health; Celsius comfortable, Fahrenheit dangerously cold")
miss(C, "How many calories are in 1 cup of cooked rice?",
     "How many calories are in 1 kg of cooked rice?",
     "nutrition; cup vs kg, very different totals")
miss(C, "Can I withdraw 300 dollars at an ATM in Toronto with my card?",
     "Can I withdraw 300 euros at an ATM in Toronto with my card?",
     "banking; dollars available locally, euros not dispensed")

# -------------------------------------------------------------- numbers_ids (14)
C = "numbers_ids"
miss(C, "What's the status of order 55120?",
     "What's the status of order 55210?",
     "retail; transposed digits, different order")
miss(C, "Where is gate B12 at Oslo airport?",
     "Where is gate B21 at Oslo airport?",
     "travel; different gate")
miss(C, "Is flight SR 2418 delayed today?",
     "Has flight SR 2481 been delayed today?",
     "travel; reworded and different flight number")
miss(C, "What's the balance on my account ending in 4471?",
     "What's the balance on my account ending in 4417?",
     "banking; different account")
miss(C, "Can you show me ticket INC-2231?",
     "Can you show me ticket INC-2213?",
     "IT; different ticket id")
miss(C, "What time does bus 42 leave the central station?",
     "What time does bus 24 leave the central station?",
     "transport; different bus line")
miss(C, "How many vacation days do I get after 5 years at the company?",
     "How many vacation days do I get after 10 years at the company?",
     "HR; different seniority band")
miss(C, "What's the rent for the 2-bedroom apartment on Mill Lane?",
     "What's the rent for the 3-bedroom apartment on Mill Lane?",
     "housing; different unit size")
miss(C, "Can 4 people stay in the Classic Twin room?",
     "Can 2 people stay in the Classic Twin room?",
     "travel; occupancy number flips the answer")
miss(C, "How much is a monthly pass for zones 1-2?",
     "How much is a monthly pass for zones 1-4?",
     "transport; different zone range and price")
miss(C, "Which platform does train 1724 leave from?",
     "Which platform does train 1742 leave from?",
     "transport; different train number")
miss(C, "What's the interest rate on a 15-year fixed mortgage?",
     "What's the interest rate on a 30-year fixed mortgage?",
     "banking; different term and rate")
miss(C, "What does error code E20 mean on my washing machine?",
     "What does error code E40 mean on my washing machine?",
     "devices; drain error vs door error")
miss(C, "How do I get to room 214 in the science building?",
     "How do I get to room 412 in the science building?",
     "education; different room and floor")

# ----------------------------------------------------------- quantity_words (14)
C = "quantity_words"
miss(C, "How do I delete all my saved cards?",
     "How do I delete just one of my saved cards?",
     "banking; all vs one changes the procedure")
miss(C, "What's the minimum balance for the Premium account?",
     "What's the maximum balance for the Premium account?",
     "banking; min vs max")
miss(C, "When is the first payment due on my car loan?",
     "When is the second payment due on my car loan?",
     "banking; first vs second, different date")
miss(C, "What's the minimum age to rent a car in Spain?",
     "What's the maximum age to rent a car in Spain?",
     "travel; min vs max")
miss(C, "Is the first checked bag free on Skyroute?",
     "Is the second checked bag free on Skyroute?",
     "travel; first vs second bag")
miss(C, "What's the cheapest plan you offer?",
     "What's the most expensive plan you offer?",
     "subscriptions; superlative flipped")
miss(C, "Do all rooms at the hotel have a balcony?",
     "Do any rooms at the hotel have a balcony?",
     "travel; all vs any: likely no vs yes")
miss(C, "What happens if I miss one loan payment?",
     "What happens if I miss several loan payments?",
     "banking; one vs several, different consequences")
miss(C, "How much is the total fee for the course?",
     "How much is each instalment for the course?",
     "education; total vs per instalment")
miss(C, "Is the whole deposit refundable?",
     "Is half of the deposit refundable?",
     "housing; whole vs half")
miss(C, "What's covered in the first chapter of the course?",
     "What's covered in the last chapter of the course?",
     "education; first vs last")
miss(C, "Can I bring both a backpack and a suitcase on board?",
     "Can I bring either a backpack or a suitcase on board?",
     "travel; both vs either changes the rule asked about")
miss(C, "What's the most I can transfer in a single day?",
     "What's the least I can transfer in a single payment?",
     "banking; most per day vs least per payment")
miss(C, "Do all employees get a company phone?",
     "Do most employees get a company phone?",
     "workplace; all vs most")

# ------------------------------------------------------------------ negation (14)
C = "negation"
miss(C, "Which foods can I eat before a blood test?",
     "Which foods can't I eat before a blood test?",
     "health; contraction negates the list")
miss(C, "Which medications should I take with food?",
     "Which medications should I not take with food?",
     "health; explicit not")
miss(C, "Which plans include international calls?",
     "Which plans don't include international calls?",
     "telecom; complement set")
miss(C, "Which countries require a visa for US citizens?",
     "Which countries don't require a visa for US citizens?",
     "travel; complement set")
miss(C, "What happens if I pay my credit card bill on time?",
     "What happens if I don't pay my credit card bill on time?",
     "banking; late payment consequences instead")
miss(C, "Which apps can access my location?",
     "Which apps can't access my location?",
     "devices; complement set")
miss(C, "Can I return an item I've used?",
     "Can I return an item I haven't used?",
     "retail; used vs unused, different answer")
miss(C, "Which flights on this route have Wi-Fi?",
     "Which flights on this route don't have Wi-Fi?",
     "travel; complement set")
miss(C, "Which ingredients in this recipe are gluten-free?",
     "Which ingredients in this recipe aren't gluten-free?",
     "cooking; complement set")
miss(C, "Who is eligible for overtime pay?",
     "Who isn't eligible for overtime pay?",
     "HR; complement set")
miss(C, "Which students need a permission slip for the trip?",
     "Which students don't need a permission slip for the trip?",
     "education; complement set")
miss(C, "What should I do if the smoke alarm beeps during the test?",
     "What should I do if the smoke alarm doesn't beep during the test?",
     "home; working vs faulty alarm")
miss(C, "Is the pharmacy on Elm Street open on public holidays?",
     "Why isn't the pharmacy on Elm Street open on public holidays?",
     "health; yes/no fact vs explanation of a closure")
miss(C, "How do I get a refund when the parcel arrives damaged?",
     "How do I get a refund when the parcel never arrives?",
     "retail; damaged vs not arriving: different claim process")

# --------------------------------------------------------------- dates_times (14)
C = "dates_times"
miss(C, "Is the pharmacy open on Sunday at 9 am?",
     "Is the pharmacy open on Sunday at 9 pm?",
     "health; am vs pm")
miss(C, "What's the weather forecast for Lisbon tomorrow?",
     "What's the weather forecast for Lisbon next week?",
     "travel; different period")
miss(C, "Are there trains from Milan to Zurich on 24 December?",
     "Are there trains from Milan to Zurich on 24 November?",
     "travel; holiday vs normal timetable")
miss(C, "What were our total expenses in Q1 2024?",
     "What were our total expenses in Q1 2023?",
     "finance; different year")
miss(C, "Is the office closed on 4 July?",
     "Is the office closed on 14 July?",
     "workplace; different date")
miss(C, "Can I book a table for 7 pm tonight?",
     "Can I book a table for 7 pm tomorrow?",
     "restaurants; different day")
miss(C, "What's on my calendar Monday morning?",
     "What's on my calendar Monday afternoon?",
     "productivity; different half-day")
miss(C, "How much did I spend on groceries last month?",
     "How much have I spent on groceries so far this month?",
     "banking; reworded and different month")
miss(C, "Is there a train to Oxford after 11 pm?",
     "Is there a train to Oxford before 11 pm?",
     "transport; before vs after changes the answer")
miss(C, "What time is sunset in Oslo on 21 June?",
     "What time is sunset in Oslo on 21 December?",
     "travel; summer vs winter solstice")
miss(C, "How many days of leave do I have left this year?",
     "How many days of leave did I have left at the end of last year?",
     "HR; different year")
miss(C, "Are flights to Rome cheaper on Tuesdays?",
     "Are flights to Rome cheaper on Saturdays?",
     "travel; different weekday")
miss(C, "What's the EUR to USD exchange rate today?",
     "What was the EUR to USD exchange rate on 1 January?",
     "finance; today vs past date")
miss(C, "When does the spring semester start in 2025?",
     "When does the fall semester start in 2025?",
     "education; different term")

# -------------------------------------------------------------- action_verbs (14)
C = "action_verbs"
miss(C, "How do I cancel my subscription?",
     "How do I pause my subscription?",
     "subscriptions; cancel vs pause")
miss(C, "How do I export my contacts from Outlook?",
     "How do I import contacts into Outlook?",
     "software; export vs import")
miss(C, "How do I archive a Slack channel?",
     "How do I delete a Slack channel?",
     "software; archive is reversible, delete is not")
miss(C, "How can I upgrade my phone plan?",
     "How can I transfer my phone plan to someone else?",
     "telecom; upgrade vs transfer ownership")
miss(C, "How do I download my tax documents?",
     "How do I upload my tax documents?",
     "government; download vs upload")
miss(C, "How do I block a contact on WhatsApp?",
     "How do I mute a contact on WhatsApp?",
     "devices; block vs mute")
miss(C, "How do I rename a file in Google Drive?",
     "How do I share a file in Google Drive?",
     "software; rename vs share")
miss(C, "How do I freeze my credit?",
     "How do I check my credit?",
     "banking; freeze vs check")
miss(C, "Can I reschedule my dentist appointment online?",
     "Can I cancel my dentist appointment online?",
     "health; reschedule vs cancel, different policies")
miss(C, "How do I merge two PDF files?",
     "How do I split a PDF file into two?",
     "software; merge vs split")
miss(C, "How do I reset my router?",
     "How do I restart my router?",
     "devices; factory reset wipes settings, restart only reboots")
miss(C, "How do I report a lost bank card?",
     "How do I replace a damaged bank card?",
     "banking; report lost vs replace damaged")
miss(C, "Can I renew my library books online?",
     "Can I reserve library books online?",
     "libraries; renew vs reserve")
miss(C, "How do I encrypt a USB drive?",
     "How do I format a USB drive?",
     "devices; encrypt vs format")

# ------------------------------------------------------------ names_entities (14)
C = "names_entities"
miss(C, "What time does the Louvre open on Wednesdays?",
     "What time does the Prado open on Wednesdays?",
     "culture; different museum")
miss(C, "What's the population of Porto?",
     "What's the population of Lisbon?",
     "geography; different city")
miss(C, "What's Dr. Patel's schedule on Friday?",
     "What's Dr. Ito's schedule on Friday?",
     "health; different doctor")
miss(C, "Do I need a visa for Vietnam as a UK citizen?",
     "Do I need a visa for Cambodia as a UK citizen?",
     "travel; different country")
miss(C, "What's the fastest way from Heathrow to Paddington?",
     "What's the fastest way from Gatwick to Paddington?",
     "transport; different airport")
miss(C, "What's the phone number for the Berlin office?",
     "What's the phone number for the Munich office?",
     "workplace; different office")
miss(C, "What's the weather in Portland, Oregon this weekend?",
     "What's the weather in Portland, Maine this weekend?",
     "travel; same city name, different state")
miss(C, "What's Anna's email address?",
     "What's Hannah's email address?",
     "workplace; similar-sounding different person")
miss(C, "Is Halvorsen Supply one of our preferred vendors?",
     "Is Halvorsen Logistics one of our preferred vendors?",
     "procurement; different company with shared name")
miss(C, "What's the tuition at Northfield College?",
     "What's the tuition at Northfield University?",
     "education; different institution")
miss(C, "Which terminal does Lufthansa use at JFK?",
     "Which terminal does Lufthansa use at Newark?",
     "travel; different airport")
miss(C, "When is Diwali this year?",
     "When is Eid al-Fitr this year?",
     "culture; different holiday")
miss(C, "What's in a Negroni?",
     "What's in a Boulevardier?",
     "cooking; similar cocktails, gin vs bourbon")
miss(C, "How tall is Mount Kilimanjaro?",
     "How tall is Mount Kenya?",
     "geography; different mountain")

# -------------------------------------------------------------------- scope (13)
C = "scope"
miss(C, "How do I delete my account?",
     "How do I delete my team's account?",
     "accounts; personal vs team workspace")
miss(C, "How many open tickets do I have?",
     "How many open tickets does my team have?",
     "IT; mine vs team's")
miss(C, "How do I change the password for this user?",
     "How do I change the password for all users at once?",
     "IT admin; one user vs bulk")
miss(C, "Does this store do price matching?",
     "Do all your stores do price matching?",
     "retail; this one vs all")
miss(C, "What's my remaining vacation balance?",
     "What's my team's remaining vacation balance?",
     "HR; mine vs team's")
miss(C, "Can I mute notifications for this channel?",
     "Can I mute notifications for every channel?",
     "software; one vs all")
miss(C, "How much did I spend on travel this quarter?",
     "How much did the company spend on travel this quarter?",
     "finance; personal vs company-wide")
miss(C, "Can I download this invoice as a PDF?",
     "Can I download all my invoices as PDFs?",
     "billing; single vs bulk")
miss(C, "What's the return policy for this item?",
     "What's the return policy for sale items?",
     "retail; specific item vs a category")
miss(C, "Who has access to this folder?",
     "Who has access to this shared drive?",
     "IT; folder vs whole drive")
miss(C, "How do I unsubscribe from this newsletter?",
     "How do I unsubscribe from all your marketing emails?",
     "marketing; one list vs all")
miss(C, "When is my assignment due?",
     "When is our group assignment due?",
     "education; individual vs group assignment")
miss(C, "Is my laptop covered by the warranty?",
     "Are the laptops in our office covered by the warranty?",
     "devices; one device vs fleet")

# -------------------------------------------------------- products_versions (13)
C = "products_versions"
miss(C, "Do the Aero 2 earbuds support wireless charging?",
     "Do the Aero 3 earbuds support wireless charging?",
     "devices; different model generation")
miss(C, "How do I enable dark mode in Windows 10?",
     "How do I enable dark mode in Windows 11?",
     "software; different OS version, different menus")
miss(C, "Is Python 3.12 supported by Django 4.2?",
     "Is Python 3.12 supported by Django 5.0?",
     "software; different framework version")
miss(C, "What's new in PostgreSQL 16?",
     "What's new in PostgreSQL 15?",
     "software; different release")
miss(C, "How much does the Business plan cost per seat?",
     "How much does the Enterprise plan cost per seat?",
     "subscriptions; different tier")
miss(C, "Is Node 18 still supported?",
     "Is Node 20 still supported?",
     "software; different LTS line")
miss(C, "Does the Sonora Q7 support multipoint Bluetooth?",
     "Does the Sonora Q9 support multipoint Bluetooth?",
     "devices; different model")
miss(C, "What's the warranty on the Aqualine WM-8400?",
     "What's the warranty on the Aqualine WM-8200?",
     "home appliances; different model")
miss(C, "Can the Basic plan use single sign-on?",
     "Can the Enterprise plan use single sign-on?",
     "subscriptions; different tier")
miss(C, "Is TLS 1.2 still considered secure?",
     "Is TLS 1.0 still considered secure?",
     "security; different protocol version")
miss(C, "Which ports does the 13-inch laptop model have?",
     "Which ports does the 15-inch laptop model have?",
     "devices; different model size")
miss(C, "How do I install the Android app?",
     "How do I install the iOS app?",
     "devices; different platform build")
miss(C, "Does Quire CLI 2.3 work on WSL?",
     "Does Quire CLI 1.9 work on WSL?",
     "software; older version may lack support")

# ------------------------------------------------------------------ antonyms (13)
C = "antonyms"
miss(C, "How do I enable two-factor authentication?",
     "How do I disable two-factor authentication?",
     "security; enable vs disable")
miss(C, "How can I increase my credit limit?",
     "How can I decrease my credit limit?",
     "banking; increase vs decrease")
miss(C, "What are the advantages of a fixed-rate mortgage?",
     "What are the disadvantages of a fixed-rate mortgage?",
     "banking; pros vs cons")
miss(C, "How do I subscribe to text alerts?",
     "How do I unsubscribe from text alerts?",
     "banking; subscribe vs unsubscribe")
miss(C, "Which days is the museum open?",
     "Which days is the museum closed?",
     "culture; open vs closed")
miss(C, "What foods raise blood pressure?",
     "What foods lower blood pressure?",
     "health; raise vs lower")
miss(C, "How do I lock the front door from the app?",
     "How do I unlock the front door from the app?",
     "smart home; lock vs unlock")
miss(C, "How do I make the text bigger on my phone?",
     "How do I make the text smaller on my phone?",
     "devices; bigger vs smaller")
miss(C, "What's the earliest check-in time at Hotel Aurelia?",
     "What's the latest check-in time at Hotel Aurelia?",
     "travel; earliest vs latest")
miss(C, "How do I add a user to the admin group?",
     "How do I remove a user from the admin group?",
     "IT admin; add vs remove")
miss(C, "Why is my electricity bill higher this month?",
     "Why is my electricity bill lower this month?",
     "utilities; higher vs lower")
miss(C, "How do I turn on location sharing with my family?",
     "How do I turn off location sharing with my family?",
     "devices; on vs off")
miss(C, "How do I accept all meeting invites automatically?",
     "How do I decline all meeting invites automatically?",
     "productivity; accept vs decline")

# ----------------------------------------------------------------- direction (13)
C = "direction"
miss(C, "How long is the flight from London to New York?",
     "How long is the flight from New York to London?",
     "travel; westbound vs eastbound differ by about an hour")
miss(C, "Convert 100 USD to EUR",
     "Convert 100 EUR to USD",
     "finance; conversion reversed")
miss(C, "How do I move money from savings to checking?",
     "How do I move money from checking to savings?",
     "banking; source and target swapped")
miss(C, "How do I send photos from my phone to my laptop?",
     "How do I send photos from my laptop to my phone?",
     "devices; transfer direction swapped")
miss(C, "What time is the last train from Oxford to London?",
     "What time is the last train from London to Oxford?",
     "transport; different timetable direction")
miss(C, "Is there an evening ferry from Helsinki to Tallinn?",
     "Is there an evening ferry from Tallinn to Helsinki?",
     "travel; route reversed")
miss(C, "How do I migrate our workspace from Slack to Teams?",
     "How do I migrate our workspace from Teams to Slack?",
     "software; migration reversed")
miss(C, "If it's 9 am in Tokyo, what time is it in Sydney?",
     "If it's 9 am in Sydney, what time is it in Tokyo?",
     "travel; time zone conversion reversed")
miss(C, "How do I forward calls from my desk phone to my mobile?",
     "How do I forward calls from my mobile to my desk phone?",
     "telecom; forwarding direction reversed")
miss(C, "Convert 30 °C to Fahrenheit",
     "Convert 30 °F to Celsius",
     "science; conversion reversed")
miss(C, "How do I copy my contacts from iPhone to Android?",
     "How do I copy my contacts from Android to iPhone?",
     "devices; different tools per direction")
miss(C, "Can I switch from the annual plan to the monthly plan?",
     "Can I switch from the monthly plan to the annual plan?",
     "subscriptions; downgrade vs upgrade terms")
miss(C, "How do I convert a Word document to PDF?",
     "How do I convert a PDF to a Word document?",
     "software; conversion reversed")
