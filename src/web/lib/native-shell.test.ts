import { beforeEach, describe, expect, it, vi } from "vitest";

// The plugins are faked at their boundary with native code: the calls our start-up makes, and
// the keyboard events the shell would fire.
const calls: string[] = [];
const keyboard = new Map<string, () => void>();
let platform: "web" | "android" | "ios" = "web";
vi.mock("@capacitor/core", () => ({
  Capacitor: { isNativePlatform: () => platform !== "web", getPlatform: () => platform },
}));
vi.mock("@capacitor/splash-screen", () => ({ SplashScreen: { hide: async () => void calls.push("splash.hide") } }));
vi.mock("@capacitor/status-bar", () => ({
  Style: { Light: "LIGHT", Dark: "DARK" },
  StatusBar: {
    setStyle: async ({ style }: { style: string }) => void calls.push(`statusbar.style ${style}`),
    setBackgroundColor: async ({ color }: { color: string }) => void calls.push(`statusbar.color ${color}`),
  },
}));
vi.mock("@capacitor/keyboard", () => ({
  Keyboard: { addListener: async (event: string, fn: () => void) => void keyboard.set(event, fn) },
}));

const { initNativeShell } = await import("./native-shell");

beforeEach(() => {
  calls.length = 0;
  keyboard.clear();
  document.body.className = "";
});

describe("the native shell's start-up", () => {
  it("does nothing in a browser", async () => {
    platform = "web";
    await initNativeShell();
    expect(calls).toEqual([]);
    expect(keyboard.size).toBe(0);
  });

  it("on Android hides the splash screen, sets a light status bar in brand violet, and marks the body while the keyboard is open", async () => {
    platform = "android";
    await initNativeShell();
    expect(calls.sort()).toEqual(["splash.hide", "statusbar.color #8B5CF6", "statusbar.style LIGHT"]);
    keyboard.get("keyboardWillShow")!();
    expect(document.body.classList.contains("keyboard-open")).toBe(true);
    keyboard.get("keyboardWillHide")!();
    expect(document.body.classList.contains("keyboard-open")).toBe(false);
  });

  it("on iOS leaves the status bar's colour to the page", async () => {
    platform = "ios";
    await initNativeShell();
    expect(calls.sort()).toEqual(["splash.hide", "statusbar.style LIGHT"]);
    expect([...keyboard.keys()].sort()).toEqual(["keyboardWillHide", "keyboardWillShow"]);
  });
});
