/**
 * Inside the Capacitor shell (part 2 §9): hide the splash screen, a light status bar in brand
 * violet, and a `keyboard-open` class on <body> while the keyboard shows. Loaded by main.tsx
 * only when the shell's bridge is there, so browsers never download the plugins.
 */
import { Capacitor } from "@capacitor/core";
import { Keyboard } from "@capacitor/keyboard";
import { SplashScreen } from "@capacitor/splash-screen";
import { StatusBar, Style } from "@capacitor/status-bar";

export const BRAND_VIOLET = "#8B5CF6";

export async function initNativeShell(): Promise<void> {
  if (!Capacitor.isNativePlatform()) return;
  await Promise.all([
    SplashScreen.hide(),
    StatusBar.setStyle({ style: Style.Light }),
    // Android only: iOS's status bar takes the page's colour.
    Capacitor.getPlatform() === "android" ? StatusBar.setBackgroundColor({ color: BRAND_VIOLET }) : Promise.resolve(),
    Keyboard.addListener("keyboardWillShow", () => document.body.classList.add("keyboard-open")),
    Keyboard.addListener("keyboardWillHide", () => document.body.classList.remove("keyboard-open")),
  ]);
}
