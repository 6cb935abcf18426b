import { describe, expect, it } from "vitest";
import { localMoment } from "./local-time";

const words = { today: (t: string) => `today at ${t}`, tomorrow: (t: string) => `tomorrow at ${t}` };

describe("localMoment", () => {
  it("says today or tomorrow by the member's own calendar day", () => {
    const now = new Date(2026, 10, 29, 15, 0);
    expect(localMoment(new Date(2026, 10, 29, 19, 0), now, words)).toMatch(/^today at 7:00/);
    expect(localMoment(new Date(2026, 10, 30, 1, 0), now, words)).toMatch(/^tomorrow at 1:00/);
  });
});
