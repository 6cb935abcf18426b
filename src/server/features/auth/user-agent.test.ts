import { describe, expect, it } from "vitest";
import { describeDevice } from "./user-agent.js";

describe("a device's label in the sessions list", () => {
  it("names the browser and the system, telling apart the browsers that also claim to be Chrome or Safari", () => {
    const cases: [string, string][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge on Windows",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
        "Safari on macOS",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
        "Chrome on iOS",
      ],
      ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
      [
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
        "Samsung Internet on Android",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 UnlockedApp/1.0",
        "Unlocked app on Android",
      ],
      ["curl/8.5.0", "Unknown device"],
    ];
    for (const [ua, label] of cases) expect(describeDevice(ua), ua).toBe(label);
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice("")).toBeNull();
  });
});
