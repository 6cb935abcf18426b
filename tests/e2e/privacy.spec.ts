import { expect, type Page } from "@playwright/test";
import { latestLink, newEmail, patchProfile, settler, signUpThroughUi, test } from "./support";

// That no page sends a request to another origin is checked on every route's load, signed out
// and signed in, by hydration.spec.ts.

/** Browser storage the app may use: the spec's age flags and UI flags, none of them personal. */
const allowedLocal = ["ageVerified", "ageVerificationDate", "hasSeenFirstLight"];
const allowedSession = ["quickSetupShown", "completeProfileDismissed", "react-router-scroll-positions"];
const allowedCookies = ["better-auth.session_token"];

async function visitAll(page: Page, paths: string[]) {
  const settled = settler(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("main").first(), path).toBeVisible();
    await settled();
  }
}

const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));

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
