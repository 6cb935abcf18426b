import { MessageLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): messages and their toasts.

/** Messaging (part 1 §4 message allowance, §5 message, §8 messaging toasts and fallbacks). */
export const MessageText = {
  empty: "Message cannot be empty",
  tooLong: `Message must be less than ${MessageLimits.textMax} characters`,
  harmful: "Message contains potentially harmful content",
  conversationNotFound: "That conversation could not be found.",
  /** A page asked for from a message this conversation does not hold (another's, or made up). */
  pageNotFound: "That part of the conversation could not be found. Open the conversation again.",
  pageBothWays: "Ask for messages before or after one message, not both.",
  listPageNotFound: "That part of your conversations could not be found. Open Messages again.",
  olderLoading: "Loading earlier messages…",
  moreConversations: "Show more conversations",
  moreConversationsLoading: "Loading more conversations…",
  beginning: "The beginning of your conversation",
  jumpToLatest: "Jump to latest",
  newMessages: (n: number) => (n === 1 ? "1 new message" : `${n} new messages`),
  unreadDivider: "New",
  historyLabel: (name: string) => `Your conversation with ${name}`,
  unknownUser: "Unknown User",
  limitReachedPlaceholder: "Daily message limit reached - Upgrade to Premium",
  premiumBadge: "Premium • Unlimited",
  seen: "Seen",
  sending: "Sending…",
  failed: (reason: string) => `Failed — ${reason}`,
  retry: "Retry",
  discard: "Remove",
  unmatched: { title: "Unmatched", description: (name: string) => `You and ${name} are no longer matched.` },
  unmatchFailed: { title: "Unmatch failed", description: "Please try again." },
  unmatchExplainer: "Your match and this conversation will be removed for both of you. This can't be undone.",
} as const;

export const MessageToasts = {
  cannotSend: {
    title: "Cannot send message",
    description: "You've reached your daily message limit. Upgrade to Premium for unlimited messaging!",
  },
  cannotSendPremium: { title: "Cannot send message", description: "There was an error processing your request" },
  limitReached: {
    title: "Message limit reached",
    description: `You've reached your daily limit of ${MessageLimits.freePerDay} messages. Upgrade to Premium for unlimited messaging!`,
  },
  sendFailed: { title: "Failed to send message", description: "Please try again." },
  matchesFailed: { title: "Error", description: "Failed to load matches" },
  messagesFailed: { title: "Error", description: "Failed to load messages" },
} as const;
