/**
 * Inside the Capacitor shell (part 2 §9): hide the splash screen, light status bar in brand
 * violet, and a `keyboard-open` class on <body> while the keyboard shows. In a browser: nothing.
 */
type CapacitorGlobal = {
  isNativePlatform?: () => boolean;
  Plugins?: Record<string, Record<string, (...args: unknown[]) => unknown> | undefined>;
};

export async function initNativeShell(): Promise<void> {
  const cap = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  if (!cap?.isNativePlatform?.()) return;
  const { SplashScreen, StatusBar, Keyboard } = cap.Plugins ?? {};
  await SplashScreen?.hide?.();
  await StatusBar?.setStyle?.({ style: "LIGHT" });
  await StatusBar?.setBackgroundColor?.({ color: "#8B5CF6" });
  Keyboard?.addListener?.("keyboardWillShow", () => document.body.classList.add("keyboard-open"));
  Keyboard?.addListener?.("keyboardWillHide", () => document.body.classList.remove("keyboard-open"));
}
