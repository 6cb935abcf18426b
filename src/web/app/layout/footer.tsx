import { Heart } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { GeneralText } from "#shared/messages";
import { Button } from "../../components/ui/button";
import { isShareable, shareUrl } from "../../lib/share-link";
import { notify } from "../../lib/toast";

const platformLinks = [
  { to: "/quick-start", label: "Quick Start" },
  { to: "/sample-profiles", label: "Sample Profiles" },
  { to: "/pricing", label: "Pricing" },
  { to: "/safety", label: "Safety" },
  { to: "/faq", label: "FAQ" },
  { to: "/mission", label: "Mission" },
] as const;

const legalLinks = [
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/cookies", label: "Cookies" },
  { to: "/accessibility", label: "Accessibility" },
] as const;

const paymentMethods = ["PayPal", "Apple Pay", "Google Pay", "Venmo", "Visa", "Mastercard"] as const;

const supportEmail = "support@unlocked.app";

const linkClass =
  "inline-flex min-h-11 items-center rounded text-slate-700 underline-offset-4 hover:text-violet-800 hover:underline";

async function copyLink(url: string) {
  // The clipboard first, while the click's user activation is fresh (sonner itself loads on demand).
  const copied = await navigator.clipboard.writeText(url).then(
    () => true,
    () => false,
  );
  if (copied) notify.success(GeneralText.linkCopied);
  else notify.error(GeneralText.copyFailed.title, GeneralText.copyFailed.description);
}

function openShareWindow(url: string) {
  window.open(url, "_blank", "noopener,noreferrer,width=600,height=540");
}

function shareOnX(url: string) {
  const text = encodeURIComponent("Dating that starts with who you really are: Unlocked");
  openShareWindow(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${text}`);
}

function shareOnFacebook(url: string) {
  openShareWindow(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
}

function LinkGroup({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title}
      </h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Part 1 §2: about, Platform and Legal links, payment labels, contact and sharing. */
export function Footer() {
  const paymentsId = useId();
  const shareId = useId();
  const location = useLocation();
  const year = new Date().getFullYear();
  // Made at the click, from the browser's own origin (the server renders this footer too).
  const pageUrl = () => shareUrl(location.pathname);
  // The invitation is to Unlocked itself, whatever page the member is on.
  const inviteUrl = () => shareUrl("/");

  return (
    <footer className="render-when-visible border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
            <Heart className="size-5 text-violet-700" aria-hidden fill="currentColor" />
            Unlocked
          </p>
          <p className="mt-3 max-w-md leading-relaxed">
            Inclusive, privacy-first dating for adults of every identity and orientation. We introduce you to people
            through real compatibility, explain every match in plain words, and never sell your data.
          </p>
          <p className="mt-4">
            Questions or ideas?{" "}
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex min-h-11 items-center font-medium text-violet-700 underline underline-offset-4 hover:text-violet-800"
            >
              {supportEmail}
            </a>
          </p>
        </div>
        <LinkGroup title="Platform" links={platformLinks} />
        <LinkGroup title="Legal" links={legalLinks} />
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 border-t border-slate-200 px-4 py-8 md:grid-cols-2">
        <section aria-labelledby={paymentsId}>
          <h2 id={paymentsId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            We accept
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {paymentMethods.map((method) => (
              <li
                key={method}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800"
              >
                {method}
              </li>
            ))}
          </ul>
        </section>
        {isShareable(location) ? (
          <section aria-labelledby={shareId}>
            <h2 id={shareId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              Share Unlocked
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="outline" aria-label="Copy link to this page" onClick={() => void copyLink(pageUrl())}>
                Copy link
              </Button>
              <Button
                variant="outline"
                aria-label="Copy invite link to share with a friend"
                onClick={() => void copyLink(inviteUrl())}
              >
                Copy invite link
              </Button>
              <Button
                variant="outline"
                aria-label="Share on X (opens a new window)"
                onClick={() => shareOnX(pageUrl())}
              >
                Share on X
              </Button>
              <Button
                variant="outline"
                aria-label="Share on Facebook (opens a new window)"
                onClick={() => shareOnFacebook(pageUrl())}
              >
                Share on Facebook
              </Button>
            </div>
          </section>
        ) : null}
      </div>

      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600">
          © <span suppressHydrationWarning>{year}</span> Unlocked. Made with care for people who want to be known.
        </p>
      </div>
    </footer>
  );
}
