/** The quiz feature's public surface for other features. */
export { quizQueries, useQuestions } from "./api";
import { lazy } from "react";

/** The reveal after a first completion of the quiz (on /matches), loaded only then. */
export const QuizReveal = lazy(() => import("./components/quiz-reveal").then((m) => ({ default: m.QuizReveal })));
