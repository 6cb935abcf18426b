import { randomUUID } from "node:crypto";
import { OpenFeature } from "@openfeature/server-sdk";
import { ErrorCodes } from "#shared/errors";
import { EarlyAccessText, flagNames, type EarlyAccess, type FlagName, type FlagStage } from "#shared/early-access";
import { DomainError } from "../../platform/errors.js";
import type { EarlyAccessRepository } from "./early-access.repository.js";
import { DatabaseFlagProvider } from "./flag-provider.js";

type Deps = {
  repo: EarlyAccessRepository;
  /** Asked of subscriptions: does the member's plan include early access (Unlocked+, Beyond)? */
  entitled: (userId: string) => Promise<boolean>;
  log: (err: unknown, message: string) => void;
};

/**
 * Feature flags through OpenFeature's server SDK with our provider over the database: the web app
 * asks the server, never decides itself. Each app has its own OpenFeature domain (tests run
 * several apps in one process; OpenFeature's API is a process-wide singleton).
 */
export function createEarlyAccessService({ repo, entitled, log }: Deps) {
  const provider = new DatabaseFlagProvider(() => repo.stages());
  const domain = `unlocked-${randomUUID()}`;
  const ready = OpenFeature.setProviderAndWait(domain, provider).catch((err: unknown) =>
    log(err, "feature flags could not be read; every flag is off until they are"),
  );
  const client = OpenFeature.getClient(domain);

  async function enabled(userId: string, name: FlagName, optedIn?: boolean): Promise<boolean> {
    await ready;
    const [earlyAccess, optIns] = await Promise.all([
      entitled(userId),
      optedIn === undefined ? repo.optedIn(userId) : Promise.resolve(null),
    ]);
    return client.getBooleanValue(name, false, {
      targetingKey: userId,
      earlyAccess,
      optedIn: optedIn ?? optIns!.has(name),
    });
  }

  /** What /settings lists: each flagged feature, its stage, and whether it is on for the member. */
  async function forMember(userId: string): Promise<EarlyAccess> {
    await ready;
    const [plan, optIns] = await Promise.all([entitled(userId), repo.optedIn(userId)]);
    const features = await Promise.all(
      flagNames.map(async (name) => ({
        name,
        stage: provider.stageOf(name) ?? ("off" as FlagStage),
        enabled: await enabled(userId, name, optIns.has(name)),
        opted_in: optIns.has(name),
      })),
    );
    return { entitled: plan, features };
  }

  return {
    enabled,
    forMember,

    /** Every flag's stage was read again (an operator changed one, in this or another process). */
    reload: () => provider.reload().catch((err: unknown) => log(err, "feature flags could not be read again")),

    /** A member switches an early-access feature on or off for themselves (off is always allowed). */
    async choose(userId: string, name: FlagName, on: boolean): Promise<EarlyAccess> {
      if (on) {
        if (!(await entitled(userId)))
          throw new DomainError("forbidden", ErrorCodes.premiumRequired, EarlyAccessText.required);
        await ready;
        if (provider.stageOf(name) !== "early_access")
          throw new DomainError("conflict", ErrorCodes.notInEarlyAccess, EarlyAccessText.notInEarlyAccess);
        await repo.optIn(userId, name);
      } else {
        await repo.optOut(userId, name);
      }
      return forMember(userId);
    },
  };
}
export type EarlyAccessService = ReturnType<typeof createEarlyAccessService>;
