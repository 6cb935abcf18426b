import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createQuizRepository } from "./quiz.repository.js";
import { quizRoutes } from "./quiz.routes.js";
import { createQuizService, type QuizService } from "./quiz.service.js";

/** The compatibility quiz: the question bank, each member's answers, and the engine (compatibility.ts). */
export function createQuizFeature(p: Platform): Feature<QuizService> {
  const repo = createQuizRepository(p.db);
  const service = createQuizService({ repo, atomically: atomicallyWith(p.bus, createQuizRepository) });
  return { name: "quiz", service, routes: quizRoutes(service), exportOf: repo.exportRows };
}
export type { QuizService };
export { compatibility, traitScores, type Compatibility, type Person, type QuestionFacts } from "./compatibility.js";
