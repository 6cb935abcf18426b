import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../http/errors.js";
import { createJobQueue } from "./job-queue.js";

describe("the job queue while its database is away", () => {
  it("keeps the process up, and a write that needs the queue fails as the database being away (a 503)", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    const errors: unknown[] = [];
    const jobs = createJobQueue({
      executeSql: async () => {
        throw refused;
      },
      enabled: false,
      onError: (err) => errors.push(err),
    });
    await jobs.start();
    expect(errors).toEqual([refused]);
    const failure = await jobs
      .insert("domain-events", [{ id: "x", data: {}, startAfterSeconds: 1 }])
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await jobs.stop();
  });
});
