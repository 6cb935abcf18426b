import * as z from "zod/mini";

export const faqSchema = z.object({ id: z.int(), topic: z.string(), question: z.string(), answer: z.string() });
export const faqListSchema = z.object({ faqs: z.array(faqSchema) });
export type Faq = z.infer<typeof faqSchema>;
export type FaqList = z.infer<typeof faqListSchema>;

/*
 * The pages' descriptions are a module of their own, so a page that shows them does not carry
 * the FAQ's contract (zod) with them: the landing page loads no zod at all.
 */
export { PageDescriptions } from "./page-descriptions.js";
