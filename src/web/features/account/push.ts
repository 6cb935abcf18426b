import { okResponseSchema } from "#shared/auth";
import { pushKeySchema } from "#shared/notifications";
import { api } from "../../lib/api";

/**
 * This browser's push subscription: turned on with the member's permission, registered with our
 * server (which signs pushes with the key it hands out here), turned off on both sides.
 */
export type PushState = "unsupported" | "denied" | "off" | "on";

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await reg.pushManager.getSubscription()) ? "on" : "off";
}

export async function turnPushOn(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const { public_key } = await api("/api/push/key", pushKeySchema);
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key });
  await api("/api/push/subscriptions", okResponseSchema, { body: subscription.toJSON() });
  return "on";
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api("/api/push/subscriptions", okResponseSchema, {
      method: "DELETE",
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return "off";
}
