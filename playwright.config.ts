import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// `npm run dev` (React's development build, StrictMode, Vite) for tests/e2e/dev-mode.spec.ts.
const devApiPort = port + 1;
const devPort = port + 2;
const devURL = `http://localhost:${devPort}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  // Generous: a 2-core CI machine re-encoding photos and building can be slow; a wait ends as soon as it holds.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // Off: recording every test's trace costs a third of the suite's CPU and CI keeps no files.
    // To see why a test fails, run it again with `--trace retain-on-failure`.
    trace: "off",
    // Each test is a fresh browser context: a service worker there would only precache the whole
    // app in the background of every test. The PWA test turns it on.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's headless Chromium (package chromium-headless-shell): the same engine without the
      // full browser's windowing; the suite took 13.8 min with it, ~20 min with the full browser.
      // Playwright never downloads a browser here. The PWA test launches the full browser
      // (/usr/bin/chromium) itself: the shell shows no notifications.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // A synthetic camera, so the photo capture path runs for real in headless Chromium.
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
  projects: [
    { name: "production build", testIgnore: /dev-mode\.spec\.ts$/ },
    { name: "development mode", testMatch: /dev-mode\.spec\.ts$/, use: { baseURL: devURL } },
  ],
  webServer: [
    {
      command: "node tests/support/e2e-server.mjs",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      // Every test signs up from 127.0.0.1 (~120 accounts a run, above ×10's 100 sign-ups an
      // hour): route limits ×30 (never in production).
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        LOG_LEVEL: "warn",
        MAIL_THROTTLE_SECONDS: "1",
        RATE_LIMIT_SCALE: "30",
        // The moderation spec's moderator (tests/e2e/moderation.spec.ts).
        MODERATOR_EMAILS: "moderator.e2e@example.com",
        // A run hashes a password a couple of hundred times; at OWASP's cost (scrypt N = 2^17) each takes
        // 0.4-1.6 s of this machine's two cores. The hash code is the same at N = 2^10, which the
        // server allows only with NODE_ENV=test; that mode would also stop the job runner: on again.
        NODE_ENV: "test",
        TEST_PASSWORD_HASH_N: "1024",
        JOBS: "on",
      },
      // SIGTERM lets the server shut down and remove its temporary data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
    {
      command: "node tests/support/e2e-dev-server.mjs",
      url: devURL,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(devApiPort),
        VITE_PORT: String(devPort),
        LOG_LEVEL: "warn",
        MAIL_THROTTLE_SECONDS: "1",
        RATE_LIMIT_SCALE: "30",
      },
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
