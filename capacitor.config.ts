import type { CapacitorConfig } from "@capacitor/cli";

/**
 * The native shell (Android, iOS) around the web app. `npx cap add android|ios` then
 * `npm run build && npx cap sync` (README). The shell loads the app from the Unlocked server
 * (CAP_SERVER_URL, e.g. https://unlocked.example): pages, API and session cookie share one origin
 * as in a browser. Without it, the app bundled from dist/web opens and its requests carry the
 * session as a bearer token instead (better-auth's bearer plugin). The user agent names the app,
 * so the sessions list on /settings shows "Unlocked app".
 */
const serverUrl = process.env.CAP_SERVER_URL;

const config: CapacitorConfig = {
  appId: "app.unlocked.dating",
  appName: "Unlocked",
  webDir: "dist/web",
  appendUserAgent: "UnlockedApp/1.0",
  backgroundColor: "#ffffff",
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith("http://") } } : {}),
  plugins: {
    // Hidden by the app once it has started (lib/native-shell.ts), not on a timer.
    SplashScreen: { launchAutoHide: false, backgroundColor: "#8B5CF6" },
    StatusBar: { style: "LIGHT", backgroundColor: "#8B5CF6" },
    Keyboard: { resize: "body" },
  },
};

export default config;
