import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ProfileUpdate } from "#shared/profile-fields";
import { signedInCookie } from "./server-process.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Seeded members around the country, most in big metros (scripts/seed-data.ts): New York has ~13 % of them. */
export const CROWD = 3000;

/**
 * Fills a fresh data folder with the seeded crowd before the server opens it (the embedded
 * database has one process at a time). The member pages are then measured as a member of a real
 * city sees them: discovery with people in it, not an empty grid.
 */
export function seedCrowd(dataDir: string, users = CROWD): void {
  const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--users", String(users)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    // The database the bench's server opens: the embedded one under DATA_DIR, unless DATABASE_URL is set.
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seed.status !== 0) throw new Error("Seeding the bench's crowd failed.");
}

async function call(
  url: string,
  cookie: string,
  method: string,
  route: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Bench setup: ${method} ${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A whole profile in New York: the first-visit set-up dialog (once per member) does not open. */
export const inNewYork = (name: string, gender: "woman" | "man"): ProfileUpdate => ({
  name,
  gender,
  interested_in: ["man", "woman", "non-binary"],
  looking_for: "relationship",
  zip_code: "10001",
  location: "New York, NY",
  bio: "Weekend climber, weekday cook. Looking for someone to share the good bread with.",
  interests: ["Climbing", "Cooking", "Jazz", "Travel"],
  distance_preference: 25,
  age_preference_min: 25,
  age_preference_max: 45,
});

/**
 * The member the signed-in pages are measured as: a whole profile in New York (so no first-visit
 * set-up dialog, which a member sees once), one match and a short conversation with them (so
 * /messages lists a conversation, not "No matches yet"). Made through the API, as a person would.
 */
export async function benchMemberCookie(url: string): Promise<string> {
  const [member, partner] = [await signedInCookie(url), await signedInCookie(url)];
  const memberId = (await call(url, member, "PATCH", "/api/profile", inNewYork("Robin", "woman"))).id as string;
  const partnerId = (await call(url, partner, "PATCH", "/api/profile", inNewYork("Sam", "man"))).id as string;
  await call(url, member, "POST", "/api/likes", { user_id: partnerId });
  const matchId = (await call(url, partner, "POST", "/api/likes", { user_id: memberId })).match_id as string | null;
  if (!matchId) throw new Error("Bench setup: the two bench members did not match.");
  const lines: [string, string][] = [
    [partner, "Hi Robin! Your bread line made me laugh. Sourdough or focaccia?"],
    [member, "Focaccia, always. You climb too?"],
    [partner, "Bouldering on Thursdays. Want to come along this week?"],
  ];
  for (const [cookie, text] of lines)
    await call(url, cookie, "POST", `/api/conversations/${matchId}/messages`, { message_text: text });
  return member;
}
