/** Local memory of a passed age check (part 1 §4): `ageVerified` + `ageVerificationDate`. */
const KEY = "ageVerified";
const DATE_KEY = "ageVerificationDate";

export const ageStorage = {
  isVerified: () => localStorage.getItem(KEY) === "true",
  /** The date of birth entered, kept so sign-up can send it to the server. */
  dateOfBirth: () => localStorage.getItem("ageVerificationDob"),
  remember(dateOfBirth: string) {
    localStorage.setItem(KEY, "true");
    localStorage.setItem(DATE_KEY, new Date().toISOString());
    localStorage.setItem("ageVerificationDob", dateOfBirth);
  },
  forget() {
    localStorage.removeItem(KEY);
    localStorage.removeItem(DATE_KEY);
    localStorage.removeItem("ageVerificationDob");
  },
};
