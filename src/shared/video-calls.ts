import * as z from "zod/mini";

/** What a call needs before it starts: the ICE servers (from ICE_SERVERS; empty on one network). */
export const callConfigSchema = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.optional(z.string()),
      credential: z.optional(z.string()),
    }),
  ),
});
export type CallConfig = z.infer<typeof callConfigSchema>;

/** Part 1 §4 video call dialog: "Starting..." counts down from this. */
export const CallLimits = {
  countdownSeconds: 5,
  /** A call nobody answers stops ringing after this long. */
  ringSeconds: 45,
  /** The longest a call lasts once answered (the server forgets it then: a new call starts fresh). */
  maxCallHours: 4,
  /** Call messages one member may send a minute (a call needs a few dozen). */
  messagesPerMinute: 300,
} as const;
