/** Providers that deliver mail for an address whatever dots its local part holds (Gmail's rule). */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as one string: lower case; without a `+tag` (sub-addressing,
 * which Gmail, Outlook, iCloud, Fastmail and most others deliver to the same mailbox); for
 * Gmail, without dots in the local part and googlemail.com as gmail.com. What a ban is kept
 * under, so a banned address does not come back as `local+x@domain` or `l.o.cal@gmail.com`. Some
 * providers deliver `+tag` elsewhere or not at all; treating those as one mailbox can only refuse
 * a sign-up a banned person could have made, never let one through.
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
