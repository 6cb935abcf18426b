import { useSyncExternalStore } from "react";

/** Local memory of a passed age check (part 1 §4): `ageVerified` + `ageVerificationDate`. */
const KEY = "ageVerified";
const DATE_KEY = "ageVerificationDate";

/**
 * The date of birth confirmed on this page, held in memory only (never in browser storage: it is
 * personal), so the sign-up that follows can send it; after a reload sign-up asks again.
 */
let dateOfBirthThisVisit: string | null = null;
// (Earlier versions stored it under `ageVerificationDob`: main.tsx deletes that as the app loads.)

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const isVerified = () => localStorage.getItem(KEY) === "true";

export const ageStorage = {
  isVerified,
  /** The date of birth confirmed on this page (not stored), for sign-up. */
  dateOfBirth: () => dateOfBirthThisVisit,
  remember(dateOfBirth: string) {
    localStorage.setItem(KEY, "true");
    localStorage.setItem(DATE_KEY, new Date().toISOString());
    dateOfBirthThisVisit = dateOfBirth;
    changed();
  },
  forget() {
    localStorage.removeItem(KEY);
    localStorage.removeItem(DATE_KEY);
    dateOfBirthThisVisit = null;
    changed();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of ours passing (or clearing) the check.
  addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", listener);
  };
}

/**
 * Whether this browser remembers a passed age check, for rendering: the server, which cannot see
 * browser storage, renders "not remembered", and so does the browser's hydration; the browser's
 * own answer follows right after.
 */
export function useAgeRememberedHere(): boolean {
  return useSyncExternalStore(subscribe, isVerified, () => false);
}
