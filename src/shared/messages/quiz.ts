// One area of the spec's texts (messages.ts): the compatibility quiz.

/** The compatibility quiz (part 1 §5, §8). */
export const QuizText = {
  answerAll: {
    title: "Please answer all questions",
    description: (answered: number, total: number) => `You've answered ${answered} out of ${total} questions.`,
  },
  submitFailed: { title: "Error submitting quiz", description: "Please try again later." },
  duplicateAnswer: "Each question can be answered only once.",
  unknownQuestion: "That question is not part of the quiz.",
  invalidOption: "That answer is not one of the question's options.",
  premiumRequired: "Premium Required",
  packsRequirePlan: "Deeper compatibility quizzes are part of Unlocked+ and Unlocked Beyond.",
  coreFirst: "Take the compatibility quiz first: the deeper quizzes build on it.",
  notInPack: "That question is not part of this quiz.",
  packSaved: { title: "Quiz saved", description: "Your answers count with people who answered it too." },
} as const;
