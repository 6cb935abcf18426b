import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { quizPacksRoutes } from "./quiz-packs.routes.js";
import { createQuizPacks } from "./quiz-packs.service.js";
import { createQuizRepository } from "./quiz.repository.js";
import { quizRoutes } from "./quiz.routes.js";
import { createQuizService, type QuizService } from "./quiz.service.js";
import { createPersonOf } from "./person.js";

/**
 * The compatibility quiz: the question bank, each member's answers, the deeper quizzes (packs,
 * for members whose plan includes them: `entitled`) and the engine (compatibility.ts), and a
 * member as the premium engines read them (`personOf`: answers, with profiles' interests and intent).
 */
export function createQuizFeature(
  p: Platform,
  deps: {
    /** Subscriptions: the member's plan includes the deeper quizzes. */
    entitled: (userId: string) => Promise<boolean>;
    /** Profiles: the member's interests and intent. */
    intentOf: Parameters<typeof createPersonOf>[0]["intentOf"];
  },
): Feature<QuizService & { personOf: ReturnType<typeof createPersonOf> }> {
  const repo = createQuizRepository(p.db);
  const atomically = atomicallyWith(p.bus, createQuizRepository);
  const service = createQuizService({ repo, atomically });
  const { entitled, intentOf } = deps;
  const packs = createQuizPacks({ repo, atomically, bank: service.bank, completed: service.completed, entitled });
  const personOf = createPersonOf({ answersOf: service.answersOf, intentOf, deeper: entitled });
  return {
    name: "quiz",
    service: { ...service, personOf },
    routes: async (app) => {
      await app.register(quizRoutes(service));
      await app.register(quizPacksRoutes(packs));
    },
    exportOf: repo.exportRows,
  };
}
export type { QuizService };
export { compatibility, traitScores, type Compatibility, type Person, type QuestionFacts } from "./compatibility.js";
