import * as z from "zod/mini";

/**
 * The member's choices about their plan's perks (ADR 0410, 0411, 0412): Unlocked Mode and the
 * Beyond badge (Unlocked Beyond), and the onboarding overlays a Beyond member has seen.
 */

/** The onboarding overlays (coach marks), each shown once on its own page. */
export const overlayNames = ["connection-dna", "memory-vault", "unlocked-mode", "beyond-badge"] as const;
export type OverlayName = (typeof overlayNames)[number];

export const overlays: Record<OverlayName, { path: string; title: string; text: string }> = {
  "connection-dna": {
    path: "/connection-dna",
    title: "Your Connection DNA",
    text: "What makes you click, drawn from your quiz, your profile and your conversations. It grows as you do.",
  },
  "memory-vault": {
    path: "/memory-vault",
    title: "Your Memory Vault",
    text: "Keep favorite matches, prompts that inspired you and moments worth remembering. Only you can see it.",
  },
  "unlocked-mode": {
    path: "/settings",
    title: "Unlocked Mode",
    text: "Browse without being browsed: while it's on, only people you've liked can find you. Switch it on here.",
  },
  "beyond-badge": {
    path: "/profile",
    title: "Your Beyond badge",
    text: "It shows on your card, your profile and your conversations while Beyond is active. You can hide it in Settings.",
  },
};

export const perkSettingsSchema = z.object({
  /** On and in force (the member holds Unlocked Beyond): only people they liked can find them. */
  unlocked_mode: z.boolean(),
  /** The member's own choice; their badge shows while they hold Beyond and have not hidden it. */
  badge_hidden: z.boolean(),
  badge_shown: z.boolean(),
  /** The overlays still to show this member (empty without Unlocked Beyond). */
  overlays_pending: z.array(z.enum(overlayNames)),
});
export type PerkSettings = z.infer<typeof perkSettingsSchema>;

export const perkSettingsUpdateSchema = z
  .object({ unlocked_mode: z.optional(z.boolean()), badge_hidden: z.optional(z.boolean()) })
  .check(
    z.refine((v) => v.unlocked_mode !== undefined || v.badge_hidden !== undefined, {
      message: "Say what to change.",
    }),
  );
export type PerkSettingsUpdate = z.infer<typeof perkSettingsUpdateSchema>;

export const overlayParamsSchema = z.object({ name: z.enum(overlayNames) });

export const PerkText = {
  unlockedModeOn: "Unlocked Mode is on: only people you've liked can find you.",
  unlockedModeRequired: "Unlocked Mode is part of Unlocked Beyond.",
  saved: { title: "Saved", description: "Your choice is saved." },
  failed: { title: "Save failed", description: "Unable to save your choice. Please try again." },
  replayed: { title: "Tour restarted", description: "You'll see each Beyond tip again on its page." },
} as const;
