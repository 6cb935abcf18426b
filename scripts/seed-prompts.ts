import type { PromptId } from "#shared/profiles";

/**
 * Answers seeded members give to our prompts (`npm run seed`): a few per prompt, so a crowd reads
 * like people rather than one template. Made up; any resemblance to a real member is chance.
 */
export const promptAnswers: Record<PromptId, readonly string[]> = {
  sunday: [
    "Farmers market at opening time, a long lunch, and a nap I don't apologise for.",
    "Pancakes, the crossword in pen, and a walk with no destination.",
    "A slow run, a slower brunch, then a film I've already seen twice.",
  ],
  going_well: [
    "we've lost track of time and the café is stacking chairs around us.",
    "you send me a song because it reminded you of something I said.",
    "we're already planning the second date during the first.",
  ],
  green_flag: [
    "Being kind to waiters when nobody is watching.",
    "You ask a follow-up question and actually listen to the answer.",
    "You have a friend you've known since you were eight.",
  ],
  geek_out: [
    "Maps. Old ones, new ones, the ones in video games.",
    "Sourdough hydration percentages. I'm sorry in advance.",
    "Why some songs make everyone dance and others don't.",
  ],
  simple_pleasure: [
    "The first coffee, before anyone texts.",
    "Clean sheets and the window open.",
    "Finding the perfect parking spot on the first try.",
  ],
  first_date: [
    "A walk with good coffee, so we can leave early or stay all afternoon.",
    "A bookshop, then we each buy the other a book under ten dollars.",
    "Tacos from a truck and a bench with a view.",
  ],
  teach_me: [
    "A card trick. I'll teach you one back.",
    "How to make a proper risotto.",
    "The three chords that play half of all pop songs.",
  ],
  dinner_debate: [
    "Breakfast food is best eaten at dinner.",
    "The sequel was better. Fight me, kindly.",
    "Pineapple belongs exactly where you like it.",
  ],
  together: [
    "find the best dumplings in the city, one neighbourhood at a time.",
    "finally learn to salsa without stepping on anyone.",
    "take the night train somewhere and figure it out when we arrive.",
  ],
  comfort: [
    "Grilled cheese with too much pepper.",
    "My grandmother's lentil soup, which I still can't get right.",
    "Instant ramen with an egg, at midnight, standing up.",
  ],
  learning: [
    "Spanish, badly but every day.",
    "Pottery. My bowls are mostly ashtrays so far.",
    "To say no to things I don't want to do.",
  ],
  this_year: [
    "see the northern lights.",
    "run a half marathon and then never mention it.",
    "read fifty books and actually finish the long one.",
  ],
};
