/** Local memory of a passed age check (part 1 §4): `ageVerified` + `ageVerificationDate`. */
const KEY = "ageVerified";
const DATE_KEY = "ageVerificationDate";

/**
 * The date of birth confirmed on this page, held in memory only (never in browser storage: it is
 * personal), so the sign-up that follows can send it; after a reload sign-up asks again.
 */
let dateOfBirthThisVisit: string | null = null;
// (Earlier versions stored it under `ageVerificationDob`: main.tsx deletes that as the app loads.)

export const ageStorage = {
  isVerified: () => localStorage.getItem(KEY) === "true",
  /** The date of birth confirmed on this page (not stored), for sign-up. */
  dateOfBirth: () => dateOfBirthThisVisit,
  remember(dateOfBirth: string) {
    localStorage.setItem(KEY, "true");
    localStorage.setItem(DATE_KEY, new Date().toISOString());
    dateOfBirthThisVisit = dateOfBirth;
  },
  forget() {
    localStorage.removeItem(KEY);
    localStorage.removeItem(DATE_KEY);
    dateOfBirthThisVisit = null;
  },
};
