/**
 * The database as TypeScript sees it: the tables are generated from the migrated schema by
 * kysely-codegen (`npm run db:types`, into schema.generated.ts; CI fails when it is out of date),
 * and named here as the repositories use them.
 */
import type { DB } from "./schema.generated.js";

export type Database = DB;
export type UsersTable = DB["users"];
export type SessionsTable = DB["sessions"];
export type AccountsTable = DB["accounts"];
export type VerificationsTable = DB["verifications"];
export type AgeVerificationsTable = DB["age_verifications"];
export type DataExportsTable = DB["data_exports"];
export type PushSubscriptionsTable = DB["push_subscriptions"];
export type NotificationSettingsTable = DB["notification_settings"];
export type UserEventsTable = DB["user_events"];
export type RateLimitsTable = DB["rate_limits"];
export type IdempotencyKeysTable = DB["idempotency_keys"];
export type ReportMessagesTable = DB["report_messages"];
export type DevMailsTable = DB["dev_mails"];
export type InvitationsTable = DB["invitations"];
export type FaqsTable = DB["faqs"];
export type ProfilesTable = DB["profiles"];
export type PhotosTable = DB["photos"];
export type SafetySettingsTable = DB["safety_settings"];
export type QuestionsTable = DB["questions"];
export type QuizAnswersTable = DB["quiz_answers"];
export type LikesTable = DB["likes"];
export type MatchesTable = DB["matches"];
export type DiscoveryCandidatesTable = DB["discovery_candidates"];
export type MessagesTable = DB["messages"];
export type MessageAllowanceTable = DB["message_allowance"];
export type MembershipsTable = DB["memberships"];
export type DiscoverySeenTable = DB["discovery_seen"];
export type DiscoveryAllowanceTable = DB["discovery_allowance"];
export type PaymentsTable = DB["payments"];
export type PaymentEventsTable = DB["payment_events"];
export type UserReportsTable = DB["user_reports"];
export type UserBlocksTable = DB["user_blocks"];
export type MemoryVaultMatchesTable = DB["memory_vault_matches"];
export type MemoryVaultPromptsTable = DB["memory_vault_prompts"];
export type MemoryVaultMomentsTable = DB["memory_vault_moments"];
export type ConnectionDnaProfilesTable = DB["connection_dna_profiles"];
export type ConnectionDnaInsightsTable = DB["connection_dna_insights"];
export type CompatibilityDigestsTable = DB["compatibility_digests"];
export type EchoLimitedChatsTable = DB["echo_limited_chats"];
export type EchoChoicesTable = DB["echo_choices"];
export type EchoReflectionSendsTable = DB["echo_reflection_sends"];
export type VideoCallsTable = DB["video_calls"];
