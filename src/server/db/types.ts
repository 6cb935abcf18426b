import type { ColumnType, Generated } from "kysely";
import type { PlanCode } from "#shared/plans";
import type { MomentType, PromptSource } from "#shared/memory-vault";

/** Kysely table types; column names are the SQL ones (snake_case). Keep in step with migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgeVerificationsTable {
  user_id: string;
  is_verified: boolean;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  verified_at: Generated<Date>;
}

export interface UserEventsTable {
  id: Generated<number>;
  user_id: string;
  event_type: string;
  event_data: ColumnType<unknown, string | undefined, string>;
  event_key: string | null;
  created_at: Generated<Date>;
}

export interface ReportMessagesTable {
  report_id: string;
  message_id: string;
  from_reporter: boolean;
  message_text: string;
  sent_at: Date;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Generated<Date>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface DevMailsTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
}

export interface InvitationsTable {
  id: Generated<number>;
  sender_id: string;
  recipient_email: string;
  message: string | null;
  created_at: Generated<Date>;
}

export interface FaqsTable {
  id: Generated<number>;
  topic: string;
  question: string;
  answer: string;
}

export interface ProfilesTable {
  id: string;
  name: string | null;
  bio: string | null;
  gender: string | null;
  location: string | null;
  occupation: string | null;
  education: string | null;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  avatar_url: string | null;
  /** 'YYYY-MM-DD' */
  date_of_birth: string | null;
  height: number | null;
  looking_for: string | null;
  interested_in: string[] | null;
  distance_preference: Generated<number>;
  age_preference_min: Generated<number>;
  age_preference_max: Generated<number>;
  zip_code: string | null;
  lat: number | null;
  lon: number | null;
  last_online: Timestamp | null;
  /** Set once, the first time the profile is complete (ProfileCompleted is emitted then). */
  completed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface SafetySettingsTable {
  user_id: string;
  allow_messages_from_new_matches: Generated<boolean>;
  require_age_verification: Generated<boolean>;
  block_explicit_content: Generated<boolean>;
  location_sharing_enabled: Generated<boolean>;
  profile_visibility: Generated<"public" | "matches_only" | "private">;
  updated_at: Generated<Date>;
}

export interface PhotosTable {
  id: string;
  user_id: string;
  storage_key: string;
  url: string;
  created_at: Generated<Date>;
}

export interface QuestionsTable {
  id: Generated<number>;
  text: string;
  question_type: "likert" | "choice";
  options: ColumnType<string[], string, string>;
  dimension: string;
}

export interface QuizAnswersTable {
  user_id: string;
  question_id: number;
  answer: number;
  updated_at: Generated<Date>;
}

export interface LikesTable {
  from_user_id: string;
  to_user_id: string;
  kind: "like" | "pass";
  created_at: Generated<Date>;
}

/** Discovery's projection of discoverable members (matching feature; migration 0007). */
export interface DiscoveryCandidatesTable {
  user_id: string;
  name: string;
  gender: string;
  interested_in: string[];
  date_of_birth: string;
  age_min: number;
  age_max: number;
  distance_preference: number;
  lat: number | null;
  lon: number | null;
  /** earthdistance's `earth`: written with ll_to_earth(lat, lon), never read back. */
  place: ColumnType<never, unknown, unknown>;
  city: string | null;
  looking_for: string | null;
  avatar_url: string | null;
  has_photo: boolean;
  interests: string[];
  /** answers[question id] = the chosen option's index, null when unanswered. */
  answers: (number | null)[];
  search_text: string;
  /** The member's location_sharing_enabled (safety): off, others see a coarse distance. */
  shares_location: boolean;
  /** Ranked first among equally compatible candidates until then (a Plus or Beyond plan). */
  priority_until: Timestamp | null;
  updated_at: Generated<Date>;
}

export interface MatchesTable {
  id: Generated<string>;
  user1_id: string;
  user2_id: string;
  created_at: Generated<Date>;
}

/** A match's conversation (messaging feature; migration 0010). */
export interface MessagesTable {
  id: Generated<string>;
  match_id: string;
  sender_id: string;
  message_text: string;
  created_at: Generated<Date>;
  read_at: Timestamp | null;
}

/** Messages sent per member per UTC day (messaging feature). */
export interface MessageAllowanceTable {
  user_id: string;
  /** 'YYYY-MM-DD', UTC */
  day: string;
  sent: number;
}

/** Who has been shown to whom in discovery (matching feature, migration 0015). */
export interface DiscoverySeenTable {
  viewer_id: string;
  candidate_id: string;
  /** 'YYYY-MM-DD', UTC */
  first_day: string;
}

/** New people shown per free member per UTC day (matching feature). */
export interface DiscoveryAllowanceTable {
  user_id: string;
  day: string;
  shown: number;
}

/** A plan a member holds (subscriptions feature, migration 0013); no row = never had it. */
export interface MembershipsTable {
  user_id: string;
  plan: PlanCode;
  /** Access runs to here; null = for good (the lifetime add-on). */
  period_end: Timestamp | null;
  /** Renews by itself; false once cancelled (access kept to period_end). */
  renews: Generated<boolean>;
  provider: "paypal" | "test" | "grant";
  provider_subscription_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The ledger (payments feature): checkouts, renewals, refunds, in cents. */
export interface PaymentsTable {
  id: Generated<string>;
  /** Null once the member deleted their account (the ledger is kept for the accounts). */
  user_id: string | null;
  plan: PlanCode;
  provider: "paypal" | "test";
  kind: "checkout" | "renewal" | "refund";
  /** PayPal's order or subscription id for a checkout. */
  provider_ref: string | null;
  /** The provider's transaction (capture, sale, test approval): unique, so it applies once. */
  provider_txn_id: string | null;
  amount_cents: number;
  currency: string;
  status: "pending" | "completed" | "cancelled" | "failed" | "refunded";
  /** Why a payment failed, in the provider's words (never card data). */
  failure: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Provider notifications already handled (webhooks arrive more than once). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: Generated<Date>;
}

/** Safety (migration 0011). */
export interface UserReportsTable {
  id: Generated<string>;
  /** Null once the reporter deleted their account (the report stays for review). */
  reporter_id: string | null;
  reported_user_id: string;
  reason: string;
  description: string | null;
  created_at: Generated<Date>;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_user_id: string;
  created_at: Generated<Date>;
}

/** Memory Vault (memory-vault feature, migration 0016). */
export interface MemoryVaultMatchesTable {
  id: Generated<string>;
  user_id: string;
  match_id: string;
  note: string | null;
  saved_at: Generated<Date>;
}
export interface MemoryVaultPromptsTable {
  id: Generated<string>;
  user_id: string;
  text: string;
  source: PromptSource;
  context: string | null;
  saved_at: Generated<Date>;
}
export interface MemoryVaultMomentsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: string | null;
  moment_type: MomentType;
  notes: string | null;
  tags: string[];
  match_id: string | null;
  saved_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A jsonb column: written as JSON text (both drivers take it), read as parsed JSON. */
type Json = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

/** Connection DNA (connection-dna feature, migration 0017); sections are JSON documents. */
export interface ConnectionDnaProfilesTable {
  user_id: string;
  emotional_intelligence: NullableJson;
  love_language: NullableJson;
  communication_style: NullableJson;
  compatibility_analysis: NullableJson;
  next_questions: Json;
  answered: number;
  total_questions: number;
  insights_hash: string | null;
  computed_at: Timestamp;
}
export interface ConnectionDnaInsightsTable {
  id: Generated<string>;
  user_id: string;
  insight_type: string;
  title: string;
  description: string;
  /** Normalised to a list when read (part 2 §3). */
  actionable_steps: Json;
  created_at: Generated<Date>;
}

/** The AI Digest (ai-digest feature, migration 0018). */
export interface CompatibilityDigestsTable {
  id: Generated<string>;
  user_id: string;
  /** 'YYYY-MM-DD', UTC */
  digest_date: string;
  generated_at: Timestamp;
  content: Json;
}

/** Echo chats (messaging feature, migration 0019). */
export interface EchoLimitedChatsTable {
  match_id: string;
  started_by: string;
  started_at: Timestamp;
  kept_at: Timestamp | null;
}
export interface EchoReflectionSendsTable {
  match_id: string;
  user_id: string;
  day_index: number;
}
export interface EchoChoicesTable {
  match_id: string;
  user_id: string;
  choice: "keep" | "let_go";
  chosen_at: Generated<Date>;
}

/** A member's data export (account feature). */
export interface DataExportsTable {
  id: string;
  user_id: string;
  status: "pending" | "ready" | "failed" | "expired";
  requested_at: Timestamp;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
  storage_key: string | null;
  size_bytes: number | null;
}

/** A call the server let ring, until it ends or expires (video-calls feature). */
export interface VideoCallsTable {
  id: string;
  match_id: string;
  caller_id: string;
  callee_id: string;
  accepted_at: Date | null;
  expires_at: Date;
}

/** A browser a member turned push on in (notifications feature). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Timestamp>;
}

/** What a member wants to hear about, by push and by mail (notifications feature). */
export interface NotificationSettingsTable {
  user_id: string;
  matches: Generated<boolean>;
  messages: Generated<boolean>;
  message_previews: Generated<boolean>;
  digest: Generated<boolean>;
  product_mail: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  age_verifications: AgeVerificationsTable;
  data_exports: DataExportsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_settings: NotificationSettingsTable;
  user_events: UserEventsTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  report_messages: ReportMessagesTable;
  dev_mails: DevMailsTable;
  invitations: InvitationsTable;
  faqs: FaqsTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  safety_settings: SafetySettingsTable;
  questions: QuestionsTable;
  quiz_answers: QuizAnswersTable;
  likes: LikesTable;
  matches: MatchesTable;
  discovery_candidates: DiscoveryCandidatesTable;
  messages: MessagesTable;
  message_allowance: MessageAllowanceTable;
  memberships: MembershipsTable;
  discovery_seen: DiscoverySeenTable;
  discovery_allowance: DiscoveryAllowanceTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  user_reports: UserReportsTable;
  user_blocks: UserBlocksTable;
  memory_vault_matches: MemoryVaultMatchesTable;
  memory_vault_prompts: MemoryVaultPromptsTable;
  memory_vault_moments: MemoryVaultMomentsTable;
  connection_dna_profiles: ConnectionDnaProfilesTable;
  connection_dna_insights: ConnectionDnaInsightsTable;
  compatibility_digests: CompatibilityDigestsTable;
  echo_limited_chats: EchoLimitedChatsTable;
  echo_choices: EchoChoicesTable;
  echo_reflection_sends: EchoReflectionSendsTable;
  video_calls: VideoCallsTable;
}
