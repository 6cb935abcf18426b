import { expect, type BrowserContext, type Page } from "@playwright/test";
import { VideoText } from "#shared/premium-messages";
import { buyPlan, expectNoAxeViolations, matchedPair, test } from "./support";

/** Records every media track the page makes (camera, microphone, the blurred canvas copy), to check that ending stops them all. */
async function recordTracks(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __tracks: MediaStreamTrack[] };
    w.__tracks = [];
    const gum = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (c) => {
      const s = await gum(c);
      w.__tracks.push(...s.getTracks());
      return s;
    };
    const capture = HTMLCanvasElement.prototype.captureStream;
    HTMLCanvasElement.prototype.captureStream = function (this: HTMLCanvasElement, ...args: [number?]) {
      const s = capture.apply(this, args);
      w.__tracks.push(...s.getTracks());
      return s;
    };
  });
}

/**
 * How sharp the picture in a video element is: how many neighbouring pixels differ in brightness
 * by more than a blur lets through (hard edges). Chromium's fake camera draws flat shapes, so a
 * sharp frame has hundreds of such steps along their outlines and a blurred one next to none.
 */
function sharpness(page: Page, label: string): Promise<number> {
  return page.evaluate((name) => {
    const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`)!;
    if (!v.videoWidth) return -1;
    const c = document.createElement("canvas");
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(v, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let edges = 0;
    for (let y = 0; y < c.height; y += 2) {
      for (let x = 0; x < c.width - 1; x += 1) {
        const i = (y * c.width + x) * 4;
        if (Math.abs((d[i]! + d[i + 1]! + d[i + 2]!) / 3 - (d[i + 4]! + d[i + 5]! + d[i + 6]!) / 3) > 25) edges += 1;
      }
    }
    return edges;
  }, label);
}

test("two subscribers call each other: both connect, the picture is blurred until the caller turns blur off, ending stops every track", async ({
  browser,
}) => {
  // Two browsers, a real WebRTC connection and two sharpness polls: ~40 s on a quiet two-core
  // machine, so the default 60 s leaves too little room when the machine is busy.
  test.slow();
  const { a, b, matchId, close } = await matchedPair(browser, "call", [
    { name: "Ada", gender: "woman" },
    { name: "Bea", gender: "woman" },
  ]);
  await recordTracks(a.context());
  await recordTracks(b.context());
  await buyPlan(a, "unlocked-plus");
  await buyPlan(b, "unlocked-beyond");
  await b.goto(`/messages`);
  await a.goto(`/messages?match=${matchId}`);

  await a.getByRole("button", { name: "Video call Bea" }).click();
  const dialog = a.getByRole("dialog", { name: "Video call with Bea" });
  await expect(dialog.getByRole("button", { name: "Blur" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Start call" }).click();
  await expect(dialog.getByRole("status")).toContainText(VideoText.starting);

  const ringing = b.getByRole("dialog", { name: "Ada is calling" });
  await ringing.getByRole("button", { name: "Accept" }).click();
  const theirs = b.getByRole("dialog", { name: "Video call with Ada" });
  await expect(dialog.getByRole("status")).toHaveText(VideoText.connected, { timeout: 30_000 });
  await expect(theirs.getByRole("status")).toHaveText(VideoText.connected, { timeout: 30_000 });
  await expectNoAxeViolations(a, "call dialog", '[role="dialog"]');

  // Bea receives a blurred picture; once Ada turns blur off, a sharp one.
  await expect
    .poll(
      () => b.evaluate(() => document.querySelector<HTMLVideoElement>(`video[aria-label="Ada's video"]`)!.videoWidth),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const blurred = await sharpness(b, "Ada's video");
  expect(blurred).toBeLessThan(50);
  await dialog.getByRole("button", { name: "Blur" }).click();
  await expect(dialog.getByRole("button", { name: "Blur" })).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => sharpness(b, "Ada's video"), { timeout: 20_000 }).toBeGreaterThan(blurred + 150);

  await dialog.getByRole("button", { name: "End call" }).click();
  await expect(dialog.getByRole("status")).toHaveText(VideoText.ended);
  await expect(theirs.getByRole("status")).toHaveText(VideoText.ended);
  for (const page of [a, b]) {
    const states = await page.evaluate(() =>
      (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.map((t) => t.readyState),
    );
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(new Set(states)).toEqual(new Set(["ended"]));
  }
  await close();
});

test("a free member's call button shows the Upgrade toast; refused camera access says so", async ({ browser }) => {
  const { a, b, matchId, close } = await matchedPair(browser, "nocall", [
    { name: "Cy", gender: "man" },
    { name: "Dee", gender: "woman" },
  ]);
  await a.goto(`/messages?match=${matchId}`);
  await a.getByRole("button", { name: "Video call Dee" }).click();
  await expect(a.getByText(VideoText.upgrade.description)).toBeVisible();
  await expect(a.getByRole("dialog")).toHaveCount(0);

  await b.context().addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
  });
  await buyPlan(b, "unlocked-plus");
  await b.goto(`/messages?match=${matchId}`);
  await b.getByRole("button", { name: "Video call Cy" }).click();
  await b.getByRole("dialog", { name: "Video call with Cy" }).getByRole("button", { name: "Start call" }).click();
  await expect(b.getByRole("dialog").getByRole("status")).toHaveText(VideoText.accessNeeded.title);
  await close();
});
