/**
 * The words of a member's everyday places on a phone: the tab bar and its counts, and the Likes
 * tab (DECISIONS: Identity, photos and the quiz, phone-first). Kept apart from messages.ts, which
 * holds the spec's own texts.
 */
export const NavText = {
  tabs: "Tabs",
  /** Read after a tab's name by screen readers, where the badge shows the number. */
  badge: (tab: string, count: number) =>
    tab === "Likes"
      ? `, ${count} ${count === 1 ? "person likes" : "people like"} you`
      : `, ${count} ${count === 1 ? "conversation" : "conversations"} with new messages`,
} as const;

export const LikesText = {
  title: "Likes",
  heading: (count: number) => `${count} ${count === 1 ? "person likes" : "people like"} you`,
  lockedBody: "See who they are, and like them back, with Unlocked+ or Unlocked Beyond.",
  lockedAction: "See who likes you",
  lockedHint: "Or keep discovering: when you like someone who already liked you, it's a match straight away.",
  more: (n: number) => `+${n}`,
  veiled: "Someone who likes you (hidden)",
  open: "Like them back to match, or pass. They only learn of it if you like them too.",
  emptyTitle: "No likes yet",
  emptyBody:
    "When someone likes you, you'll see it here first. Members with a photo and a prompt or two are liked far more often.",
  emptyEdit: "Add photos and prompts",
  emptyDiscover: "Discover people",
} as const;
