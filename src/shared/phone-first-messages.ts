/**
 * The words of the phone-first core loop (issue 42; ADR 0500, 0501, 0502, 0508): the tab bar and
 * its counts, the Likes tab, the allowance explained, what follows a report. Kept apart from
 * messages.ts, which holds the spec's own texts.
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
  homeBody: "They're waiting for your answer on the Likes tab.",
  homeAction: "See likes",
} as const;

/**
 * The daily allowance, explained where the member types (ADR 0502): how many are
 * left and when more come, in the member's own time (`when` is "today at 7:00 PM" or "tomorrow at 1:00 AM").
 */
export const AllowanceText = {
  left: (remaining: number, limit: number) => `${remaining} of ${limit} messages left today`,
  more: (when: string) => `More ${when}.`,
  atLimit: (when: string | null) =>
    when
      ? `You can send more ${when}, or without limits with Premium.`
      : "You can send more tomorrow, or without limits with Premium.",
  today: (time: string) => `today at ${time}`,
  tomorrow: (time: string) => `tomorrow at ${time}`,
} as const;

/** After a report is filed: offer what stops the contact now (the spec's toast still shows). */
export const ReportFollowUpText = {
  title: "Thank you for telling us",
  description: (name: string) =>
    `A moderator will review your report. You don't have to wait for us: you can also block ${name}, so you disappear from each other everywhere, or unmatch, which ends this conversation for both of you.`,
  descriptionNoMatch: (name: string) =>
    `A moderator will review your report. You don't have to wait for us: you can also block ${name}, so you disappear from each other everywhere.`,
  block: (name: string) => `Block ${name}`,
  unmatch: (name: string) => `Unmatch ${name}`,
  done: "Done",
} as const;

/** A member suspended or banned while their page is open: said on that page before it signs out. */
export const RestrictedText = {
  suspendedTitle: "Your account is suspended",
  bannedTitle: "Your account has been banned",
  signedOut: "You have been signed out on every device. If you think this is a mistake, you can appeal once.",
  appeal: "Appeal this decision",
  close: "I understand",
} as const;

/** The quiz's importance question and the reveal after a first completion (ADR 0505, 0506). */
export const QuizMoreText = {
  importanceLegend: "How much does this matter to you?",
  revealTitle: "Here's what your answers say",
  revealIntro: "From the way you answered. People who answered like you are ranked first.",
  revealPeople: "The first people who fit",
  revealNobody: "Nobody fits your search yet. Widen your distance or ages, and new people join every day.",
  revealGo: "Start discovering",
} as const;

/** One person at a time on a phone: the deck's words. */
export const DeckText = {
  region: "One person at a time",
  pass: (name: string) => `Pass on ${name}`,
  like: (name: string) => `Like ${name}`,
  undo: "Undo pass",
  undone: (name: string) => `${name} is back.`,
  undoGone: "That pass can no longer be undone.",
  endTitle: "You've seen everyone who fits right now",
  endBody: "New people join every day. To meet more now, widen your distance or age range.",
  widen: "Widen my search",
  more: "Show more people",
  /** The hearts on a photo and on a prompt answer (ADR 0512). */
  likePhoto: (name: string) => `Like this photo of ${name}`,
  likePrompt: (prompt: string) => `Like this prompt: ${prompt}`,
} as const;

/** A like for one photo or prompt: refused parts, and what the liked member reads on the Likes tab. */
export const LikePartText = {
  malformed: "Say which photo or prompt you liked.",
  notTheirPhoto: "That photo isn't on their profile.",
  notTheirPrompt: "That prompt isn't on their profile.",
  onlyForLikes: "Only a like can be for a photo or a prompt.",
  likedPhoto: "Liked your photo",
  likedPrompt: (prompt: string) => `Liked your prompt: ${prompt}`,
} as const;

/** How long after a pass it can still be undone (the deck offers it once, for the last pass). */
export const UNDO_PASS_MINUTES = 60;
