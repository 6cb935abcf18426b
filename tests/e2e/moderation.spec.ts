import { expect } from "@playwright/test";
import { ModerationText } from "#shared/moderation";
import { ReportFollowUpText, RestrictedText } from "#shared/phone-first-messages";
import { SafetyText } from "#shared/messages";
import { expectNoAxeViolations, matchedPair, moderatorPage, newContext, PASSWORD, test } from "./support";

test("a report from a conversation reaches a moderator, whose suspension signs the member out live; an appeal lifts it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { a, b, matchId, close } = await matchedPair(browser, "moderated", [
    { name: "Nia", gender: "woman" },
    { name: "Omar", gender: "man" },
  ]);
  const omarEmail = (await (await b.request.get("/api/auth/session")).json()).user.email as string;
  expect(
    (
      await b.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: "Answer me right now" } })
    ).status(),
  ).toBe(201);

  // Nia reports Omar from their conversation.
  await a.goto(`/messages?match=${matchId}`);
  const conversation = a.getByRole("region", { name: "Omar" });
  await expect(conversation.getByText("Answer me right now")).toBeVisible();
  await conversation.getByRole("button", { name: "More actions for Omar" }).click();
  await a.getByRole("menuitem", { name: "Report" }).click();
  const dialog = a.getByRole("dialog", { name: "Report Omar" });
  await dialog.getByRole("radio", { name: "Harassment" }).check();
  await dialog.getByLabel("Details (optional)").fill("He keeps demanding answers");
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(a.getByText(SafetyText.reported.description)).toBeVisible();
  await a.getByRole("dialog", { name: ReportFollowUpText.title }).getByRole("button", { name: "Done" }).click();

  // The moderator finds the case, with the conversation as Nia saw it.
  const modContext = await newContext(browser);
  const mod = await modContext.newPage();
  await moderatorPage(mod);
  await mod.goto("/moderation");
  await expect(mod.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await expectNoAxeViolations(mod, "/moderation");
  await mod.getByRole("link", { name: /Omar.*Harassment/ }).click();
  await expect(mod.getByRole("heading", { name: "Omar", level: 1 })).toBeVisible();
  await expect(mod.getByText("He keeps demanding answers")).toBeVisible();
  await expect(
    mod.getByRole("region", { name: "Conversation up to the report" }).getByText("Answer me right now"),
  ).toBeVisible();
  await expectNoAxeViolations(mod, "a case");

  // Omar has a page open, on his phone; the suspension is told there, then signs it out.
  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto("/messages");
  await expect(b.getByRole("button", { name: /Nia/ })).toBeVisible();
  // Told over the page's realtime socket, which opens once the page has drawn.
  await b.locator("html[data-live]").waitFor({ state: "attached" });
  await mod.getByLabel("Decision").selectOption({ label: "Suspend" });
  await mod.getByLabel("Days").fill("3");
  await mod.getByLabel("Reason").fill("Harassing messages");
  await mod.getByRole("button", { name: "Suspend" }).click();
  await expect(mod.getByRole("region", { name: "Audit log" }).getByText("Harassing messages")).toBeVisible();
  const told = b.getByRole("dialog", { name: RestrictedText.suspendedTitle });
  await expect(told).toContainText(/Your account is suspended until \w+ \d+, \d{4}\. Reason: Harassing messages/);
  await expect(told.getByRole("link", { name: RestrictedText.appeal })).toHaveAttribute("href", "/appeal");
  await expect(b).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(b, "suspended, told on the open page", "[role=dialog]");
  await told.getByRole("button", { name: RestrictedText.close }).click();
  await expect(told).toBeHidden();

  // Signing in says why and until when, and leads to the appeal.
  const form = b.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(omarEmail);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  const refusal = form.getByRole("alert").filter({ hasText: "Your account is suspended until" });
  await expect(refusal).toContainText("Reason: Harassing messages");
  await refusal.getByRole("link", { name: "Appeal this decision" }).click();
  await expect(b).toHaveURL(/\/appeal$/);
  await b.getByLabel("Email").fill(omarEmail);
  await b.getByLabel("Password").fill(PASSWORD);
  await b.getByLabel("Why should the decision change?").fill("I was upset, it will not happen again.");
  await b.getByRole("button", { name: "Send appeal" }).click();
  await expect(b.getByRole("status")).toHaveText(ModerationText.appealSent);
  // The sign-in's failure toast has gone (it ends with its page); axe reads a toast mid-animation wrongly.
  // Its exit animation too (a leaving toast is still in the page, half transparent).
  await expect(b.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(b, "/appeal sent");

  // The moderator reads the appeal and lifts the suspension; Omar signs in again.
  await mod.goto("/moderation");
  await mod.getByRole("link", { name: /Omar.*Appeal/ }).click();
  await expect(mod.getByText("I was upset, it will not happen again.")).toBeVisible();
  await mod.getByLabel("Decision").selectOption({ label: "Lift suspension or ban" });
  await mod.getByLabel("Reason").fill("Appeal accepted");
  await mod.getByRole("button", { name: "Lift suspension or ban" }).click();
  await expect(mod.getByText("Closed", { exact: false }).first()).toBeVisible();
  await b.goto("/auth");
  await form.getByLabel("Email").fill(omarEmail);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(b).not.toHaveURL(/\/auth/);
  // What he is told once back: the suspension was lifted.
  await expect(b.getByRole("status").filter({ hasText: ModerationText.lifted })).toBeVisible();

  // Nia heard that her report was reviewed, and nothing about Omar.
  await a.goto("/messages");
  await expect(a.getByText(ModerationText.reportReviewed)).toBeVisible();

  // To a member, the console does not exist.
  await a.goto("/moderation");
  await expect(a.getByRole("heading", { name: "404" })).toBeVisible();
  await modContext.close();
  await close();
});
