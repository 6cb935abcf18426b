import { z } from "zod";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  migration: z.string().nullable(),
});
export type Health = z.infer<typeof healthSchema>;
