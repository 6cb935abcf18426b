/** Every number that limits a user or protects the business, in one place for server and web. */
export const AccountLimits = {
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 128,
  minimumAge: 18,
  maximumAge: 120,
} as const;

export const RateLimits = {
  /** At most one mail of any kind (confirmation, reset, invitation) to an address per window. */
  mailPerAddressSeconds: 60,
  /** Every sign-in attempt from one network address. */
  signInPerIp: { max: 20, windowSeconds: 300 },
  /**
   * Failed sign-ins only, so strangers cannot lock an owner out: a tight limit per account and
   * address pair, and a slow curve per account across all addresses. A password reset clears both.
   */
  signInFailuresPerAccountAndIp: { max: 5, windowSeconds: 900 },
  signInFailuresPerAccount: { max: 50, windowSeconds: 3600 },
  /** Wrong passwords a moderator may give when a ban asks for it again. */
  moderatorPasswordFailures: { max: 5, windowSeconds: 900 },
  resendConfirmationPerIp: { max: 10, windowSeconds: 3600 },
  signUpPerIp: { max: 10, windowSeconds: 3600 },
  /** Visitor pages rendered on the server for one address (pages served from the kept ones do not count). */
  pageRendersPerIp: { max: 60, windowSeconds: 60 },
  resetPerIp: { max: 10, windowSeconds: 3600 },
  invitesPerUser: { max: 10, windowSeconds: 3600 },
  /** Reports filed by one member (enough for real trouble, not for flooding moderators). */
  reportsPerUser: { max: 10, windowSeconds: 3600 },
  /**
   * Password and email changes by one signed-in member: each checks the current password, so a
   * stolen session cannot try passwords at will.
   */
  accountChangesPerUser: { max: 10, windowSeconds: 3600 },
  /** Data exports one member may ask for a day (each reads everything we hold about them). */
  exportsPerUser: { max: 3, windowSeconds: 86_400 },
  /** Payment notifications from one address (PayPal sends a few at a time, and retries slowly). */
  paymentWebhooksPerIp: { max: 60, windowSeconds: 60 },
  /** AI digests written on demand by one member (each reads their whole matching picture). */
  digestsPerUser: { max: 10, windowSeconds: 3600 },
  /** Photo verification checks one member may start a day (each reads faces for a minute). */
  verificationChecksPerUser: { max: 5, windowSeconds: 86_400 },
  /**
   * The per-process flood guard on /api/* (never the static app), per signed-in user, or per
   * network address for anonymous calls. Generous: it stops floods, not people behind one NAT.
   */
  apiPerUserPerMinute: 1200,
} as const;

export const UiTimings = {
  toastMs: 5000,
  /** The quiz results' "Premium Required" toast (part 1 §9). */
  quizResultsToastMs: 4000,
  ageDialogAutoCloseMs: 2000,
  signOutVibrationMs: 50,
  /** The landing search prompts an upgrade when this many filters are chosen. */
  freeFilterLimit: 3,
} as const;

export const InviteLimits = { messageMax: 500 } as const;

export const ProfileLimits = {
  nameMax: 100,
  bioMax: 500,
  textMax: 100,
  interestMax: 50,
  interestsMax: 20,
  /** Prompts a member may answer (Hinge's idea), and an answer's length. */
  promptsMax: 3,
  promptAnswerMax: 150,
  photosMax: 6,
  photoBytesMax: 10 * 1024 * 1024,
  /** Longest side of a stored photo after re-encoding. */
  photoLongestSide: 1600,
  ageMin: 18,
  ageMax: 120,
  agePreferenceMin: 18,
  agePreferenceMax: 100,
  distanceMin: 1,
  distanceMax: 500,
  /** The distance input's placeholder (part 1 §5). */
  distancePlaceholder: 25,
  zipMax: 10,
  heightMinCm: 50,
  heightMaxCm: 272,
  defaults: { distancePreference: 50, agePreferenceMin: 18, agePreferenceMax: 65 },
  quickSetupAge: { min: 18, max: 80 },
  lastOnlineRefreshMs: 5 * 60 * 1000,
  cameraJpegQuality: 0.8,
} as const;

export const DiscoveryLimits = {
  /** Candidates per page ("Discover More Matches" loads the next). */
  pageSize: 12,
  /**
   * The nearest eligible people ranked per search: the indexed prefilter's cap, after which the
   * compatibility engine orders them exactly (Duolicious's two-step search).
   */
  prefilterCap: 1000,
  /**
   * A search's ranking is kept, its best this many, for this long: the next pages read it
   * instead of ranking again (Duolicious keeps the top 500 per searcher).
   */
  rankingKept: 500,
  rankingKeptMinutes: 15,
  /** The nearby matches widget's closest few. */
  nearbyCount: 5,
  searchMax: 100,
  zipMax: 10,
  distanceMaxMiles: 500,
  /**
   * Distances to members who don't share their location are shown, and searched, to this step
   * (never under it): whole miles from chosen zips would give their zip away.
   */
  coarseMiles: 5,
  /** Free members combine at most this many filters: one fewer than the number that prompts an upgrade. */
  freeFilters: UiTimings.freeFilterLimit - 1,
  /**
   * Expanded matching (part 1 §6, Plus and Beyond): free members meet this many new people a UTC
   * day in discovery; anyone already shown to them keeps showing.
   */
  freeNewPerDay: 25,
} as const;

export const DistanceLimits = {
  /** The calculator's zip inputs (part 2 §9). */
  zipInputMax: 10,
  feetPerMile: 5280,
} as const;

export const MessageLimits = {
  textMax: 1000,
  /** Messages a free member may send per UTC calendar day; premium is unlimited. */
  freePerDay: 5,
  /** How the spec represents "unlimited" in the remaining count (part 1 §4). */
  unlimited: -1,
  /** Messages in one page of a conversation: it opens on the newest page, older ones load on scrolling up. */
  pageSize: 50,
  /** The most a page may ask for (`limit`): "since" after a gap asks for more at once. */
  pageMax: 200,
  /** Conversations in one page of the list: the busiest first, more as the member scrolls down. */
  conversationPageSize: 30,
  conversationPageMax: 100,
} as const;

export const SafetyLimits = {
  reportDetailsMax: 500,
  /** With allow_messages_from_new_matches off, a match this young cannot message that member first. */
  newMatchHours: 24,
} as const;

/** Trust and safety (ADR 0318, 0320, 0322, 0323, 0326): the console, holds, suspensions, appeals, retention. */
export const ModerationLimits = {
  /** A moderator's reason for a decision (shown to the member for a warning or a suspension). */
  reasonMax: 500,
  appealMax: 1000,
  suspensionDaysMax: 365,
  /** Different established members reporting one member within the window hide them until decided. */
  holdReporters: 2,
  holdWindowHours: 24,
  /** A reporter counts toward a hold once their account is this old (and confirmed, age-verified). */
  establishedDays: 7,
  /** Evidence (the copied conversation, profile and photos) is kept this long after its case closes. */
  evidenceRetentionDays: 365,
  /** The audit log: the database refuses to delete an entry younger than this (migration 0037). */
  auditRetentionDays: 730,
  queuePageSize: 50,
} as const;

/** Memory Vault (part 2 §3 memory_vault_*; Unlocked Beyond). */
export const VaultLimits = {
  titleMax: 100,
  textMax: 1000,
  promptMax: 500,
  noteMax: 500,
  tagsMax: 10,
  tagMax: 30,
  /** Items per list: a vault is a keepsake box, not an archive; the oldest beyond this stay stored but unlisted. */
  listMax: 200,
} as const;

/** Private Match Memory (Unlocked+): one private notepad per match, per author. */
export const MatchMemoryLimits = { noteMax: 2000 } as const;

/** The AI Digest (part 2 §9: history limit 30). */
export const DigestLimits = {
  historyMax: 30,
  /** New people and matches the insights name; matches that get starters; starters per match. */
  candidates: 3,
  matches: 2,
  startersFor: 10,
  startersEach: 3,
  /** The week the analysis counts over. */
  activityDays: 7,
} as const;

/** Photo verification's live check (ADR 0534). */
export const VerificationLimits = {
  /** How long one check may take, from its start to its last step. */
  checkSeconds: 120,
  /** Frames one check reads: a person does the steps in ten or so; a still picture never does. */
  framesPerCheck: 30,
  /** One frame's size: a camera still at 640 px is ~60 kB. */
  frameBytesMax: 1_000_000,
  /** A selfie sent for a moderator's review is deleted this long after the decision. */
  reviewKeptDays: 30,
  /** How long after a failed check its pictures may still be sent for a review. */
  reviewAskMinutes: 30,
} as const;

/** Data exports: how long an archive can be downloaded, and how many are listed. */
export const ExportLimits = { keptDays: 7, listed: 5 } as const;

/**
 * The deepest a request's JSON (or query) may nest. Our deepest contract is 3 levels; anything
 * past this is refused before any other work (a few thousand levels once overflowed a walker's stack).
 */
export const RequestLimits = { depthMax: 64 } as const;

/**
 * Writes a client may repeat (ADR 0432): an `Idempotency-Key` of
 * this many characters; its first answer is kept this long; a repeat that arrives while the first
 * is still being handled waits this long for it.
 */
export const IdempotencyLimits = { keyMin: 8, keyMax: 128, keepHours: 24, waitSeconds: 10, staleSeconds: 60 } as const;
