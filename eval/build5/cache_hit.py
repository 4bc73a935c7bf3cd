"""Semantic-cache HIT pairs: the second question must get the same answer as the first."""

from common import pair_collector

PAIRS, _add = pair_collector()


def hit(first, second, note):
    _add(first, second, "hit", "paraphrase", note)


# travel
hit("How many bags can I check on an international economy ticket with Skyroute?",
    "hey, what's Skyroute's checked baggage allowance for economy on international flights?",
    "travel; casual register, reordered, 'how many bags can I check' -> 'checked baggage allowance'")
hit("Do I need a visa to visit Japan for two weeks as a Canadian citizen?",
    "As a Canadian, is a visa required for a 14-day trip to Japan?",
    "travel; two weeks -> 14-day, active -> passive, clause moved to front")
hit("What time does check-in open at Hotel Aurelia?",
    "When can guests start checking in at Hotel Aurelia?",
    "travel; noun phrase rewritten as verb phrase")
hit("Can I bring a power bank in my carry-on?",
    "is it allowed to pack a portable charger in hand luggage?",
    "travel; synonyms power bank/portable charger, carry-on/hand luggage")
hit("How early should I arrive at the airport for a domestic flight?",
    "For flights within the country, how long before departure should I get to the airport?",
    "travel; domestic -> within the country, reordered")
hit("What is the cancellation policy for non-refundable hotel bookings?",
    "If my hotel reservation is non-refundable, what happens when I cancel it?",
    "travel; restructured into a conditional")
hit("Is there a direct train from Milan to Zurich?",
    "Can I get from Milan to Zurich by train without changing?",
    "travel; direct -> without changing, same direction kept")
hit("how do i get a refund for a cancelled flight",
    "My flight got cancelled - how can I get my money back?",
    "travel; lowercase no punctuation vs sentence case; refund -> money back")
hit("What's the weight limit for carry-on luggage on Skyroute?",
    "On Skyroute, how heavy can my cabin bag be?",
    "travel; weight limit -> how heavy, carry-on luggage -> cabin bag")
hit("Is tap water safe to drink in Lisbon?",
    "Can you drink the tap water in Lisbon?",
    "travel; adjective phrasing -> modal verb")
hit("Do I need to tip in restaurants in Japan?",
    "Is tipping expected at Japanese restaurants?",
    "travel; verb -> gerund, in Japan -> Japanese")

# banking
hit("How do I freeze my debit card in the app?",
    "What are the steps to temporarily lock my debit card using the mobile app?",
    "banking; freeze -> temporarily lock, several words changed")
hit("What's the daily ATM withdrawal limit on a standard checking account?",
    "On a regular current account, how much cash can I take out from ATMs per day?",
    "banking; US/UK synonyms checking/current, standard/regular, reordered")
hit("How long does an international wire transfer take?",
    "How many days do international wire transfers usually need to arrive?",
    "banking; how long -> how many days, singular -> plural")
hit("Can I change my PIN online?",
    "Is it possible to update my card PIN through online banking?",
    "banking; change -> update, online -> through online banking")
hit("How much does my credit card charge for purchases in a foreign currency?",
    "What's the foreign currency transaction fee on my credit card?",
    "banking; question restructured around 'fee'")
hit("How do I set up direct deposit for my paycheck?",
    "whats the process to get my salary paid straight into my account?",
    "banking; missing apostrophe, direct deposit described in plain words")
hit("Which documents are needed to open a bank account?",
    "To open an account with the bank, what paperwork do I have to bring?",
    "banking; passive -> active, documents -> paperwork, reordered")
hit("How do I transfer money between my own accounts?",
    "What's the way to shift funds between two accounts that I own?",
    "banking; transfer money -> shift funds, my own -> that I own")

# health
hit("What are the symptoms of iron deficiency?",
    "How can I tell if I'm low on iron - what signs should I look for?",
    "health; symptoms -> signs, deficiency -> low on iron")
hit("Can I take ibuprofen on an empty stomach?",
    "Is it OK to have ibuprofen without eating first?",
    "health; idiom 'empty stomach' spelled out")
hit("How often should adults get a tetanus booster?",
    "Adults need a tetanus shot how often?",
    "health; word order inverted, booster -> shot")
hit("How many hours of sleep does a teenager need?",
    "What's the recommended amount of sleep for teens?",
    "health; hours of sleep -> recommended amount, teenager -> teens")
hit("What should I do if I miss a dose of my birth control pill?",
    "I forgot to take one of my contraceptive pills, what now?",
    "health; statement + short question, synonyms")
hit("How do I book a flu shot at the pharmacy?",
    "What's the way to schedule an influenza vaccine appointment at the pharmacy?",
    "health; flu shot -> influenza vaccine, book -> schedule")
hit("What is the recomended dose of vitamin D for adults?",
    "How much vitamin D should an adult take each day?",
    "health; typo in first question, rephrased as 'how much ... each day'")
hit("What are the side effects of the COVID vaccine?",
    "After a COVID shot, what side effects might I get?",
    "health; reordered, vaccine -> shot")

# software
hit("How do I undo the last commit in git but keep the changes?",
    "how can I take back my latest git commit without losing the edits?",
    "software; undo -> take back, keep changes -> without losing the edits")
hit("How do I install Python packages from a requirements file?",
    "What's the command to install everything listed in requirements.txt?",
    "software; generic description -> concrete filename")
hit("Why does my React component render twice in development?",
    "In dev mode my React component is rendering two times - why?",
    "software; twice -> two times, development -> dev mode, question moved to end")
hit("How do I center a div horizontally and vertically with CSS?",
    "What's the CSS to put a div in the middle of the page both ways?",
    "software; horizontally and vertically -> both ways")
hit("How do I see which process is using port 8080 on Linux?",
    "On linux, how can i find out what's listening on port 8080?",
    "software; lowercase 'i', using -> listening on, reordered")
hit("What's the difference between let and const in JavaScript?",
    "In JS, how does const differ from let?",
    "software; JavaScript -> JS, operands swapped (symmetric question)")
hit("How do I reset my password for the developer portal?",
    "I forgot my dev portal password - how do I change it?",
    "software; context added, reset -> change")
hit("How do I enable dark mode in VS Code?",
    "Where's the setting to switch Visual Studio Code to a dark theme?",
    "software; abbreviation expanded, enable dark mode -> switch to a dark theme")
hit("How do I export my contacts from Outlook?",
    "What's the way to get my Outlook contacts out into a file?",
    "software; export described in plain words")
hit("How do I add someone to a Slack channel?",
    "How can I invite a person into a Slack channel?",
    "software; add -> invite, someone -> a person")
hit("How do I turn off autocorrect on Android?",
    "Disabling autocorrect on an Android phone - how?",
    "devices; verb -> gerund headline style")

# HR
hit("How many vacation days do new employees get?",
    "What's the annual leave entitlement for new hires?",
    "HR; vacation days -> annual leave entitlement, employees -> hires")
hit("When is payday this month?",
    "What date will we get paid this month?",
    "HR; payday -> get paid")
hit("How do I request parental leave?",
    "What's the process for applying for parental leave?",
    "HR; request -> process for applying")
hit("Can I work remotely from another country for a month?",
    "Is working from abroad for a month allowed?",
    "HR; remotely from another country -> from abroad, modal -> passive 'allowed'")
hit("Who do I contact about a payroll error?",
    "My paycheck is wrong - who should I reach out to?",
    "HR; abstract error -> concrete statement, contact -> reach out to")
hit("Is the office closed on Good Friday?",
    "Are we open on Good Friday or is it a day off?",
    "HR; closed -> open or day off (same fact asked both ways)")
hit("Who approves expense reports over $500?",
    "Expense reports above $500 are approved by whom?",
    "HR; active -> passive, over -> above")
hit("Who can book the large conference room?",
    "Which employees are allowed to reserve the big meeting room?",
    "workplace; book -> reserve, large conference -> big meeting")

# retail
hit("What is your return policy for online orders?",
    "How do returns work if I bought something on your website?",
    "retail; policy -> how returns work, online orders -> bought on your website")
hit("Do you offer free shipping?",
    "Is delivery free of charge when I order from you?",
    "retail; shipping -> delivery, several words changed")
hit("How can I track my order?",
    "Where can I see the delivery status of my package?",
    "retail; track -> see delivery status, order -> package")
hit("Can I change the delivery address after placing an order?",
    "I already ordered - is it possible to update where it's being shipped?",
    "retail; restructured, address -> where it's being shipped")
hit("Do you price match other stores?",
    "Will you match a lower price from a competitor?",
    "retail; price match spelled out")
hit("How do I use a gift card online?",
    "How can I redeem a gift card when shopping on the website?",
    "retail; use -> redeem, online -> on the website")
hit("What sizes does the Trailblazer jacket come in?",
    "Which sizes are available for the Trailblazer jacket?",
    "retail; come in -> available for")
hit("Will my package be delivered on weekends?",
    "Do you deliver parcels on Saturdays and Sundays?",
    "retail; passive -> active, weekends -> Saturdays and Sundays")
hit("What's included in the Premium plan?",
    "Which features come with Premium?",
    "subscriptions; what's included -> which features come with")
hit("How much is the annual subscription?",
    "What does a yearly subscription cost?",
    "subscriptions; annual -> yearly, how much is -> what does it cost")

# government
hit("How do I renew my passport?",
    "What's the procedure for getting my passport renewed?",
    "government; verb -> procedure noun, causative passive")
hit("Where can I register to vote?",
    "Where do I go to sign up to vote?",
    "government; register -> sign up")
hit("What documents do I need for a driver's license?",
    "Which papers are required to get a driving licence?",
    "government; US -> UK spelling, documents -> papers, need -> required")
hit("When is the deadline to file taxes this year?",
    "By what date do I have to submit my tax return this year?",
    "government; deadline -> by what date, file taxes -> submit tax return")
hit("How do I report a pothole?",
    "There's a pothole on my street - how do I let the city know?",
    "government; context added, report -> let the city know")
hit("Can I pay my parking ticket online?",
    "Is there a way to settle a parking fine on the internet?",
    "government; pay -> settle, ticket -> fine, online -> on the internet")

# education
hit("When does registration for fall classes open?",
    "What date can students start enrolling in autumn courses?",
    "education; fall -> autumn, registration -> enrolling, classes -> courses")
hit("How do I request an official transcript?",
    "What's the process to order an official copy of my transcript?",
    "education; request -> order, transcript -> copy of my transcript")
hit("What's the minimum GPA for the honors program?",
    "To get into the honors program, what GPA do I need at least?",
    "education; minimum -> at least, reordered")
hit("Can I audit a course without getting credit?",
    "Is it possible to sit in on a class without earning credits?",
    "education; audit -> sit in on, getting -> earning")
hit("How do I reset my student portal password?",
    "I'm locked out of the student portal, how do I make a new password?",
    "education; context statement added, reset -> make a new")
hit("How do I apply for a student loan?",
    "What's the application process for a student loan?",
    "education; verb -> noun phrase")

# devices
hit("How do I factory reset my iPhone?",
    "What are the steps to wipe an iPhone back to factory settings?",
    "devices; factory reset -> wipe back to factory settings")
hit("Why is my laptop fan so loud?",
    "What makes my laptop's fan so noisy?",
    "devices; why -> what makes, loud -> noisy")
hit("How do I connect my printer to Wi-Fi?",
    "How can I get my printer onto the wireless network?",
    "devices; connect to Wi-Fi -> get onto the wireless network")
hit("How long does the battery last on the Aero earbuds?",
    "What's the battery life of Aero earbuds?",
    "devices; how long does it last -> battery life")
hit("How can I take a screenshot on Windows 11?",
    "On Windows eleven, how do I capture my screen?",
    "devices; number as word, screenshot -> capture my screen")
hit("How do I pair Bluetooth headphones with my TV?",
    "steps to connect bluetooth headphones to a television?",
    "devices; fragment question, pair -> connect, TV -> television, lowercase")

# cooking
hit("How long should I boil an egg for a runny yolk?",
    "For a soft, runny yolk, how many minutes do I boil eggs?",
    "cooking; reordered, how long -> how many minutes")
hit("What can I substitute for buttermilk?",
    "If I don't have buttermilk, what can I use instead?",
    "cooking; substitute -> use instead, conditional added")
hit("At what temperature should I bake chicken breasts?",
    "What oven temp is right for baking chicken breast?",
    "cooking; temperature -> oven temp, plural -> singular")
hit("How do I keep avocados from turning brown?",
    "What's the trick to stop cut avocado going brown?",
    "cooking; keep from -> stop, turning -> going")
hit("Can you freeze cooked rice?",
    "Is it safe to put leftover rice in the freezer?",
    "cooking; freeze -> put in the freezer, cooked -> leftover")
hit("How much water do I use for one cup of rice?",
    "What's the water-to-rice ratio for 1 cup of rice?",
    "cooking; one -> 1, how much water -> ratio")
hit("How many calories are in a banana?",
    "whats the calorie count of a banana",
    "nutrition; no apostrophe or question mark, calories -> calorie count")
hit("What's the boiling point of water in Fahrenheit?",
    "At how many degrees Fahrenheit does water boil?",
    "science; noun phrase -> verb phrase, same unit kept")

# home, utilities, telecom, insurance, misc
hit("How do I read my electricity meter?",
    "What's the way to take a reading from my power meter?",
    "utilities; read -> take a reading, electricity -> power")
hit("What does my home insurance cover for water damage?",
    "Is water damage included in my home insurance policy, and to what extent?",
    "insurance; what does it cover -> is it included and to what extent")
hit("How do I cancel my gym membership?",
    "What do I need to do to end my gym membership?",
    "fitness; cancel -> end")
hit("Hi! Can you tell me your opening hours on Sunday?",
    "Good morning, what time are you open on Sundays?",
    "retail; different greeting, opening hours -> what time are you open")
hit("Hello, I'd like to know how to update my billing address.",
    "Hey there - how can I change the billing address on my account?",
    "accounts; different greeting, statement -> question, update -> change")
hit("Does the plan include international roaming?",
    "Is roaming abroad part of my mobile plan?",
    "telecom; include -> part of, international -> abroad")
hit("What's the speed of the Fiber 500 plan?",
    "How fast is Fiber 500?",
    "telecom; noun -> adjective question, shortened")
hit("How much does it cost to add a second line?",
    "What's the price for adding an extra phone line?",
    "telecom; second -> extra, cost -> price")
hit("Does the landlord have to fix the heating?",
    "Is fixing the heating the landlord's responsibility?",
    "housing; obligation verb -> responsibility noun")
hit("Is the museum free for children under 12?",
    "Do kids younger than twelve get into the museum for free?",
    "culture; number as word, children under -> kids younger than")
hit("How do I unsubscribe from your newsletter?",
    "how do i stop getting ur newsletter emails",
    "marketing; texting style 'ur', unsubscribe -> stop getting")
hit("Can my dog eat grapes?",
    "Are grapes safe for dogs to eat?",
    "pets; subject and object swapped into 'safe for'")
hit("How do I get a library card?",
    "What's needed to sign up for a library card?",
    "libraries; get -> sign up for, what's needed")
hit("Can I use my HSA to pay for glasses?",
    "Are eyeglasses an eligible expense for my health savings account?",
    "benefits; acronym expanded, glasses -> eyeglasses, restructured")
hit("Can I get a refund if I cancel within 14 days?",
    "If I cancel in the first two weeks, am I entitled to my money back?",
    "subscriptions; 14 days -> two weeks, refund -> money back, reordered")
hit("What time does the post office on Elm Street close on Saturdays?",
    "On Saturdays, when does the Elm Street post office shut?",
    "government; close -> shut, reordered")
hit("Could you please explain how to change my email address on my profile?",
    "how to change email on my profile",
    "accounts; formal polite request -> terse search-style query")
hit("Is it safe to run a dishwasher overnight?",
    "Can I leave my dishwasher running while I sleep, or is that risky?",
    "home; overnight -> while I sleep, safe -> risky (same question)")
