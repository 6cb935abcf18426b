import { ageVerificationStatusSchema } from "#shared/auth";
import { connectionDnaSchema } from "#shared/connection-dna";
import { distanceResponseSchema, formatDistance } from "#shared/distance";
import { echoChatsSchema } from "#shared/echo";
import { ErrorCodes } from "#shared/errors";
import { vaultSchema } from "#shared/memory-vault";
import { plans } from "#shared/plans";
import { ownProfileSchema } from "#shared/profiles";
import { safetySettingsSchema } from "#shared/safety";
import { sessionResponseSchema } from "#shared/session";
import { selfTestEchoTimeoutMs, selfTestZips, SelfTestText, type SelfTestCheckId } from "#shared/self-test";
import { subscriptionStatusSchema } from "#shared/subscriptions";
import { callConfigSchema } from "#shared/video-calls";
import { api, ApiError } from "../../lib/api";
import { realtimeSocket } from "../../lib/realtime-socket";
import { readHealth } from "./api";

/** A check resolves with what it found, or throws an Error saying what failed. */
export type Check = () => Promise<string>;

/** A premium read: its data, or null when the plan does not include it (a working answer). */
async function premiumRead<T>(path: string, contract: { parse(data: unknown): T }): Promise<T | null> {
  try {
    return await api(path, contract);
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCodes.premiumRequired) return null;
    throw err;
  }
}

/** The tab's realtime socket answers a ping with a pong carrying its id (the socket may still be opening). */
async function realtimeEcho(): Promise<number> {
  // Unique per ping, so a pong is matched to this check and no other.
  const id = `self-test-${crypto.randomUUID()}`;
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    let retry: ReturnType<typeof setInterval> | undefined;
    const done = (fn: () => void) => {
      clearInterval(retry);
      clearTimeout(timeout);
      unsubscribe();
      fn();
    };
    const unsubscribe = realtimeSocket.subscribe((message) => {
      if (message.type === "pong" && message.id === id) done(() => resolve(Math.round(performance.now() - started)));
    });
    const timeout = setTimeout(
      () => done(() => reject(new Error("The realtime channel did not answer"))),
      selfTestEchoTimeoutMs,
    );
    const trySend = () => realtimeSocket.send({ type: "ping", id }) && clearInterval(retry);
    if (!trySend()) retry = setInterval(trySend, 200);
  });
}

async function mediaDevices(): Promise<{ cameras: number; microphones: number }> {
  if (!navigator.mediaDevices?.enumerateDevices) throw new Error("This browser cannot list cameras and microphones");
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((d) => d.kind === "videoinput").length,
    microphones: devices.filter((d) => d.kind === "audioinput").length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The 11 checks of part 2 §2, each a real round trip. */
export const checks: Record<SelfTestCheckId, Check> = {
  async auth() {
    const { user } = await api("/api/auth/session", sessionResponseSchema);
    if (!user) throw new Error(SelfTestText.notSignedIn);
    return `Signed in${user.email_verified ? ", email confirmed" : ""}`;
  },
  async database() {
    const health = await readHealth();
    const db = health.checks.find((c) => c.name === "database");
    if (!db || db.status !== "ok") throw new Error(`The database did not answer${db ? `: ${db.detail}` : ""}`);
    return `Answered: ${db.detail}`;
  },
  async subscription() {
    const status = await api("/api/subscription", subscriptionStatusSchema);
    const tier = status.subscription_tier === "free" ? "Free" : plans[status.subscription_tier].shortName;
    return `Plan: ${tier}${status.echo_addon ? " + Echo Amplified" : ""}`;
  },
  async profile() {
    const profile = await api("/api/profile", ownProfileSchema);
    return profile.name ? `Profile of ${profile.name} read` : "Profile read (no name yet)";
  },
  async safety() {
    const settings = await api("/api/safety-settings", safetySettingsSchema);
    return `Settings read: profile visibility ${settings.profile_visibility.replace("_", " ")}`;
  },
  async age() {
    const status = await api("/api/auth/age-verification", ageVerificationStatusSchema);
    return status.is_verified ? "Status read: verified" : "Status read: not verified yet";
  },
  async dna() {
    const dna = await premiumRead("/api/connection-dna", connectionDnaSchema);
    if (!dna) return SelfTestText.notInPlan;
    return dna.status === "ready"
      ? "Your Connection DNA is ready"
      : `Read: ${dna.answered} of ${dna.total_questions} questions answered so far`;
  },
  async vault() {
    const vault = await premiumRead("/api/memory-vault", vaultSchema);
    if (!vault) return SelfTestText.notInPlan;
    return `Read: ${plural(vault.matches.length, "match", "matches")}, ${plural(vault.prompts.length, "prompt", "prompts")}, ${plural(vault.moments.length, "moment", "moments")}`;
  },
  async echo() {
    const [echo, ms] = await Promise.all([api("/api/echo-chats", echoChatsSchema), realtimeEcho()]);
    const chats = plural(echo.chats.length, "Echo chat", "Echo chats");
    return `${echo.can_start ? chats : `${chats}; starting new ones is not included in your plan`}. Realtime echo in ${ms} ms`;
  },
  async video() {
    const [devices, config, status] = await Promise.all([
      mediaDevices(),
      api("/api/calls/config", callConfigSchema),
      api("/api/subscription", subscriptionStatusSchema),
    ]);
    const found = `${plural(devices.cameras, "camera", "cameras")}, ${plural(devices.microphones, "microphone", "microphones")}`;
    const relay = config.ice_servers.length
      ? plural(config.ice_servers.length, "relay server", "relay servers")
      : "direct connections";
    return `${found}; signalling answers (${relay})${status.entitlements.videoChat ? "" : `. ${SelfTestText.callsNotInPlan}`}`;
  },
  async distance() {
    const result = await api("/api/distance", distanceResponseSchema, { body: selfTestZips });
    return `${selfTestZips.zipCode1} to ${selfTestZips.zipCode2}: ${formatDistance(result.distance)}`;
  },
};
