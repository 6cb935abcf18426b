import { describe, expect, it } from "vitest";
import { entitlementNames, entitlementsOf, planPerks, type Entitlement, type PlanCode } from "./plans.js";

const granted = (plan: PlanCode) =>
  new Set(entitlementNames.filter((name) => entitlementsOf([plan])[name]) as Entitlement[]);

describe("what each plan sells", () => {
  it("lists only perks the plan's entitlements deliver, and every entitlement it grants is listed", () => {
    const cards = [
      ["unlocked-plus", planPerks["unlocked-plus"]],
      ["unlocked-beyond", planPerks["unlocked-beyond"]],
      ["unlocked-echo-monthly", planPerks.echo],
      ["unlocked-echo-lifetime", planPerks.echo],
    ] as const;
    for (const [plan, perks] of cards) {
      const grants = granted(plan);
      const listed = new Set(perks.flatMap((p) => p.entitlements));
      for (const perk of perks) {
        expect(perk.entitlements.length, perk.label).toBeGreaterThan(0);
        for (const e of perk.entitlements) expect(grants.has(e), `${plan} lists "${perk.label}" (${e})`).toBe(true);
      }
      expect(
        [...grants].filter((e) => !listed.has(e)),
        `${plan} grants what its card does not say`,
      ).toEqual([]);
    }
  });

  it("gives a free member none of them, and Beyond everything Plus has", () => {
    expect(Object.values(entitlementsOf([])).some(Boolean)).toBe(false);
    for (const e of granted("unlocked-plus")) expect(granted("unlocked-beyond").has(e), e).toBe(true);
  });
});
