import {
  ErrorCode,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from "@openfeature/server-sdk";
import type { FlagStage } from "#shared/early-access";

/**
 * Our OpenFeature provider: flags' stages as kept in the database (read into memory at start and
 * again whenever an operator changes one, in every process: FeatureFlagsChanged), evaluated here on
 * the server. A flag in early access is on for a member whose context says both `earlyAccess`
 * (their plan includes it) and `optedIn` (they switched it on); off and everyone need no context.
 */
export class DatabaseFlagProvider implements Provider {
  readonly metadata = { name: "unlocked-database-flags" } as const;
  readonly runsOn = "server" as const;
  private stages = new Map<string, FlagStage>();

  constructor(private readonly load: () => Promise<{ name: string; stage: FlagStage }[]>) {}

  async initialize(): Promise<void> {
    await this.reload();
  }

  /** Reads every flag's stage again (an operator changed one, or changes may have been missed). */
  async reload(): Promise<void> {
    this.stages = new Map((await this.load()).map((f) => [f.name, f.stage]));
  }

  stageOf(name: string): FlagStage | undefined {
    return this.stages.get(name);
  }

  async resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    const stage = this.stages.get(flagKey);
    if (!stage)
      return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND };
    if (stage === "off") return { value: false, variant: stage, reason: StandardResolutionReasons.DISABLED };
    if (stage === "everyone") return { value: true, variant: stage, reason: StandardResolutionReasons.STATIC };
    return {
      value: context["earlyAccess"] === true && context["optedIn"] === true,
      variant: stage,
      reason: StandardResolutionReasons.TARGETING_MATCH,
    };
  }

  private typeMismatch<T>(defaultValue: T): Promise<ResolutionDetails<T>> {
    return Promise.resolve({
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  }
  // Our flags are booleans (on or off for a member); other kinds are not ours to answer.
  resolveStringEvaluation(_: string, defaultValue: string) {
    return this.typeMismatch(defaultValue);
  }
  resolveNumberEvaluation(_: string, defaultValue: number) {
    return this.typeMismatch(defaultValue);
  }
  resolveObjectEvaluation<T extends JsonValue>(_: string, defaultValue: T) {
    return this.typeMismatch(defaultValue);
  }
}
