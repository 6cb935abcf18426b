import * as z from "zod/mini";

export const faqSchema = z.object({ id: z.int(), topic: z.string(), question: z.string(), answer: z.string() });
export const faqListSchema = z.object({ faqs: z.array(faqSchema) });
export type Faq = z.infer<typeof faqSchema>;
export type FaqList = z.infer<typeof faqListSchema>;
