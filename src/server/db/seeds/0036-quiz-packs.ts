import type { Dimension, QuestionType, QuizPackId } from "#shared/quiz";
import { likertOptions } from "#shared/quiz";

type SeedQuestion = {
  pack: QuizPackId;
  text: string;
  question_type: QuestionType;
  options: readonly string[];
  dimension: Dimension;
};

const pack = (id: QuizPackId) => ({
  likert: (dimension: Dimension, text: string): SeedQuestion => ({
    pack: id,
    text,
    question_type: "likert",
    options: likertOptions,
    dimension,
  }),
  choice: (dimension: Dimension, text: string, options: string[]): SeedQuestion => ({
    pack: id,
    text,
    question_type: "choice",
    options,
    dimension,
  }),
});

const love = pack("love-attachment");
const life = pack("life-ahead");
const everyday = pack("everyday-together");

/**
 * The deeper quizzes' questions, seeded once by migration 0036 (a later change of wording is a new
 * migration). Our own words, in the core quiz's dimensions and formats; as there, agreeing is
 * neither the right nor the wrong answer and no option is better than another.
 */
export const packQuestionSeed: SeedQuestion[] = [
  love.likert("emotional", "I feel secure in a relationship even when we spend time apart."),
  love.likert("emotional", "When someone I love goes quiet, I tend to wonder whether something is wrong."),
  love.likert("emotional", "I find it easy to depend on a partner."),
  love.likert("emotional", "Early in a relationship, I like plenty of reassurance."),
  love.likert("communication", "Once I feel it, I say it: affection comes easily to me in words."),
  love.likert("conflict", "After a hurt, I want to make things right the same day."),
  love.likert("love_language", "Small daily gestures matter more to me than grand ones."),
  love.likert("values", "Trust is built slowly, and that's fine by me."),
  love.choice("love_language", "After a hard day, what helps you most?", [
    "A long hug",
    "Someone who listens",
    "Space to decompress",
    "A distraction, like a film or a walk",
  ]),
  love.choice("emotional", "When do you like a relationship to become exclusive?", [
    "Within the first few dates",
    "After a month or two",
    "When it feels right, no timeline",
    "I'm open to non-exclusive",
  ]),
  love.choice("communication", "How would you like to hear that something bothers your partner?", [
    "Straight away, in person",
    "Over a calm dinner later",
    "A message first, then we talk",
    "Gently, with a little warning",
  ]),
  love.choice("love_language", "What makes you feel most cared for?", [
    "Being remembered in the little things",
    "Being introduced to their people",
    "Being their first choice for plans",
    "Being backed in my goals",
  ]),

  life.likert("values", "I'd move to another city for the right relationship."),
  life.likert("lifestyle", "Saving for the future matters more to me than enjoying money now."),
  life.likert("values", "One day I'd like to share finances with a partner."),
  life.likert("lifestyle", "Career ambition is a big part of who I am."),
  life.likert("values", "Living close to my family matters to me."),
  life.likert("lifestyle", "I'd love a home with pets."),
  life.likert("values", "Marriage is something I hope for."),
  life.likert("emotional", "I feel calm about the future more often than anxious."),
  life.choice("lifestyle", "Where would you most like to live in ten years?", [
    "A big city",
    "A small town",
    "The countryside",
    "Somewhere new, abroad",
  ]),
  life.choice("values", "What does a good life look like at seventy?", [
    "Surrounded by family",
    "Still travelling",
    "Deep in a craft or a passion",
    "Quiet, with a few close friends",
  ]),
  life.choice("values", "How do you feel about having children?", [
    "I want them",
    "I have them",
    "I don't want them",
    "Not sure yet",
  ]),
  life.choice("lifestyle", "What would you do with an unexpected windfall?", [
    "Save most of it",
    "Travel",
    "Start a project",
    "Share it with people I love",
  ]),

  everyday.likert("lifestyle", "I like a shared weekly routine with a partner."),
  everyday.likert("lifestyle", "I need regular time on my own, even when I'm happy with someone."),
  everyday.likert("values", "Chores should be shared evenly, whoever earns more."),
  everyday.likert("communication", "I like to plan weekends in advance."),
  everyday.likert("lifestyle", "Weeknights are for rest, not plans."),
  everyday.likert("conflict", "Small habits, like lateness or dishes left out, really get to me."),
  everyday.likert("emotional", "I often notice a partner's mood before they say a word."),
  everyday.likert("values", "What my friends think of my partner matters to me."),
  everyday.choice("lifestyle", "Morning person or night owl?", [
    "Early bird",
    "Night owl",
    "Somewhere in between",
    "It depends on the week",
  ]),
  everyday.choice("lifestyle", "A rainy Sunday together: what's the plan?", [
    "Cooking something ambitious",
    "Films under a blanket",
    "A museum or a café",
    "Each doing our own thing, side by side",
  ]),
  everyday.choice("communication", "During a working day, how much would you like to text?", [
    "Often: little updates",
    "Once or twice",
    "Only if something comes up",
    "I'd rather call in the evening",
  ]),
  everyday.choice("conflict", "Who clears up after dinner?", [
    "Whoever didn't cook",
    "We do it together",
    "Whoever minds the mess more",
    "We take turns",
  ]),
];
