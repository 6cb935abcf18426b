/**
 * "Chrome on Android", from a User-Agent header, for the sessions list. Hand-written rather than a
 * parser library: we need a short label for the member's own devices, not versions or engines,
 * and the order of the tests is the whole trick (Edge and Opera also say Chrome; Chrome also
 * says Safari). The native shell names itself.
 */
const browsers: [RegExp, string][] = [
  [/\bUnlockedApp\b/, "Unlocked app"],
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1];
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
