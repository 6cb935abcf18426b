import type { Faq } from "#shared/pages";
import type { PagesRepository } from "./pages.repository.js";

export function createPagesService(repo: PagesRepository) {
  return {
    /** The FAQ in the order it was written (by id). */
    faqs: (): Promise<Faq[]> => repo.listFaqs(),
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
