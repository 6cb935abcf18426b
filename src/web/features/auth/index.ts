/** The auth feature's public surface for the app shell: signing out. (The session itself is shared: lib/session.ts.) */
export { useSignOutAction } from "./lib/use-sign-out-action";
