import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.js";

const ada = { id: "ada", email: "ada@example.com", emailVerified: true } as never;
const bo = { id: "bo", email: "bo@example.com", emailVerified: true } as never;

describe("session cache", () => {
  it("keeps a session a minute at most, never past its expiry, and forgets a member's sessions when told", () => {
    let clock = 0;
    const cache = createSessionCache({ now: () => clock });
    cache.set("cred-a", ada, new Date(10 * 60_000));
    cache.set("cred-a2", ada, new Date(30_000)); // expires in 30 s
    cache.set("cred-b", bo, new Date(10 * 60_000));

    clock = 29_999;
    expect(cache.get("cred-a2")).toBe(ada);
    clock = 30_000;
    expect(cache.get("cred-a2")).toBeUndefined();
    clock = 59_999;
    expect(cache.get("cred-a")).toBe(ada);
    clock = 60_000;
    expect(cache.get("cred-a")).toBeUndefined();

    cache.set("cred-a", ada, new Date(10 * 60_000));
    cache.set("cred-b", bo, new Date(10 * 60_000));
    cache.evictUser("ada"); // SessionsRevoked
    expect(cache.get("cred-a")).toBeUndefined();
    expect(cache.get("cred-b")).toBe(bo);
    cache.clear(); // RealtimeResync: announcements may have been missed
    expect(cache.get("cred-b")).toBeUndefined();
  });
});
