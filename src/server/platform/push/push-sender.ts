import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config.js";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * The VAPID keys that sign our pushes: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (several
 * processes must share them), else made once for this install and kept in DATA_DIR/vapid.json.
 */
export function loadVapidKeys(config: Pick<Config, "dataDir" | "appUrl" | "vapid">): VapidKeys {
  const subject =
    config.vapid?.subject ?? (config.appUrl.startsWith("https://") ? config.appUrl : "mailto:hello@unlocked.local");
  if (config.vapid) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  const file = path.join(config.dataDir, "vapid.json");
  try {
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  } catch {
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(config.dataDir, { recursive: true });
    // wx: two processes starting at once keep the first one's keys.
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch {
      return { ...(JSON.parse(fs.readFileSync(file, "utf8")) as typeof keys), subject };
    }
    return { ...keys, subject };
  }
}

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) signed with VAPID (RFC 8292) through the
 * `web-push` library. "gone" when the push service says the subscription no longer exists.
 */
export function createPushSender(vapid: VapidKeys) {
  return {
    publicKey: vapid.publicKey,
    async send(target: PushTarget, payload: object): Promise<"sent" | "gone"> {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: 24 * 60 * 60,
            contentEncoding: "aes128gcm",
            timeout: 10_000,
          },
        );
        return "sent";
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return "gone";
        throw err;
      }
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
