import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { overlayNames } from "#shared/perks";

export const PASSWORD = "Correct-Horse7!battery";

/**
 * Every page arrives rendered by the server and is usable once React has hydrated it (the root
 * layout marks `html[data-started]`). A person's first keystroke could come sooner and find the
 * page not yet listening; a test's should not: a full load (goto, reload) of one of our pages
 * returns once the page is hydrated.
 */
export function whenHydrated(page: Page): Page {
  const wait = async <R extends { headers(): Record<string, string> } | null>(response: R): Promise<R> => {
    if (response?.headers()["content-type"]?.includes("text/html"))
      await page.locator("html[data-started]").waitFor({ state: "attached" });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => wait(await goto(url, options));
  page.reload = async (options) => wait(await reload(options));
  return page;
}

/**
 * Waits until React has hydrated this element: `html[data-started]` says the root has, but a part
 * whose code loads on demand (the nav's account actions) hydrates when its chunk arrives, and a
 * key pressed on it before then does nothing. React marks each element it has hydrated with its
 * props; this waits for that mark.
 */
export async function untilHydrated(target: Locator): Promise<Locator> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
  return target;
}

/**
 * Watches a page's requests and returns a wait for "this page has done what it does after it drew":
 * the idle work the root layout starts (the realtime socket, the heartbeat, quick setup's check)
 * and every read that follows. It holds once the browser has been idle twice, `quietMs` apart,
 * with none of the page's requests in flight or begun in between. Unlike `networkidle` (500 ms of
 * silence after every load) or a fixed sleep, it ends as soon as the page is quiet, and fails,
 * naming them, if requests are still open after `limitMs`.
 */
export function settler(page: Page, quietMs = 150, limitMs = 10_000): () => Promise<void> {
  const open = new Set<Request>();
  let changed = Date.now();
  page.on("request", (r) => void (open.add(r), (changed = Date.now())));
  page.on("websocket", () => void (changed = Date.now()));
  const done = (r: Request) => void (open.delete(r), (changed = Date.now()));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const idle = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
  return async () => {
    const deadline = Date.now() + limitMs;
    let quietOnce = false;
    for (;;) {
      await idle();
      const quiet = open.size === 0 && Date.now() - changed >= quietMs;
      if (quiet && quietOnce) return;
      quietOnce = quiet;
      if (Date.now() > deadline)
        throw new Error(`${page.url()} still has requests open: ${[...open].map((r) => r.url()).join(", ")}`);
      await page.waitForTimeout(quiet ? quietMs : 50);
    }
  };
}

/** Records every request the page makes (WebSockets too) that leaves `origin`, our own. */
export function watchOrigins(page: Page, origin: string): string[] {
  const host = new URL(origin).host;
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin)
      foreign.push(`${page.url()} → ${req.url()}`);
  });
  page.on("websocket", (ws) => {
    if (new URL(ws.url()).host !== host) foreign.push(`${page.url()} → ${ws.url()}`);
  });
  return foreign;
}

/** A browser context whose pages wait for hydration on every full load (see whenHydrated). */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on("page", whenHydrated);
  return context;
}

/** Playwright's test, with pages that wait for hydration on every full load. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on("page", whenHydrated);
    await use(context);
  },
});

let n = 0;
export function newEmail(prefix: string): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}.${n}@example.com`;
}

/** The newest mail to `to` whose subject contains `subject`, read from the dev mailbox API. */
export async function latestLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: { subject: string; links: string[] }[] };
      link = mails.find((m) => m.subject.includes(subject))?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs up through the real form, age dialog included. */
export async function signUpThroughUi(page: Page, email: string, dateOfBirth = "1992-03-14") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();

  const dialog = page.getByRole("dialog", { name: "Verify your age" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Date of birth").fill(dateOfBirth);
  await dialog.getByRole("button", { name: "Verify Age" }).click();
  await expect(page.getByText("Check your email").first()).toBeVisible();
}

/** A confirmed account, signed in in this page's browser context (the mail link sets the cookie). */
export async function confirmedUser(page: Page, prefix = "member"): Promise<string> {
  const email = newEmail(prefix);
  const res = await page.request.post("/api/auth/sign-up", {
    data: { email, password: PASSWORD, date_of_birth: "1991-07-09" },
  });
  expect(res.status()).toBe(201);
  await page.goto(await latestLink(page.request, email, "Confirm your email"));
  await expect(page).toHaveURL(/\/welcome$/);
  return email;
}

/** Collects every Content-Security-Policy complaint the page logs, to prove the app runs under its CSP. */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) found.push(msg.text());
  });
  return found;
}

/** Sets profile fields straight through the API (the signed-in page's cookie), to start a test from a known profile. */
export async function patchProfile(page: Page, changes: Record<string, unknown>) {
  const res = await page.request.patch("/api/profile", { data: changes });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The element that has focus, described for assertions (never <body> when focus is managed). */
export function focused(page: Page) {
  return page.locator("*:focus");
}

/**
 * Two confirmed members, each in their own browser context, with these profile fields and quick
 * setup dismissed, who like each other: their pages, ids and match id.
 */
export async function matchedPair(
  browser: Browser,
  prefix: string,
  profiles: [Record<string, unknown>, Record<string, unknown>],
) {
  const contexts = [await newContext(browser), await newContext(browser)];
  const pages = [await contexts[0]!.newPage(), await contexts[1]!.newPage()] as const;
  const ids: string[] = [];
  for (const [i, page] of pages.entries()) {
    await confirmedUser(page, `${prefix}-${i ? "b" : "a"}`);
    ids.push((await patchProfile(page, profiles[i]!)).id);
    await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  }
  const [a, b] = pages;
  const [aId, bId] = ids as [string, string];
  expect((await a.request.post("/api/likes", { data: { user_id: bId } })).status()).toBe(200);
  const { match_id: matchId } = (await (await b.request.post("/api/likes", { data: { user_id: aId } })).json()) as {
    match_id: string;
  };
  expect(matchId).toEqual(expect.any(String));
  return { a, b, aId, bId, matchId, close: () => Promise.all(contexts.map((c) => c.close())) };
}

/**
 * Buys a plan through the built-in test checkout, as a member would (approve on our checkout page).
 * Beyond's onboarding tour is marked seen unless `tour` (its own test walks it): a tip opens as a
 * dialog on each Beyond page, which other tests are not about.
 */
export async function buyPlan(
  page: Page,
  plan: "unlocked-plus" | "unlocked-beyond" | "unlocked-echo-monthly" | "unlocked-echo-lifetime",
  { tour = false } = {},
) {
  const res = await page.request.post("/api/payments/checkout", { data: { plan } });
  expect(res.status()).toBe(200);
  const { approvalUrl } = (await res.json()) as { approvalUrl: string };
  await page.goto(new URL(approvalUrl).pathname);
  await page.getByRole("link", { name: "Approve" }).click();
  await page.waitForURL(/checkout=success/);
  if (plan === "unlocked-beyond" && !tour)
    for (const name of overlayNames)
      expect((await page.request.post(`/api/perks/overlays/${name}/seen`, { data: {} })).status()).toBe(200);
}

/** No WCAG 2.1 A/AA violations on the page as it is now (`include`: only within that selector, e.g. a dialog). */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const axe = await (include ? builder.include(include) : builder).analyze();
  expect(axe.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Toasts on screen: a dismissed one stays in the DOM during its exit animation (data-removed). */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

/** The two are drawn apart: neither covers any of the other (one wholly above the other). */
export async function expectApart(one: Locator, other: Locator) {
  // Polled: a toast slides in, and is measured where it comes to rest.
  await expect(async () => {
    const a = (await one.boundingBox())!;
    const b = (await other.boundingBox())!;
    expect(a.y >= b.y + b.height || a.y + a.height <= b.y, "drawn over one another").toBe(true);
  }).toPass();
}

/** The e2e server makes this address a moderator when it signs in (MODERATOR_EMAILS, playwright.config.ts). */
const MODERATOR = "moderator.e2e@example.com";

/** Signs this page in as the e2e server's moderator (named Morgan). */
export async function moderatorPage(page: Page) {
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { email: MODERATOR, password: PASSWORD, date_of_birth: "1985-02-11" },
  });
  expect(signUp.status()).toBe(201);
  // A first run confirms the address; a retry finds the account already there.
  const mails = await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(MODERATOR)}`)).json();
  if (mails.mails.some((m: { subject: string }) => m.subject.includes("Confirm your email")))
    await page.goto(await latestLink(page.request, MODERATOR, "Confirm your email"));
  expect(
    (await page.request.post("/api/auth/sign-in", { data: { email: MODERATOR, password: PASSWORD } })).status(),
  ).toBe(200);
  await expect.poll(async () => (await (await page.request.get("/api/moderation/me")).json()).moderator).toBe(true);
  await patchProfile(page, { name: "Morgan", gender: "non-binary", interested_in: [], location: "Portland, OR" });
  // Quick setup is not what this test is about (as in matchedPair).
  await page.goto("/");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
}
