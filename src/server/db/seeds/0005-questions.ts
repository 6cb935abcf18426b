import type { Dimension, QuestionType } from "#shared/quiz";
import { likertOptions } from "#shared/quiz";

type SeedQuestion = { text: string; question_type: QuestionType; options: readonly string[]; dimension: Dimension };

const likert = (dimension: Dimension, text: string): SeedQuestion => ({
  text,
  question_type: "likert",
  options: likertOptions,
  dimension,
});
const choice = (dimension: Dimension, text: string, options: string[]): SeedQuestion => ({
  text,
  question_type: "choice",
  options,
  dimension,
});

const loveLanguages = ["Words of affirmation", "Quality time", "Acts of service", "Physical touch", "Thoughtful gifts"];

/**
 * The question bank, seeded once by migration 0005 (a later change of wording is a new migration).
 * Six dimensions, five or six questions each; Likert statements are worded so that agreeing is
 * neither the "right" nor the "wrong" answer, and choices have no better option.
 */
export const questionSeed: SeedQuestion[] = [
  likert("values", "Honesty matters to me even when the truth is uncomfortable."),
  likert("values", "I want a partner who shares my views on family and children."),
  likert("values", "Personal growth is one of my top priorities right now."),
  likert("values", "Giving back to my community is important to me."),
  likert("values", "I'd rather spend on experiences than on things."),
  likert("values", "Faith or spirituality plays a central role in my life."),
  likert("communication", "I prefer to talk things through right away rather than wait."),
  likert("communication", "I feel comfortable sharing my feelings openly."),
  likert("communication", "I like to stay in touch with a partner throughout the day."),
  likert("communication", "I'd rather hear hard feedback directly than have it softened."),
  likert("communication", "Deep conversations energize me more than small talk."),
  choice("communication", "How do you most like to keep in touch during the day?", [
    "Texting here and there",
    "A call in the evening",
    "Catching up in person",
    "A quick check-in is enough",
  ]),
  likert("conflict", "When we disagree, I need some time alone before I can talk it out."),
  likert("conflict", "I find it easy to apologize when I'm wrong."),
  likert("conflict", "Disagreements handled well can make a relationship stronger."),
  likert("conflict", "I'd rather find a compromise than win an argument."),
  choice("conflict", "After an argument, what helps you most?", [
    "Talking it through right away",
    "Some space, then a calm talk",
    "A hug before any words",
    "Writing my thoughts down first",
  ]),
  likert("lifestyle", "I'm happiest with a full social calendar."),
  likert("lifestyle", "I keep a tidy, organized home."),
  likert("lifestyle", "Staying active is part of my weekly routine."),
  likert("lifestyle", "I love spontaneous plans and last-minute trips."),
  choice("lifestyle", "What does your ideal Saturday night look like?", [
    "A quiet night in",
    "Dinner with close friends",
    "A party or live music",
    "Trying something new",
  ]),
  choice("lifestyle", "Are you a morning person or a night owl?", ["Early bird", "Somewhere in between", "Night owl"]),
  likert("emotional", "I stay calm under pressure."),
  likert("emotional", "Reassurance from a partner matters a lot to me."),
  likert("emotional", "I quickly notice how the people around me are feeling."),
  likert("emotional", "I'm comfortable with a partner having their own friends and time apart."),
  likert("emotional", "I take time to understand my feelings before I react."),
  choice("love_language", "What makes you feel most loved?", loveLanguages),
  choice("love_language", "How do you usually show someone you care?", loveLanguages),
  likert("love_language", "Small everyday gestures mean more to me than grand ones."),
  likert("love_language", "Physical affection is important to me in a relationship."),
  likert("love_language", "Undistracted time together is how I feel closest to someone."),
];
