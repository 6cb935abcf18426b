/**
 * The word lists and weights behind `npm run seed` (scripts/seed.ts). Plain data, kept apart so
 * the script itself stays readable. Proportions are rough US figures, good enough for a load test
 * whose point is realistic selectivity: who lives near whom, who wants whom, how old they are.
 */

/** [value, weight]: picked in proportion to the weight. */
export type Weighted<T> = readonly (readonly [T, number])[];

export const genderWeights: Weighted<"woman" | "man" | "non-binary" | "prefer-not-to-say"> = [
  ["woman", 48],
  ["man", 46],
  ["non-binary", 5],
  ["prefer-not-to-say", 1],
];

/** Who each gender is interested in; an empty list means anyone. */
export const interestedInWeights: Record<string, Weighted<string[]>> = {
  woman: [[["man"], 80], [["woman"], 7], [["man", "woman"], 7], [[], 6]],
  man: [[["woman"], 85], [["man"], 7], [["woman", "man"], 4], [[], 4]],
  "non-binary": [[[], 40], [["woman", "non-binary"], 20], [["man", "non-binary"], 15], [["non-binary"], 10], [["woman"], 8], [["man"], 7]],
  "prefer-not-to-say": [[[], 70], [["woman"], 15], [["man"], 15]],
};

/** Age bands at sign-up: most members are 25–40. */
export const ageBands: Weighted<readonly [number, number]> = [
  [[18, 24], 16],
  [[25, 32], 32],
  [[33, 40], 26],
  [[41, 50], 15],
  [[51, 60], 8],
  [[61, 70], 3],
];

export const distanceWeights: Weighted<number> = [[10, 20], [25, 35], [50, 30], [100, 15]];

export const intentWeights: Weighted<"relationship" | "casual" | "friends" | "unsure"> = [
  ["relationship", 45],
  ["casual", 20],
  ["friends", 10],
  ["unsure", 25],
];

export const visibilityWeights: Weighted<"public" | "matches_only" | "private"> = [["public", 92], ["matches_only", 5], ["private", 3]];

/**
 * Metro areas by population (millions, 2020 census MSAs), each named by a real downtown zip;
 * a member in a metro gets a random real zip within METRO_RADIUS_MILES of it. The rest of the
 * country (RURAL_SHARE of members) gets any US zip, uniformly.
 */
export const METRO_RADIUS_MILES = 20;
export const RURAL_SHARE = 0.15;
export const metros: Weighted<string> = [
  ["10001", 19.8], ["90012", 13.2], ["60601", 9.5], ["75201", 7.6], ["77002", 7.1], ["20001", 6.3], ["19103", 6.2],
  ["33130", 6.1], ["30303", 6.1], ["02108", 4.9], ["85004", 4.9], ["94103", 4.7], ["92501", 4.6], ["48226", 4.4],
  ["98101", 4.0], ["55401", 3.7], ["92101", 3.3], ["33602", 3.2], ["80202", 3.0], ["21201", 2.8], ["63101", 2.8],
  ["32801", 2.7], ["28202", 2.7], ["78205", 2.6], ["97204", 2.5], ["95814", 2.4], ["15222", 2.4], ["78701", 2.3],
  ["89101", 2.3], ["45202", 2.3], ["64106", 2.2], ["43215", 2.1], ["46204", 2.1], ["44113", 2.1], ["95113", 2.0],
  ["37203", 2.0], ["23451", 1.8], ["02903", 1.7], ["32202", 1.6], ["53202", 1.6], ["27601", 1.4], ["73102", 1.4],
  ["38103", 1.3], ["23219", 1.3], ["40202", 1.3], ["70112", 1.3], ["84101", 1.2], ["06103", 1.2], ["14202", 1.1],
  ["35203", 1.1], ["96813", 1.0], ["68102", 1.0], ["87102", 0.9], ["83702", 0.8], ["99501", 0.4],
];

export const womenNames = [
  "Olivia", "Emma", "Charlotte", "Amelia", "Sophia", "Mia", "Isabella", "Ava", "Evelyn", "Luna", "Harper", "Sofia",
  "Camila", "Eleanor", "Elizabeth", "Violet", "Scarlett", "Emily", "Hazel", "Lily", "Gianna", "Aurora", "Penelope",
  "Aria", "Nora", "Chloe", "Ellie", "Mila", "Avery", "Layla", "Abigail", "Ella", "Isla", "Eliana", "Nova", "Madison",
  "Zoe", "Ivy", "Grace", "Lucy", "Willow", "Emilia", "Riley", "Naomi", "Victoria", "Stella", "Elena", "Hannah",
  "Valentina", "Maya", "Zoey", "Delilah", "Leah", "Lainey", "Lillian", "Paisley", "Genesis", "Madelyn", "Sadie",
  "Jessica", "Ashley", "Jennifer", "Sarah", "Amanda", "Stephanie", "Nicole", "Megan", "Rachel", "Lauren", "Danielle",
  "Michelle", "Kimberly", "Maria", "Ana", "Guadalupe", "Priya", "Mei", "Aaliyah", "Imani", "Keisha", "Tamika",
];
export const menNames = [
  "Liam", "Noah", "Oliver", "James", "Elijah", "Mateo", "Theodore", "Henry", "Lucas", "William", "Benjamin", "Levi",
  "Sebastian", "Jack", "Ezra", "Michael", "Daniel", "Leo", "Owen", "Samuel", "Hudson", "Alexander", "Asher", "Luca",
  "Ethan", "John", "David", "Jackson", "Joseph", "Mason", "Luke", "Matthew", "Julian", "Dylan", "Elias", "Jacob",
  "Maverick", "Gabriel", "Logan", "Aiden", "Thomas", "Isaac", "Miles", "Grayson", "Santiago", "Anthony", "Wyatt",
  "Carter", "Jayden", "Christopher", "Joshua", "Andrew", "Ryan", "Brandon", "Justin", "Tyler", "Kevin", "Jason",
  "Robert", "Eric", "Jonathan", "Marcus", "Andre", "Darnell", "Jamal", "Carlos", "Diego", "Juan", "Luis", "Raj",
  "Arjun", "Wei", "Hiroshi", "Kwame", "Mohammed", "Omar", "Patrick", "Sean", "Connor", "Brian", "Steven",
];
export const neutralNames = [
  "Alex", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn", "Rowan", "Sage", "River", "Skyler",
  "Dakota", "Emerson", "Finley", "Hayden", "Kai", "Reese", "Parker", "Charlie", "Blake", "Cameron", "Drew", "Jesse",
  "Robin", "Remy", "Ari", "Ash", "Eden",
];
export const lastNames = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez",
  "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez",
  "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen",
  "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
  "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Kim", "Patel", "Chen", "Singh", "O'Brien", "Murphy",
];

/** Interests with rough popularity weights: a few are very common, most are niche. */
export const interests: Weighted<string> = [
  ["Travel", 30], ["Hiking", 24], ["Cooking", 24], ["Movies", 22], ["Live music", 20], ["Coffee", 18], ["Reading", 18],
  ["Fitness", 18], ["Dogs", 16], ["Brunch", 14], ["Photography", 12], ["Yoga", 12], ["Running", 12], ["Podcasts", 12],
  ["Wine tasting", 10], ["Craft beer", 10], ["Video games", 10], ["Baking", 10], ["Camping", 10], ["Road trips", 10],
  ["Cats", 9], ["Board games", 8], ["Dancing", 8], ["Cycling", 8], ["Concerts", 8], ["Tacos", 8], ["Sushi", 7],
  ["Gardening", 7], ["Museums", 7], ["Comedy", 7], ["Basketball", 7], ["Football", 7], ["Soccer", 6], ["Baseball", 5],
  ["Volunteering", 6], ["Painting", 5], ["Theater", 5], ["Karaoke", 5], ["Climbing", 5], ["Surfing", 4], ["Skiing", 4],
  ["Tennis", 4], ["Golf", 4], ["Fishing", 4], ["Meditation", 4], ["Writing", 4], ["Languages", 4], ["Thrifting", 4],
  ["Anime", 4], ["Jazz", 3], ["Country music", 3], ["Hip hop", 4], ["Pilates", 3], ["Kayaking", 3], ["Chess", 3],
  ["Astronomy", 2], ["History", 3], ["Tech", 4], ["Fashion", 4], ["Poetry", 2], ["Vegan food", 3], ["Sailing", 2],
];

export const occupations = [
  "Nurse", "Teacher", "Software engineer", "Accountant", "Graphic designer", "Project manager", "Sales manager",
  "Marketing specialist", "Physician", "Pharmacist", "Physical therapist", "Lawyer", "Paralegal", "Electrician",
  "Chef", "Barista", "Bartender", "Real estate agent", "Financial analyst", "Data scientist", "Architect",
  "Civil engineer", "Mechanical engineer", "Dental hygienist", "Veterinarian", "Social worker", "Therapist",
  "Firefighter", "Police officer", "Pilot", "Flight attendant", "Photographer", "Writer", "Journalist",
  "Musician", "Student", "Graduate student", "Researcher", "Professor", "Retail manager", "Small business owner",
  "Consultant", "HR manager", "Product manager", "UX designer", "Carpenter", "Plumber", "Mechanic", "Truck driver",
  "Personal trainer", "Hairstylist", "Event planner", "Customer success manager", "Operations manager", "Librarian",
  "Scientist", "Paramedic", "Web developer", "Entrepreneur", "Retired",
];

export const educations = ["High school", "Some college", "Trade school", "Associate degree", "Bachelor's degree", "Master's degree", "Doctorate"];

export const bioOpeners = [
  "Coffee first, then adventures.",
  "Recovering perfectionist with a soft spot for bad puns.",
  "New to the city and looking for the best taco spot.",
  "Weekday planner, weekend wanderer.",
  "I'm the friend who always knows a good restaurant.",
  "Curious about people and their stories.",
  "Just moved back home after a few years away.",
  "Early riser, sunset chaser.",
  "Part-time optimist, full-time snack enthusiast.",
  "Looking for someone to share the little things with.",
  "Big laugh, bigger heart.",
  "Happiest outdoors or around a long dinner table.",
  "Homebody with an occasional wild streak.",
  "Still trying to perfect my grandmother's recipes.",
  "Honest, easygoing and a little nerdy.",
];
/** `{a}` and `{b}` become two of the member's interests, lower-cased. */
export const bioMiddles = [
  "Most weekends you'll find me into {a} or {b}.",
  "Ask me about {a}; I could talk for hours.",
  "Lately I've been getting really into {a}.",
  "My ideal day involves {a}, {b} and good company.",
  "I'd love someone to join me for {a}.",
  "Two things I can't live without: {a} and {b}.",
];
export const bioClosers = [
  "Tell me your favorite song and I'll tell you mine.",
  "Let's grab a drink and see where it goes.",
  "Bonus points if you can make me laugh.",
  "Looking for something real.",
  "Kindness is non-negotiable.",
  "Dog pictures welcome.",
  "Say hi, I don't bite.",
  "Let's skip the small talk.",
  "",
];
