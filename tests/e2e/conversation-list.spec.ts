import { expect, request as requests, type APIRequestContext } from "@playwright/test";
import { MessageLimits } from "#shared/limits";
import { MessageText } from "#shared/messages";
import { confirmedUser, latestLink, newContext, newEmail, PASSWORD, patchProfile, test } from "./support";

/** A confirmed member known only to the API (a request context holding their session). */
async function apiMember(baseURL: string, name: string): Promise<{ request: APIRequestContext; id: string }> {
  const request = await requests.newContext({ baseURL });
  const email = newEmail("list");
  expect(
    (
      await request.post("/api/auth/sign-up", { data: { email, password: PASSWORD, date_of_birth: "1990-05-02" } })
    ).status(),
  ).toBe(201);
  expect((await request.get(await latestLink(request, email, "Confirm your email"))).ok()).toBe(true);
  const res = await request.patch("/api/profile", { data: { name, gender: "woman" } });
  expect(res.status()).toBe(200);
  return { request, id: ((await res.json()) as { id: string }).id };
}

const NAMES =
  "Abby Bree Cara Dena Elle Faye Gwen Hope Iris Jade Kate Lena Mara Nina Opal Pia Quin Rose Sara Tess Uma Vera Wren Xena Yara Zoe Alma Bea Cleo Dora Edie".split(
    " ",
  );

test("a member with more conversations than a page scrolls to the rest, and opens one further down by its address", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  expect(NAMES.length).toBe(MessageLimits.conversationPageSize + 1);
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await confirmedUser(page, "list-owner");
  const { id: myId } = (await patchProfile(page, { name: "Milo", gender: "man" })) as { id: string };
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));

  // Matched with each in turn: the first match is the least recent, so it is on the second page.
  const partners: { request: APIRequestContext; matchId: string }[] = [];
  for (const name of NAMES) {
    const partner = await apiMember(baseURL!, name);
    expect((await partner.request.post("/api/likes", { data: { user_id: myId } })).status()).toBe(200);
    const liked = await page.request.post("/api/likes", { data: { user_id: partner.id } });
    partners.push({ request: partner.request, matchId: ((await liked.json()) as { match_id: string }).match_id });
  }

  await page.goto("/messages");
  const list = page.getByRole("list", { name: "Your conversations" });
  const rows = list.getByRole("button", { name: /You matched/ });
  await expect(rows).toHaveCount(MessageLimits.conversationPageSize);
  await expect(rows.first()).toContainText("Edie");
  await expect(list.getByText("Abby")).toHaveCount(0);
  // Scrolling to the end of the list brings the next page: the first match, and nothing more to ask.
  await list.getByRole("button", { name: MessageText.moreConversations }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(NAMES.length);
  await expect(rows.last()).toContainText("Abby");
  await expect(list.getByRole("button", { name: MessageText.moreConversations })).toHaveCount(0);

  // Opened by its address, a conversation the list's first page does not hold opens all the same.
  const first = partners[0]!;
  await page.goto(`/messages?match=${first.matchId}`);
  const thread = page.getByRole("region", { name: "Abby" });
  await expect(thread.getByText("No messages yet. Say hello to Abby!")).toBeVisible();
  // Abby writes: her conversation comes to the top of the list, live.
  expect(
    (
      await first.request.post(`/api/conversations/${first.matchId}/messages`, {
        data: { message_text: "Still here!" },
      })
    ).status(),
  ).toBe(201);
  await expect(thread.getByRole("listitem").filter({ hasText: "Still here!" })).toBeVisible();
  await page.getByRole("button", { name: "Back to conversations" }).click();
  const top = list.getByRole("listitem").first();
  await expect(top).toContainText("Abby");
  await expect(top).toContainText("Still here!");
  await Promise.all(partners.map((p) => p.request.dispose()));
  await context.close();
});
