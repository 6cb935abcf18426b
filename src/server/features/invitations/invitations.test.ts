import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InviteText } from "#shared/messages";
import { createUser, mailbox, uniqueEmail } from "../../../../tests/support/auth-helpers.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/invitations",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("invitations", () => {
  it("needs a signed-in sender", async () => {
    expect((await invite(undefined, { email: uniqueEmail("friend") })).statusCode).toBe(401);
  });

  it("validates the address with the spec's messages and sends nothing", async () => {
    const { cookie } = await createUser(t.app);
    const empty = await invite(cookie, { email: "  " });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error.message).toBe(InviteText.emailRequired.description);
    const bad = await invite(cookie, { email: "friend@" });
    expect(json(bad).error.message).toBe("Invalid email address");
    const long = await invite(cookie, { email: uniqueEmail("f"), message: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
  });

  it("mails a real invitation with the personal message, once per address per minute", async () => {
    const { cookie, email: sender } = await createUser(t.app);
    const friend = uniqueEmail("friend");
    const res = await invite(cookie, { email: friend, message: "Come find your people, Sam!" });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailbox(t.app, friend);
    expect(mail!.subject).toBe("You're invited to Unlocked");
    expect(mail!.text).toContain("Come find your people, Sam!");
    expect(mail!.text).toContain(sender);
    expect(mail!.links).toContain("http://localhost:3000/auth");

    const again = await invite(cookie, { email: friend });
    expect(again.statusCode).toBe(429);
    expect(await mailbox(t.app, friend)).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom("invitations")
      .selectAll()
      .where("recipient_email", "=", friend)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("limits how many invitations one member sends per hour", async () => {
    const { cookie } = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await invite(cookie, { email: uniqueEmail(`bulk${i}`) })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
