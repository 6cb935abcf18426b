/** The quiz feature's public surface for other features. */
export { quizQueries, useQuestions } from "./api";
