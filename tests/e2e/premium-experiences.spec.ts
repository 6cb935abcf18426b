import { expect } from "@playwright/test";
import { PremiumPageText } from "#shared/premium-messages";
import { buyPlan, confirmedUser, expectNoAxeViolations, matchedPair, test } from "./support";

test("visitors are asked to sign in and free members see each upsell", async ({ page }) => {
  const pages = [
    ["/connection-dna", PremiumPageText.connectionDna],
    ["/memory-vault", PremiumPageText.memoryVault],
    ["/ai-digest", PremiumPageText.aiDigest],
  ] as const;
  for (const [path, faces] of pages) {
    await page.goto(path);
    await expect(page.getByText(faces.signedOut.text)).toBeVisible();
    await expect(page.locator("#main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expectNoAxeViolations(page, `${path} signed out`);
  }
  await confirmedUser(page, "free-upsell");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  for (const [path, faces] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: faces.upsell.title })).toBeVisible();
    for (const item of faces.upsell.items) await expect(page.getByText(item, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: faces.upsell.button })).toHaveAttribute("href", "/pricing");
    if ("footnote" in faces.upsell) await expect(page.getByText(faces.upsell.footnote)).toBeVisible();
    await expectNoAxeViolations(page, `${path} upsell`);
  }
});

test("an Unlocked Beyond member sees their Connection DNA, keeps a favourite match and records a moment in the Memory Vault", async ({
  browser,
}) => {
  const { a, matchId, close } = await matchedPair(browser, "vault", [
    { name: "Kai", gender: "man" },
    { name: "Lena", gender: "woman" },
  ]);
  await buyPlan(a, "unlocked-beyond");

  // Before the quiz: what to answer next; after it, every section explained.
  await a.goto("/connection-dna");
  await expect(a.getByRole("heading", { name: "Answer these next" })).toBeVisible();
  await a.getByRole("link", { name: "Take the quiz" }).click();
  await expect(a).toHaveURL(/\/questions$/);
  const questions = (await (await a.request.get("/api/questions")).json()).questions as Array<{
    id: number;
    question_type: string;
  }>;
  const quiz = await a.request.post("/api/quiz", {
    data: { answers: questions.map((q) => ({ question_id: q.id, answer: q.question_type === "likert" ? 3 : 1 })) },
  });
  expect(quiz.status()).toBe(200);
  await a.goto("/connection-dna");
  await expect(a.getByRole("heading", { name: "Your Connection DNA" })).toBeVisible();
  for (const section of ["Emotional intelligence", "Love language", "Communication style", "Compatibility analysis"]) {
    await expect(a.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(
    a.getByRole("region", { name: "Love language" }).getByText("Quality time", { exact: true }),
  ).toBeVisible();
  await expect(a.getByRole("heading", { name: "Answer these next" })).toHaveCount(0);
  await expectNoAxeViolations(a, "/connection-dna");

  await a.goto(`/messages?match=${matchId}`);
  await a.getByRole("button", { name: "Save Lena to your Memory Vault" }).click();
  await expect(a.getByText("This match is now one of your favorites.")).toBeVisible();
  await expect(a.getByRole("link", { name: "Lena is in your Memory Vault" })).toBeVisible();

  await a.goto("/memory-vault");
  await expect(a.getByRole("heading", { name: "Memory Vault", level: 1 })).toBeVisible();
  await expect(
    a.getByRole("region", { name: "Favorite matches" }).getByRole("link", { name: "Lena", exact: true }),
  ).toBeVisible();
  await a.getByRole("button", { name: "Record a moment" }).click();
  const dialog = a.getByRole("dialog", { name: "Record a moment" });
  await dialog.getByRole("button", { name: "Save moment" }).click();
  await expect(dialog.getByText("Give this moment a title")).toBeVisible();
  await dialog.getByLabel("Title").fill("Our first video call");
  await dialog.getByLabel("What happened").fill("We laughed about the same film.");
  await dialog.getByLabel("Tags").fill("video, laughter");
  await expectNoAxeViolations(a, "moment dialog");
  await dialog.getByRole("button", { name: "Save moment" }).click();
  await expect(dialog).toBeHidden();
  const moments = a.getByRole("region", { name: "Special moments" });
  await expect(moments.getByRole("heading", { name: "Our first video call" })).toBeVisible();
  await expect(moments.getByText("Reflection")).toBeVisible();
  await expect(moments.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["video", "laughter"]);
  // Checked without the toast, which axe catches mid fade-in.
  await a.reload();
  await expect(moments.getByRole("heading", { name: "Our first video call" })).toBeVisible();
  await expectNoAxeViolations(a, "/memory-vault");

  await moments.getByRole("button", { name: "Edit Our first video call" }).click();
  await a.getByRole("dialog", { name: "Edit moment" }).getByLabel("Title").fill("Our first call");
  await a.getByRole("dialog", { name: "Edit moment" }).getByRole("button", { name: "Save moment" }).click();
  await expect(moments.getByRole("heading", { name: "Our first call" })).toBeVisible();
  await moments.getByRole("button", { name: "Delete Our first call" }).click();
  await expect(moments.getByText(/Nothing recorded yet/)).toBeVisible();
  await close();
});

test("an Unlocked+ member generates today's AI digest, with starters for their match", async ({ browser }) => {
  const { a, matchId, close } = await matchedPair(browser, "digest", [
    { name: "Mia", gender: "woman", interests: ["Climbing", "Jazz"] },
    { name: "Noor", gender: "woman", interests: ["climbing"] },
  ]);
  await buyPlan(a, "unlocked-plus");
  await a.goto("/ai-digest");
  await expect(a.getByRole("heading", { name: "Your AI Digest" })).toBeVisible();
  await expect(a.getByText("Today's digest isn't ready yet.", { exact: false })).toBeVisible();
  await a.getByRole("button", { name: "Generate today's digest" }).click();
  await expect(a.getByText("Your AI digest has been generated")).toBeVisible();
  await expect(a.getByRole("heading", { name: "Match analysis" })).toBeVisible();
  await expect(a.getByRole("heading", { name: "For Noor" })).toBeVisible();
  await expect(a.getByText("Because: Shared interest: climbing")).toBeVisible();
  await expect(a.getByRole("link", { name: "Open conversation" })).toHaveAttribute(
    "href",
    `/messages?match=${matchId}`,
  );
  await expect(a.getByRole("button", { name: "Refresh today's digest" })).toBeVisible();
  await a.reload();
  await expect(a.getByRole("heading", { name: "For Noor" })).toBeVisible();
  await expectNoAxeViolations(a, "/ai-digest");
  await close();
});

test("Echo Amplified: the promo, then a new match opened as an Echo chat allows one message a day in reflection", async ({
  browser,
}) => {
  const { a, b, matchId, close } = await matchedPair(browser, "echo", [
    { name: "Oda", gender: "woman" },
    { name: "Pia", gender: "woman" },
  ]);
  await a.goto("/echo-amplified");
  await expect(a.getByRole("heading", { name: "Echo Amplified" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Unlock Echo Access" })).toHaveAttribute("href", "/pricing");
  await expect(a.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(a, "/echo-amplified");

  await buyPlan(a, "unlocked-echo-lifetime");
  await a.goto(`/messages?match=${matchId}`);
  await a.getByRole("button", { name: "Open as an Echo chat" }).click();
  const panel = a.getByRole("region", { name: "Echo chat" });
  await expect(panel.getByText("Echo chat · Day 1 of 7 · Reflection")).toBeVisible();
  const box = a.getByRole("textbox", { name: "Message" });
  await box.fill("A first, slow hello");
  await box.press("Enter");
  await expect(
    a.getByRole("region", { name: "Pia" }).getByRole("listitem").filter({ hasText: "A first, slow hello" }),
  ).toBeVisible();
  await expect(panel.getByText(/You've sent today's message/)).toBeVisible();
  await expect(box).toBeDisabled();

  // Pia sees the Echo chat too, live, and still has her message for the day.
  await b.goto(`/messages?match=${matchId}`);
  await expect(
    b.getByRole("region", { name: "Echo chat" }).getByText(/Yours for today is still to send/),
  ).toBeVisible();
  await expectNoAxeViolations(b, "Echo conversation");
  await close();
});
