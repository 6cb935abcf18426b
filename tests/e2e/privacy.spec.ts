import { expect, type Page } from "@playwright/test";
import { pageRoutes } from "../../src/web/app/page-routes";
import { latestLink, newEmail, patchProfile, signUpThroughUi, test } from "./support";

/** Browser storage the app may use: the spec's age flags and UI flags, none of them personal. */
const allowedLocal = ["ageVerified", "ageVerificationDate", "hasSeenFirstLight"];
const allowedSession = ["quickSetupShown", "completeProfileDismissed", "react-router-scroll-positions"];
const allowedCookies = ["better-auth.session_token"];

/** Every route of the app, its parameters filled with real values. */
function everyRoute(memberId: string): string[] {
  const fill: Record<string, string> = {
    "/profile/:id": `/profile/${memberId}`,
    "/sample-profiles/:id": "/sample-profiles/3",
    "/test-checkout/:paymentId": "/test-checkout/00000000-0000-4000-8000-000000000000",
    "/quiz-packs/:pack": "/quiz-packs/love-attachment",
    "/moderation/cases/:caseId": "/moderation/cases/00000000-0000-4000-8000-000000000000",
    "*": "/no/such/page",
  };
  return pageRoutes.map((r) => fill[r.path] ?? r.path);
}

/** Records every request the page makes (WebSockets too) that leaves our own origin. */
function watchOrigins(page: Page, origin: string): string[] {
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

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("main").first(), path).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
}

const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));

test("no page sends a request to another origin, signed out or signed in", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const foreign = watchOrigins(page, baseURL!);
  await visitAll(page, everyRoute("00000000-0000-4000-8000-000000000000"));
  expect(foreign).toEqual([]);

  const email = newEmail("privacy");
  await signUpThroughUi(page, email);
  await page.goto(await latestLink(page.request, email, "Confirm your email"));
  await expect(page).toHaveURL(/\/welcome$/);
  const me = await patchProfile(page, { name: "Pia", gender: "woman", location: "Austin, TX", zip_code: "78701" });
  await visitAll(page, everyRoute(me.id));
  expect(foreign).toEqual([]);
});

test("the browser keeps nothing personal: only the cookie and storage keys the cookie policy names", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = newEmail("storage");
  const dateOfBirth = "1990-11-23";
  await signUpThroughUi(page, email, dateOfBirth);
  await page.goto(await latestLink(page.request, email, "Confirm your email"));
  await patchProfile(page, { name: "Quinn", gender: "non-binary" });
  await visitAll(page, ["/", "/profile/edit", "/matches", "/messages", "/settings", "/safety"]);

  const { local, session } = await storageOf(page);
  expect(Object.keys(local).filter((k) => !allowedLocal.includes(k))).toEqual([]);
  expect(Object.keys(session).filter((k) => !allowedSession.includes(k))).toEqual([]);
  const everything = JSON.stringify({ local, session });
  for (const personal of [dateOfBirth, email, "Quinn"]) expect(everything).not.toContain(personal);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name).filter((n) => !allowedCookies.includes(n))).toEqual([]);
  expect(cookies.every((c) => c.httpOnly && c.sameSite === "Lax")).toBe(true);

  // A date of birth stored by an earlier version is removed as the app loads.
  await page.evaluate(() => localStorage.setItem("ageVerificationDob", "1990-11-23"));
  await page.reload();
  await expect(page.locator("main").first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("ageVerificationDob"))).toBeNull();

  // The cookie policy names every key and cookie there is.
  await page.goto("/cookies");
  const policy = await page.locator("main").innerText();
  for (const name of [...allowedLocal, ...allowedSession, ...allowedCookies]) expect(policy).toContain(name);
});
