import { describe, expect, it } from "vitest";
import { isBrowserPushService } from "./notifications.js";

describe("the push services production sends to", () => {
  it("are the browsers' own, over https on the default port; nothing a member could point at", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(isBrowserPushService(ok), ok).toBe(true);
    for (const bad of [
      "https://127.0.0.1/push/1",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://internal.notify.windows.com.attacker.net/x",
    ])
      expect(isBrowserPushService(bad), bad).toBe(false);
  });
});
