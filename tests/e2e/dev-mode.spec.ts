import { expect, type Page } from "@playwright/test";
import { matchedPair, signUpThroughUi, newEmail, latestLink, test } from "./support";

/**
 * The journey in `npm run dev`: React's development build under <StrictMode>, which mounts every
 * component, unmounts it and mounts it again, and warns about what React can see going wrong.
 * Any warning or error in the console fails the test; so does an effect that does its work twice
 * (a second realtime socket, a request sent twice).
 */
function watchConsole(page: Page, who: string, problems: string[]) {
  page.on("console", (m) => {
    if (m.type() !== "error" && m.type() !== "warning") return;
    const text = m.text();
    // Part 2 §2: the 404 page logs the unknown path (and the document's own status is 404).
    if (/404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)/.test(text)) return;
    problems.push(`${who} ${new URL(page.url()).pathname}: ${m.type()}: ${text.slice(0, 400)}`);
  });
  page.on("pageerror", (e) => void problems.push(`${who} ${new URL(page.url()).pathname}: pageerror: ${e.message}`));
}

/**
 * Requests the page's new document made to our API (method and path), from the navigation after
 * `reset()` until its realtime socket opened: the socket's catch-up read as it opens
 * (conversations, the plan: what changed between the page's reads and the socket) is its own,
 * deliberate read, not an effect run twice; and what the previous document still asked for (a
 * match announced on its socket just before it was left) is not this page's.
 */
function countRequests(page: Page) {
  const seen: string[] = [];
  let current = false;
  let socketOpen = false;
  page.on("framenavigated", (frame) => void (frame === page.mainFrame() && (current = true)));
  // Ours only: Vite's hot-reload socket opens with every page in development.
  page.on("websocket", (ws) => void (current && new URL(ws.url()).pathname === "/api/realtime" && (socketOpen = true)));
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (current && !socketOpen && url.pathname.startsWith("/api/")) seen.push(`${r.method()} ${url.pathname}`);
  });
  return {
    reset: () => {
      seen.length = 0;
      current = false;
      socketOpen = false;
    },
    twice: () => seen.filter((s, i) => seen.indexOf(s) !== i),
    seen: () => [...seen],
  };
}

test("the whole journey runs under StrictMode in development without a warning, a doubled socket or a doubled request", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  watchConsole(page, "newcomer", problems);

  // A newcomer: landing, sign-up with the age check, the confirmation mail (setup's first step), the profile editor.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const email = newEmail("devmode");
  await signUpThroughUi(page, email);
  await page.goto(await latestLink(page.request, email, "Confirm your email"));
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "The basics" })).toBeVisible();
  await page.goto("/profile/edit");
  await page.locator("#profile-form").getByLabel("Name").fill("Quinn");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText("Profile updated successfully").first()).toBeVisible();
  for (const route of [
    "/",
    "/matches",
    "/questions",
    "/safety",
    "/settings",
    "/pricing",
    "/faq",
    "/sample-profiles/1",
    "/no-such-page",
  ]) {
    await page.goto(route);
    await expect(page.locator("main").first()).toBeVisible();
    await page.waitForTimeout(500);
  }

  // Two matched members in conversation: the realtime socket, the message box, live delivery.
  const { a, b, matchId, close } = await matchedPair(browser, "devpair", [
    { name: "Sasha", gender: "woman" },
    { name: "Teo", gender: "man" },
  ]);
  watchConsole(a, "member", problems);
  watchConsole(b, "match", problems);
  const sockets: string[] = [];
  a.on("websocket", (ws) => void sockets.push(ws.url()));
  const requests = countRequests(a);
  for (const route of ["/matches", "/profile/edit", "/messages"]) {
    requests.reset();
    await a.goto(route);
    await expect(a.locator("main").first()).toBeVisible();
    await a.waitForTimeout(2500);
    expect(requests.seen().length, `${route}: the page's own reads`).toBeGreaterThan(0);
    expect(requests.twice(), `${route}: requests sent twice`).toEqual([]);
  }
  // One realtime socket per page load, however often StrictMode mounts the layout.
  expect(sockets.filter((url) => url.includes("/api/realtime"))).toHaveLength(3);

  await a.goto(`/messages?match=${matchId}`);
  await b.goto(`/messages?match=${matchId}`);
  await a.getByRole("textbox", { name: "Message" }).fill("Hello from Sasha");
  await a.keyboard.press("Enter");
  // In the conversation itself (the list beside it and a live region say it too).
  await expect(
    b.getByRole("region", { name: "Sasha" }).getByRole("listitem").filter({ hasText: "Hello from Sasha" }),
  ).toBeVisible();
  await close();

  expect(problems).toEqual([]);
});
