import * as z from "zod/mini";

/**
 * Early access (Unlocked+ and Beyond; ADR 0413): features ship through a server-side
 * flag with three stages. Off: nobody. Early access: members whose plan includes it and who switched
 * it on in /settings. Everyone: all members. An operator moves a flag (`npm run flags`).
 */
export const flagStages = ["off", "early_access", "everyone"] as const;
export type FlagStage = (typeof flagStages)[number];

/** The features that ship through a flag, in the words /settings uses. */
export const flagNames = ["icebreakers"] as const;
export type FlagName = (typeof flagNames)[number];
export const flagTexts: Record<FlagName, { title: string; description: string }> = {
  icebreakers: {
    title: "Icebreakers in the message box",
    description: "For a new match with no messages yet: three openers drawn from what you two share, one tap to use.",
  },
};

export const earlyAccessFeatureSchema = z.object({
  name: z.enum(flagNames),
  stage: z.enum(flagStages),
  /** On for this member now (the server's evaluation). */
  enabled: z.boolean(),
  /** The member switched it on for themselves (counts while it is in early access and their plan includes it). */
  opted_in: z.boolean(),
});
export type EarlyAccessFeature = z.infer<typeof earlyAccessFeatureSchema>;

export const earlyAccessSchema = z.object({
  /** Whether the member's plan includes early access. */
  entitled: z.boolean(),
  features: z.array(earlyAccessFeatureSchema),
});
export type EarlyAccess = z.infer<typeof earlyAccessSchema>;

export const earlyAccessParamsSchema = z.object({ name: z.enum(flagNames) });
export const earlyAccessChoiceSchema = z.object({ on: z.boolean() });

export const icebreakersSchema = z.object({ icebreakers: z.array(z.string()) });

export const EarlyAccessText = {
  required: "Early access is part of Unlocked+ and Unlocked Beyond.",
  notInEarlyAccess: "That feature is not in early access.",
  icebreakersOff: "Icebreakers are not switched on for you.",
  alreadyTalking: "Icebreakers are for a conversation that hasn't started yet.",
  saved: { title: "Saved", description: "Your early access choice is saved." },
} as const;
