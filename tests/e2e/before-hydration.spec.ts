import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestLink, newEmail, PASSWORD } from "./support";

/**
 * Issue 42, "nothing done before hydration is lost": on a slow phone a person types and presses
 * a button on the page the server drew before React has taken it over. Here the phone is Chrome
 * at a sixth of this machine's speed, and the app's scripts are held back, not raced: nothing of
 * the app runs until the test has typed and pressed, then they are let through explicitly. The
 * early script that holds a press (lib/early-submits.script.js) is let through, as a phone gets
 * it long before the app's modules; the last test holds it back too.
 *
 * Playwright's own `test` (not support.ts's): its page.goto waits for hydration, which these
 * tests must not.
 */
test.describe.configure({ timeout: 120_000 });

const earlyScript = /\/assets\/early-submits\.script-[\w-]+\.js$/;

/** A slow phone, the app's scripts held until `release()`; `holdEarly` holds the early script as well. */
async function slowPhone(page: Page, { holdEarly = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (holdEarly || !earlyScript.test(route.request().url())) await released;
    await route.fallback();
  });
  // Whatever the page asks for, nothing typed may travel in an address.
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  return { release, addresses };
}

/** Addresses that carry any of `typed` (as typed, or encoded as a form would). */
const carrying = (addresses: string[], ...typed: string[]) =>
  addresses.filter((url) => typed.some((t) => url.includes(t) || url.includes(encodeURIComponent(t))));

/**
 * Opens `path` as the server drew it, the app's scripts held: returns once the page is on screen
 * and, unless it is held too (`early: false`), the early script the page names has run.
 */
async function openUnhydrated(page: Page, path: string, { early = true } = {}) {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main h1").waitFor();
  if (early && (await page.locator("head script[src*='early-submits']").count()))
    await page.waitForFunction(() => "heldSubmits" in document);
}

const notHydrated = (page: Page) => expect(page.locator("html[data-started]")).toHaveCount(0);
const hydrated = (page: Page) => page.locator("html[data-started]").waitFor({ state: "attached" });

test("sign-up typed and sent before hydration keeps what was typed and opens the age dialog", async ({ page }) => {
  const { release, addresses } = await slowPhone(page);
  await openUnhydrated(page, "/auth?tab=signup");
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  const email = newEmail("before-hydration");
  await panel.getByLabel("Email").pressSequentially(email);
  await panel.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await notHydrated(page);
  // The press neither navigated nor emptied the form.
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(panel.getByLabel("Email")).toHaveValue(email);

  release();
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Verify your age" });
  await expect(dialog).toBeVisible();
  // On as after any click: the account is made with what was typed before hydration.
  const signUp = page.waitForRequest("**/api/auth/sign-up");
  await dialog.getByLabel("Date of birth").fill("1992-03-14");
  await dialog.getByRole("button", { name: "Verify Age" }).click();
  expect((await signUp).postDataJSON()).toEqual({ email, password: PASSWORD, date_of_birth: "1992-03-14" });
  await expect(panel.getByRole("status")).toContainText(`We've sent a confirmation link to ${email}`);
  expect(carrying(addresses, email, PASSWORD)).toEqual([]);
});

async function confirmedAccount(request: APIRequestContext): Promise<string> {
  const email = newEmail("before-hydration-in");
  const res = await request.post("/api/auth/sign-up", {
    data: { email, password: PASSWORD, date_of_birth: "1991-07-09" },
  });
  expect(res.status()).toBe(201);
  // Confirmed through the mail's link in the API's own cookie jar: the page stays a visitor.
  const confirm = await request.get(await latestLink(request, email, "Confirm your email"), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return email;
}

test("sign-in typed and sent before hydration signs in once hydrated", async ({ page, request }) => {
  const email = await confirmedAccount(request);
  const { release, addresses } = await slowPhone(page);
  await openUnhydrated(page, "/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").pressSequentially(email);
  await panel.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);
  // Enter in the password field: the form's implicit submission, as a phone's Go key does.
  await panel.getByLabel("Password", { exact: true }).press("Enter");
  await notHydrated(page);
  await expect(page).toHaveURL(/\/auth$/);

  release();
  await hydrated(page);
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(carrying(addresses, email, PASSWORD)).toEqual([]);
});

test("a new password typed before hydration is the one sent", async ({ page, request }) => {
  const email = await confirmedAccount(request);
  // The mail throttle may hold the reset mail back just after the confirmation mail (as in auth.spec.ts).
  await expect(async () => {
    expect((await request.post("/api/auth/forgot-password", { data: { email } })).ok()).toBe(true);
    await latestLink(request, email, "Reset your Unlocked password");
  }).toPass();
  const link = await latestLink(request, email, "Reset your Unlocked password");
  const { release } = await slowPhone(page);
  await openUnhydrated(page, link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const fresh = "Fresh-Start2026!";
  await page.getByLabel("New Password", { exact: true }).pressSequentially(fresh);
  await page.getByLabel("Confirm New Password").pressSequentially(fresh);
  await notHydrated(page);

  release();
  await hydrated(page);
  // The typed passwords count: the button they enable works without typing them again.
  const update = page.getByRole("button", { name: "Update Password" });
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText("Password Updated")).toBeVisible();
  const signIn = await request.post("/api/auth/sign-in", { data: { email, password: fresh } });
  expect(signIn.status()).toBe(200);
});

test("before any script has run, a press neither navigates nor loses what was typed", async ({ page }) => {
  const { release, addresses } = await slowPhone(page, { holdEarly: true });
  await openUnhydrated(page, "/auth?tab=signup", { early: false });
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  const email = newEmail("before-any-script");
  await panel.getByLabel("Email").pressSequentially(email);
  await panel.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await panel.getByLabel("Password", { exact: true }).press("Enter");
  await notHydrated(page);
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(panel.getByLabel("Email")).toHaveValue(email);

  release();
  await hydrated(page);
  // Nothing held it, so nothing replays; what was typed is there, and the next press goes on.
  await expect(panel.getByLabel("Email")).toHaveValue(email);
  await expect(panel.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog", { name: "Verify your age" })).toBeVisible();
  expect(carrying(addresses, email, PASSWORD)).toEqual([]);
});
