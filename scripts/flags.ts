/**
 * `npm run flags -- list` and `npm run flags -- set NAME STAGE`: an operator moves a feature through
 * its stages (off → early_access → everyone). The change is a database row, announced to every
 * running process (FeatureFlagsChanged over Redis when REDIS_URL is set), so none restarts.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { flagStages, type FlagStage } from "#shared/early-access";
import type { DatabaseHandle } from "../src/server/db/database.js";
import { createEarlyAccessRepository } from "../src/server/features/early-access/index.js";
import type { EventBus } from "../src/server/platform/events/event-bus.js";
import { CommandError, runOnAppDatabase } from "./plan-commands.js";

const usage = `Usage: npm run flags -- list | set NAME STAGE   (STAGE: ${flagStages.join(", ")})`;

export async function listFlags(database: DatabaseHandle): Promise<string> {
  const rows = await createEarlyAccessRepository(database.db).stages();
  return rows.map((f) => `${f.name}\t${f.stage}\t(since ${f.updated_at.toISOString()})`).join("\n");
}

export async function setFlag(database: DatabaseHandle, name: string, stage: string, bus?: EventBus): Promise<string> {
  if (!(flagStages as readonly string[]).includes(stage)) throw new CommandError(usage);
  const found = await createEarlyAccessRepository(database.db).setStage(name, stage as FlagStage);
  if (!found) throw new CommandError(`No feature flag is called "${name}". See: npm run flags -- list`);
  await bus?.emit("FeatureFlagsChanged", { name });
  return `${name}: ${stage}`;
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, name, stage] = positionals;
  if (command === "list" && !name) return runOnAppDatabase((database) => listFlags(database));
  if (command === "set" && name && stage)
    return runOnAppDatabase((database, bus) => setFlag(database, name, stage, bus));
  console.error(usage);
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
