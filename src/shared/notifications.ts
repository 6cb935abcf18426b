import * as z from "zod/mini";

/**
 * Notifications (web push, and which mails): a member turns push on per browser, and chooses
 * by kind. Message text is shown in a push only when they allowed previews. Apart from
 * messages.ts: only /settings and the service worker use these.
 */
export const notificationKinds = ["matches", "messages", "digest", "product_mail"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSettingsSchema = z.object({
  matches: z.boolean(),
  messages: z.boolean(),
  message_previews: z.boolean(),
  digest: z.boolean(),
  product_mail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = z.strictObject(z.partial(notificationSettingsSchema).shape);
export const defaultNotificationSettings: NotificationSettings = {
  matches: true,
  messages: true,
  message_previews: false,
  digest: true,
  product_mail: true,
};

const base64url = z.string().check(z.minLength(16), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+=*$/));
/** What a browser's PushManager hands out (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(
    z.url(),
    z.maxLength(1000),
    z.refine((u) => u.startsWith("https://"), "Push endpoints are https"),
  ),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
/**
 * The browsers' push services our server will send to (Chrome and Edge's FCM, Firefox's autopush,
 * Safari's, Windows'). The server posts to whatever endpoint a member registers, so it must never
 * be an address of the member's choosing (an internal service, say); other hosts only outside
 * production (a test's local push service).
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];
export const isBrowserPushService = (endpoint: string): boolean => {
  const url = new URL(endpoint);
  return url.protocol === "https:" && url.port === "" && pushServiceHosts.some((re) => re.test(url.hostname));
};
export const NotificationErrors = {
  unknownPushService: "That browser's push service is not one Unlocked sends to.",
  endpointTaken: "This browser's notifications are turned on for another account. Turn them off there first.",
} as const;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().check(z.url(), z.maxLength(1000)) });
export const pushKeySchema = z.object({ public_key: z.string() });

/** What a push carries to the service worker (shown as a notification, opening `url` on click). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export const NotificationText = {
  title: "Notifications",
  pushLabel: "Notifications on this device",
  pushHint: "New matches and messages reach you here when Unlocked isn't open.",
  pushUnsupported: "This browser can't show notifications from Unlocked.",
  pushDenied: "Notifications are blocked for Unlocked in this browser's settings.",
  kinds: {
    matches: "New matches",
    messages: "New messages",
    message_previews: "Show message text in notifications",
    digest: "My AI Digest",
    product_mail: "Tips and news by email",
  },
  saved: "Notification settings saved",
  newMatch: { title: "It's a match!", body: "You have a new match on Unlocked." },
  newMessage: { title: "New message", body: "You have a new message on Unlocked." },
  digestReady: {
    title: "Your AI Digest is ready",
    body: "Today's compatibility insights and conversation starters are waiting.",
  },
} as const;
