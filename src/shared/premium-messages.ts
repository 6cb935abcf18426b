import { MatchMemoryLimits, VaultLimits } from "./limits.js";
import { SubscriptionText } from "./messages.js";

/*
 * The premium experiences' texts (part 2 §2, §5, §8; part 1 §4 video call): Connection DNA,
 * Memory Vault, the AI Digest, Echo chats and video calls. Apart from messages.ts so that the
 * first page a visitor loads does not carry them.
 */

/** What a member without the plan a feature belongs to is told by the server. */
export const PremiumText = {
  /** Part 2 §6: the server's answer to a digest request from a member without Unlocked+. */
  required: "Premium subscription required",
  beyondRequired: "This is part of Unlocked Beyond.",
  echoRequired: "Echo chats come with the Echo Amplified add-on.",
  plusRequired: "This is part of Unlocked+ and Unlocked Beyond.",
} as const;

/** Private Match Memory (Unlocked+ and Beyond; ADR 0409). */
export const MatchMemoryText = {
  title: "Match Memory",
  privateNote: "Only you can see this. It stays while you're matched.",
  placeholder: "Things to remember: her dog is called Pepper, he's training for a half marathon…",
  tooLong: `Notes are at most ${MatchMemoryLimits.noteMax} characters`,
  upsell: "Keep private notes about each match with Unlocked+.",
  keptReadOnly: "Your notes are kept. Editing them comes back with Unlocked+.",
  saved: { title: "Saved", description: "Your note is saved. Only you can see it." },
  failed: { title: "Save failed", description: "Unable to save your note. Please try again." },
} as const;

/** Memory Vault (part 2 §2, §8). */
export const VaultText = {
  loadFailed: "Failed to load your Memory Vault",
  titleRequired: "Give this moment a title",
  titleTooLong: `Titles are at most ${VaultLimits.titleMax} characters`,
  textTooLong: `At most ${VaultLimits.textMax} characters`,
  promptRequired: "Write the prompt you want to keep",
  promptTooLong: `Prompts are at most ${VaultLimits.promptMax} characters`,
  noteTooLong: `Notes are at most ${VaultLimits.noteMax} characters`,
  tooManyTags: `At most ${VaultLimits.tagsMax} tags`,
  tagTooLong: `Tags are at most ${VaultLimits.tagMax} characters`,
  itemNotFound: "That item is not in your Memory Vault.",
  nothingToChange: "Say what to change.",
  promptExists: "That prompt is already in your Memory Vault.",
  full: `Your Memory Vault keeps up to ${VaultLimits.listMax} of each kind. Remove one to add another.`,
  matchSaved: { title: "Saved to your Memory Vault", description: "This match is now one of your favorites." },
  promptSaved: { title: "Saved to your Memory Vault", description: "You'll find this prompt under Inspiring prompts." },
  momentSaved: { title: "Moment saved", description: "It's in your Memory Vault." },
  removed: { title: "Removed", description: "It's no longer in your Memory Vault." },
  saveFailed: { title: "Save failed", description: "Unable to save to your Memory Vault. Please try again." },
} as const;

/** The three faces of each premium page (part 2 §2): loading, signed out, and the upsell. */
export const PremiumPageText = {
  connectionDna: {
    loading: "Loading your Connection DNA...",
    signedOut: { title: "Connection DNA", text: "Please log in to access your Connection DNA" },
    upsell: {
      title: "Discover your Connection DNA",
      text: "An exclusive for Unlocked Beyond subscribers: what makes you click, in plain words.",
      items: ["Emotional intelligence", "Love language", "Communication style", "Compatibility analysis"],
      button: "Upgrade to Unlocked Beyond",
    },
  },
  memoryVault: {
    loading: "Loading your Memory Vault...",
    signedOut: { title: "Memory Vault", text: "Please log in to access your Memory Vault" },
    upsell: {
      title: "Your Memory Vault",
      text: "An exclusive for Unlocked Beyond subscribers: keep what matters, privately.",
      items: ["Favorite matches", "Inspiring prompts", "Special moments"],
      button: "Upgrade to Unlocked Beyond",
    },
  },
  aiDigest: {
    loading: "Loading your AI digest...",
    signedOut: { title: "Authentication Required", text: "Please sign in to view your AI digest summaries" },
    upsell: {
      title: "Premium Feature",
      text: "The AI Digest is exclusive to Unlocked+ members.",
      items: ["Daily compatibility insights", "Conversation starters", "Match analysis", "Digest history"],
      button: "Upgrade to Unlocked+",
      footnote: SubscriptionText.startingAt,
    },
  },
} as const;

/** The AI Digest's toasts (part 2 §5, §8). */
export const DigestText = {
  signIn: { title: "Authentication Required", description: "Please sign in to generate AI digests" },
  generated: { title: "Success!", description: "Your AI digest has been generated" },
  failed: "Failed to generate AI digest. Please try again.",
  historyFailed: "Failed to load digest history",
  /** What the spec's "Premium subscription required" becomes for the member (part 2 §8). */
  upgrade: "The AI Digest is part of Unlocked+. Upgrade to generate yours.",
} as const;

/** Echo chats (ADR 0415) and the Echo Amplified promo (part 2 §2). */
export const EchoText = {
  onlyNewMatches: "An Echo chat starts before the first message: this conversation has already begun.",
  alreadyEcho: "This conversation is already an Echo chat.",
  notEcho: "This conversation is not an Echo chat.",
  reflectionLimit: "During reflection each of you sends one message a day. Your next one can go tomorrow.",
  deciding: "This Echo chat has finished. Choose to keep the match or let it go.",
  notYetComplete: "You can choose once the Echo chat has finished, after day 7.",
  started: {
    title: "Echo chat started",
    description: "Three days of quiet reflection begin now: one message a day each.",
  },
  kept: { title: "You chose to keep this match", description: "If they do too, your chat opens up for good." },
  letGo: { title: "Match let go", description: "The match has ended for both of you." },
  failed: { title: "Something went wrong", description: "Please try again." },
  promo: {
    title: "Echo Amplified",
    text: "Slow dating, on purpose. Open a new match as an Echo chat: three days of quiet reflection with one message a day each, then four open days, and on day seven you both choose whether to keep the connection.",
    button: "Unlock Echo Access",
  },
} as const;

/** Video calls (part 1 §4 video call dialog, §8 camera). */
export const VideoText = {
  upgrade: { title: "Upgrade", description: "Video chat comes with Unlocked+ and Unlocked Beyond." },
  accessNeeded: {
    title: "Camera/microphone access needed",
    description: "Allow access to your camera and microphone to start a video call.",
  },
  starting: "Starting...",
  connected: "Connected",
  declined: "Call declined",
  ended: "Call ended",
  noAnswer: "No answer",
  failed: "The call could not connect. Please try again.",
  partnerUnavailable: (name: string) => ({
    title: `${name} can't take video calls yet`,
    description: "Video chat needs Unlocked+ or Unlocked Beyond on both sides.",
  }),
} as const;
