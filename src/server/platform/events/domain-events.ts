import type { CallKind, CallSignal } from "#shared/realtime";

/**
 * The domain events features use to meet without touching each other's tables. Payloads carry
 * ids and small facts only (never message text or personal details), because the realtime issue
 * carries these across server processes.
 */
export type DomainEvents = {
  /**
   * Not a domain fact: a video call's signalling on its way to the other person, in whichever
   * process holds their socket. The one payload with more than ids (WebRTC's session descriptions
   * and ICE candidates): relayed, never stored or logged.
   */
  CallSignal: {
    matchId: string;
    callId: string;
    fromUserId: string;
    toUserId: string;
    kind: CallKind;
    signal?: CallSignal;
  };
  /** An account row exists (sign-up); owners of per-user rows create theirs. */
  UserCreated: { userId: string };
  SignedIn: { userId: string };
  /**
   * The account and every row of the member's are gone (database cascade); owners of copies
   * elsewhere remove them: other members' digests that named them. Ids only: the address is
   * forgotten by the deletion itself (invitations to it, the dev mailbox), never carried in an
   * event, which the outbox keeps until delivered. `matchIds` are the matches that ended with it
   * (each also announced as `MatchEnded`).
   */
  AccountDeleted: { userId: string; matchIds: string[] };
  /**
   * Sessions of this member ended other than by signing out (password changed, a device signed
   * out from settings, the account deleted): every process forgets the credentials it cached and
   * closes the member's sockets (they reconnect if their session still stands).
   */
  SessionsRevoked: { userId: string };
  /**
   * A moderator suspended or banned this member (announced just before their sessions end): their
   * open pages say why and until when, with the appeal, before they sign out.
   */
  AccountRestricted: { userId: string; kind: "suspension" | "ban"; reason: string; endsAt: string | null };
  /** A moderator told this member something (a warning, a report reviewed): their open pages show it. */
  NoticeAdded: { userId: string };
  /** 18+ confirmed by the server from this date of birth. */
  AgeVerified: { userId: string; dateOfBirth: string };
  /** The profile became complete for the first time. */
  ProfileCompleted: { userId: string };
  /** An uploaded photo was found borderline: it waits, seen by its owner only, for a moderator. */
  PhotoHeld: { userId: string; photoId: string };
  /** A photo was stored for the member (live or held): photo verification looks at whose face it shows. */
  PhotoAdded: { userId: string; photoId: string };
  /** A photo of the member's is gone (they deleted it, or a moderator removed it). */
  PhotoRemoved: { userId: string; photoId: string };
  /** A member's Verified mark came or went (photo verification). */
  VerificationChanged: { userId: string };
  /** Anything discovery filters or shows changed (fields, zip, photos, date of birth). */
  ProfileChanged: { userId: string };
  /** Every question answered (again, possibly): activity records it once and mails the next step. */
  QuizCompleted: { userId: string };
  /**
   * A step of the member's journey was recorded for the first time: its mail is due (activity
   * feature; a delivery of its own, so a mail server's failure is retried without recording twice).
   */
  JourneyMailDue: { userId: string; step: "profile_completed" | "quiz_completed" | "match_created" };
  LikeGiven: { fromUserId: string; toUserId: string };
  MatchCreated: { matchId: string; userIds: [string, string] };
  /** Unmatch: the match and its conversation are gone for both. */
  MatchEnded: { matchId: string; userIds: [string, string] };
  MessageSent: { matchId: string; messageId: string; senderId: string; recipientId: string };
  /** The reader opened the conversation; the other person's messages up to now are read. */
  MessagesRead: {
    matchId: string;
    readerId: string;
    senderId: string;
    senderSeesReceipts: boolean;
    /** The newest message marked (the conversation's order) and when (ISO), for the pages that show it. */
    upTo: string;
    readAt: string;
  };
  /** An Echo chat started, or a choice was made at its end: both pages re-read it. */
  EchoChanged: { matchId: string; userIds: [string, string] };
  UserBlocked: { blockerId: string; blockedId: string };
  /** A block was lifted: the two are strangers (matching forgets their likes and their match). */
  UserUnblocked: { blockerId: string; blockedId: string };
  /** A member saved their safety settings (discovery keeps location sharing in its projection). */
  SafetySettingsChanged: { userId: string };
  SubscriptionChanged: { userId: string };
  /** A member changed a perk choice (Unlocked Mode, the badge, overlays seen): every process forgets its copy. */
  PerkSettingsChanged: { userId: string };
  /** An operator moved a feature flag to another stage (npm run flags): every process reads the stages again. */
  FeatureFlagsChanged: { name: string };
  /** The daily AI Digest was written for the member (notifications may tell them). */
  DigestReady: { userId: string };
  /**
   * Not a domain fact: this process's link to the other processes (Redis) came back, so events
   * may have been missed; realtime clients are told to re-read what they show.
   */
  RealtimeResync: Record<string, never>;
};

export type DomainEventName = keyof DomainEvents;
