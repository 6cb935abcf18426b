/**
 * `npm run moderators -- add EMAIL | remove EMAIL | list`: an operator grants or revokes the
 * moderator role (ADR 0317). A moderator is a member with their own account; the
 * role is a database row, checked on every moderation request, so no process needs telling.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../src/server/db/database.js";
import { createAuthRepository } from "../src/server/features/auth/auth.repository.js";
import { createCasesRepository } from "../src/server/features/moderation/index.js";
import { memberByEmail, runOnAppDatabase } from "./plan-commands.js";

const usage = "Usage: npm run moderators -- add EMAIL | remove EMAIL | list";

export async function addModerator(database: DatabaseHandle, email: string): Promise<string> {
  const member = await memberByEmail(database, email);
  const added = await createCasesRepository(database.db).grant(member.id);
  return added ? `${email} is now a moderator.` : `${email} was already a moderator.`;
}

export async function removeModerator(database: DatabaseHandle, email: string): Promise<string> {
  const member = await memberByEmail(database, email);
  const removed = await createCasesRepository(database.db).revoke(member.id);
  return removed ? `${email} is no longer a moderator.` : `${email} was not a moderator.`;
}

export async function listModerators(database: DatabaseHandle): Promise<string> {
  const rows = await createCasesRepository(database.db).moderators();
  if (rows.length === 0) return "No moderators yet. Add one: npm run moderators -- add EMAIL";
  const auth = createAuthRepository(database.db);
  const lines = await Promise.all(
    rows.map(
      async (m) => `${(await auth.findUserById(m.user_id))?.email ?? m.user_id}\t(since ${m.granted_at.toISOString()})`,
    ),
  );
  return lines.join("\n");
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [given, email, extra] = positionals;
  const command = extra ? undefined : given;
  if (command === "list" && !email) return runOnAppDatabase((database) => listModerators(database));
  if (command === "add" && email) return runOnAppDatabase((database) => addModerator(database, email));
  if (command === "remove" && email) return runOnAppDatabase((database) => removeModerator(database, email));
  console.error(usage);
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
