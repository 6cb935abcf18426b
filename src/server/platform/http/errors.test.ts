import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.js";

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached", () => {
  it("is recognised however it surfaces: refused, shut down, starting up, lost, or wrapped by a library", () => {
    for (const err of [
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("08006", "connection failure"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      // better-auth's session lookup (seen while PostgreSQL restarted under load).
      new Error("Failed to get session", {
        cause: pgError("57P01", "terminating connection due to administrator command"),
      }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("is not confused with the client's or our own mistakes", () => {
    for (const err of [
      pgError("23505", "duplicate key"),
      pgError("22P02", "invalid input syntax"),
      new Error("Cannot read properties of undefined"),
      new Error("wrapped", { cause: new Error("plain") }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
