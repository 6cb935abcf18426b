/** "March 10, 2026": paid periods are kept in UTC, and shown so (the same day everywhere). */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
