import { expect } from "@playwright/test";
import { confirmedUser, focused, patchProfile, test } from "./support";

test("quick setup opens with the saved answers, focus on the chosen one, and sends only what changed", async ({
  page,
}) => {
  await confirmedUser(page, "prefill");
  await patchProfile(page, { gender: "woman", age_preference_min: 28, age_preference_max: 45 });

  await page.goto("/profile");
  const dialog = page.getByRole("dialog", { name: "Let's set up your matches" });
  await expect(dialog).toBeVisible();
  const woman = dialog.getByLabel("Woman", { exact: true });
  await expect(woman).toBeChecked();
  await expect(woman).toBeFocused();
  await expect(dialog.getByRole("slider", { name: "Minimum age" })).toHaveAttribute("aria-valuenow", "28");
  await expect(dialog.getByRole("slider", { name: "Maximum age" })).toHaveAttribute("aria-valuenow", "45");
  await expect(dialog.getByText("Age range: 28 – 45")).toBeVisible();

  await dialog.getByLabel("Men", { exact: true }).check();
  await dialog.getByLabel("Location").fill("Chicago, IL");
  const patch = page.waitForRequest((r) => r.url().endsWith("/api/profile") && r.method() === "PATCH");
  await dialog.getByRole("button", { name: "Show My Matches" }).click();
  expect((await patch).postDataJSON()).toEqual({ interested_in: ["man"], location: "Chicago, IL" });
  await expect(page).toHaveURL(/\/matches$/);

  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile).toMatchObject({
    gender: "woman",
    interested_in: ["man"],
    location: "Chicago, IL",
    age_preference_min: 28,
    age_preference_max: 45,
  });
  // The dialog closed by saving; focus is on the page, not on <body>.
  await expect(focused(page)).toHaveCount(1);
});

test("quick setup's code loads only where it may open, and it opens once the member leaves the editor", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  // Sign-up's confirmation link lands on setup's first step, and the editor is next: two of the
  // pages quick setup never opens on.
  let heartbeat = page.waitForRequest((r) => r.url().endsWith("/api/profile/last-online"));
  await confirmedUser(page, "gate");
  // The heartbeat starts when the page has settled, the moment quick setup would have loaded.
  await heartbeat;
  await expect(page.getByRole("heading", { name: "The basics" })).toBeVisible();
  heartbeat = page.waitForRequest((r) => r.url().endsWith("/api/profile/last-online"));
  await page.goto("/profile/edit");
  await heartbeat;
  await expect(page.getByRole("heading", { name: "Edit your profile" })).toBeVisible();
  expect(scripts.filter((url) => url.includes("quick-setup-modal"))).toEqual([]);

  await page.getByRole("link", { name: "Back to Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Let's set up your matches" })).toBeVisible();
  expect(scripts.filter((url) => url.includes("quick-setup-modal"))).toHaveLength(1);
});
