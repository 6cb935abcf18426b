/**
 * The banner while the device has no connection (the app shell still opens, from the service
 * worker). Apart from messages.ts: only the banner's own code, loaded when the connection goes,
 * carries it, so the first page's script stays within its budget.
 */
export const OfflineText = {
  banner: "You're offline. Unlocked will reconnect when your connection is back.",
} as const;
