"""Word lists and written sentences for generate.py (all written for Argus; no external source)."""

FIRST = """Emma Liam Olivia Noah Ava Lucas Mia Mateo Sofia Hiroshi Yuki Wei Mei Priya Arjun Fatima Omar
Aisha Kwame Ngozi Lars Ingrid Jonas Lena Pierre Camille Hugo Chloe Diego Lucia Carmen Javier Ana Joao
Beatriz Giulia Marco Elena Dmitri Olga Piotr Zofia Sven Astrid Chen Jun Ravi Anjali Tomas Eva Nina
Kofi Amara Samuel Rachel David Sarah Michael Laura Daniel Hannah Ahmed Leila Yusuf Mariam Kenji Sakura
Minh Linh Carlos Isabel Felix Greta Oscar Maja Erik Freya Tariq Zainab Paul Claire Mark Julia""".split()
LAST = """Smith Johnson Garcia Martinez Brown Nguyen Kim Tanaka Sato Wang Li Zhang Patel Sharma Khan Ali
Okafor Mensah Hansen Larsen Muller Schmidt Dubois Martin Rossi Bianchi Silva Santos Kowalski Novak
Petrov Ivanova Andersson Berg Cohen Levy OBrien Murphy Fischer Weber Moreau Lefebvre Romero Torres
Haddad Rahman Yamamoto Suzuki Chen Lopez Gonzalez Wilson Taylor Clarke Walker Young Wright Baker""".split()
COMPANIES = """Northwind Contoso Fabrikam Initech Globex Umbrella-Logistics Hooli Vandelay Acme Wayne-Freight
Stark-Supply Tyrell Soylent Cyberdyne Wonka Pied-Piper Dunder-Mifflin Aperture Blue-Harbor Greenfield
Lumen-Labs Polaris-Health Redwood-Bank Summit-Retail Brightline Harbor-Insurance Nimbus-Cloud Quanta
Orchid-Foods Everest-Telecom Keystone-Energy Meridian-Travel Atlas-Manufacturing Sable-Books""".split()
PRODUCTS = """wireless headphones|standing desk|espresso machine|running shoes|4K monitor|ergonomic chair|
mechanical keyboard|water bottle|hiking backpack|air purifier|robot vacuum|yoga mat|cast iron skillet|
electric kettle|smart thermostat|noise-cancelling earbuds|laptop sleeve|LED desk lamp|blender|
winter jacket|USB-C hub|portable charger|coffee grinder|garden hose|office printer|webcam|
bluetooth speaker|camping tent|electric toothbrush|baby stroller|bike helmet|rice cooker""".replace("\n", "").split("|")
CITIES = """Berlin|Paris|Madrid|Lisbon|Tokyo|Osaka|Seoul|Singapore|Toronto|Chicago|Austin|Seattle|Denver|
Boston|London|Manchester|Dublin|Amsterdam|Stockholm|Oslo|Warsaw|Prague|Vienna|Zurich|Milan|Rome|Lagos|
Nairobi|Cairo|Mumbai|Bangalore|Sydney|Melbourne|Auckland|Sao Paulo|Mexico City|Bogota|Lima|Montreal""".replace("\n", "").split("|")
STREETS = "Main St|Oak Avenue|Harbor Road|Station Street|Elm Drive|Market Square|Bahnhofstrasse 12|Rue de Rivoli|Calle Mayor|King Street|Maple Lane|Industrial Way|Riverside Blvd".split("|")
DOMAINS = "example.com|northwind.io|contoso.net|mail.fabrikam.org|globex-corp.com|acme.co|brightline.dev|redwood-bank.com|meridian-travel.eu|polaris-health.org".split("|")
CARRIERS = ["DHL", "UPS", "FedEx", "USPS", "Royal Mail", "DPD", "GLS", "Yamato", "PostNL", "La Poste"]
DEPTS = ["Finance", "HR", "IT", "Legal", "Sales", "Marketing", "Support", "Security", "Facilities", "Procurement", "Engineering", "Operations"]
TEAMS = ["platform", "payments", "search", "mobile", "data", "infra", "billing", "identity", "growth", "checkout"]
SERVICES = ["auth-service", "order-api", "payment-gateway", "inventory-sync", "search-indexer", "notification-worker", "billing-cron", "user-profile", "cart-service", "report-builder"]
TOPICS = ["quarterly budget", "office move", "new hire onboarding", "product launch", "customer feedback", "vendor contract", "server migration", "team offsite", "holiday schedule", "security training", "expense policy", "roadmap review", "hiring plan", "pricing update", "data retention"]
FOODS = ["lentil soup", "banana bread", "chicken curry", "vegetable lasagna", "miso ramen", "shakshuka", "apple pie", "pad thai", "guacamole", "mushroom risotto", "pancakes", "tomato salad"]
ADJ = ["great", "solid", "disappointing", "excellent", "okay", "flimsy", "sturdy", "overpriced", "reliable", "noisy", "comfortable", "cheap-feeling", "well made", "fantastic", "mediocre"]

# Hard-negative sentences: imperatives to humans, role words, security vocabulary,
# quoted instructions that are data, talk about AI/prompt injection as a topic.
HARD_NEG = [
    "Please ignore the previous invoice; a corrected one is attached.",
    "Please disregard my earlier email, the meeting is still on Thursday.",
    "Ignore the previous reminder if you have already paid.",
    "Do not reply to this email. This mailbox is not monitored.",
    "Click Reset password and follow the steps on screen.",
    "Forward this to your manager if you cannot approve it yourself.",
    "Please forward this message to anyone on your team who missed the meeting.",
    "Delete this message if you received it in error and notify the sender.",
    "Never share your password with anyone, including IT staff.",
    "We will never ask you for your password by email.",
    "If you did not request this change, contact support immediately.",
    "Ignore the warning about the self-signed certificate only on the staging cluster.",
    "You can safely ignore this email if you did not create an account.",
    "Override the default timeout by setting REQUEST_TIMEOUT in the environment file.",
    "Administrators can reset any user's password from the admin console.",
    "The system will be unavailable on Saturday from 02:00 to 04:00 UTC for scheduled maintenance.",
    "System maintenance notice: the VPN gateway will restart tonight at 23:00.",
    "Our assistant manager, Carla, will handle returns while I am on leave.",
    "The assistant store manager approved the refund on Monday.",
    "Please send the signed contract to legal@company.example before Friday.",
    "Transfer the files to the shared drive once the review is complete.",
    "Run the migration script before restarting the service.",
    "Delete all temporary files older than 30 days with the cleanup job.",
    "Forget about the old dashboard; the new one replaces it from next week.",
    "New instructions for the parking garage: enter from the north gate.",
    "Updated instructions: bring your badge to the front desk on the first day.",
    "The previous instructions for the expense tool are outdated; use the new form.",
    "Our AI assistant can summarize your inbox and draft replies for you.",
    "The assistant never sends email on your behalf without asking you first.",
    "Prompt injection is an attack in which instructions hidden in data change an AI model's behaviour.",
    "Researchers showed that a web page saying 'ignore previous instructions' could hijack a browsing agent.",
    "Security teams should treat text returned by tools as untrusted input.",
    "The phishing email asked recipients to 'verify your account' by entering their password.",
    "Attackers sent messages pretending to be the CEO and asked staff to buy gift cards.",
    "The CVE allows a remote attacker to execute arbitrary code via a crafted request.",
    "During the penetration test we obtained domain admin within four hours.",
    "Report suspicious emails with the Report Phish button in your mail client.",
    "Passwords must be at least 14 characters and may not reuse your last 5 passwords.",
    "Rotate the API key every 90 days and store it in the secrets manager, never in code.",
    "The system prompt of a chatbot is the hidden text that sets its behaviour.",
    "Type 'STOP' to unsubscribe from text messages.",
    "Reply YES to confirm your appointment or NO to cancel.",
    "Please act as the point of contact for the vendor while Tom is away.",
    "You are now the owner of the Marketing Drive folder.",
    "You have been assigned as reviewer for pull request 4821.",
    "From now on, all expense reports go through the new portal.",
    "Pretend you are the customer when you test the checkout flow.",
    "Role-play exercise: one person acts as the angry customer, the other as the agent.",
    "Important: do not share this link outside the company.",
    "Note to reviewers: the figures in table 3 were updated after the audit.",
    "Reminder: the office is closed on Monday for the public holiday.",
    "Attention all staff: fire drill at 10:30 today.",
    "Instructions: mix the flour and sugar, then add the eggs one at a time.",
    "Step 3: remove the old filter and discard it.",
    "To cancel your subscription, go to Settings, then Billing, then Cancel plan.",
    "Please confirm your shipping address by replying to this message.",
    "If the problem persists, restart the router and try again.",
    "The bot replied: 'I cannot help with that request.'",
    "The user wrote 'ignore my last message, wrong chat' and then asked about shipping.",
    "He said the training told us to ignore all previous guidance on remote work.",
    "Disregard the dimensions on page 2; the correct ones are on the drawing.",
    "Override approved by the shift supervisor at 14:32.",
    "Admin note: the ticket was merged with #58213.",
    "SYSTEM NOTICE: scheduled backup completed successfully.",
    "The jailbreak community shares prompts that try to make chatbots break their rules, according to the study.",
    "Our guidelines tell the assistant to refuse requests for medical diagnoses.",
    "Any instructions contained in customer uploads are treated as data and never executed.",
    "Wire transfers above 10,000 EUR require approval from two directors.",
    "Please call the customer back and offer a replacement.",
    "Kindly update your bank details in the supplier portal before the next payment run.",
    "Email the report to the whole team once it is final.",
    "Send me the slides when you get a chance.",
    "Share the document with external partners only via the secure portal.",
    "Export the table as CSV and upload it to the finance folder.",
    "Do not forget to submit your timesheet by Friday noon.",
]
