import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { quizPacksRoutes } from "./quiz-packs.routes.js";
import { createQuizPacks } from "./quiz-packs.service.js";
import { createQuizRepository } from "./quiz.repository.js";
import { quizRoutes } from "./quiz.routes.js";
import { createQuizService, type QuizService } from "./quiz.service.js";

/**
 * The compatibility quiz: the question bank, each member's answers, the deeper quizzes (packs,
 * for members whose plan includes them: `entitled`) and the engine (compatibility.ts).
 */
export function createQuizFeature(
  p: Platform,
  deps: { entitled: (userId: string) => Promise<boolean> },
): Feature<QuizService> {
  const repo = createQuizRepository(p.db);
  const atomically = atomicallyWith(p.bus, createQuizRepository);
  const service = createQuizService({ repo, atomically });
  const packs = createQuizPacks({ repo, atomically, bank: service.bank, completed: service.completed, ...deps });
  return {
    name: "quiz",
    service,
    routes: async (app) => {
      await app.register(quizRoutes(service));
      await app.register(quizPacksRoutes(packs));
    },
    exportOf: repo.exportRows,
  };
}
export type { QuizService };
export { compatibility, traitScores, type Compatibility, type Person, type QuestionFacts } from "./compatibility.js";
