import { Link } from "react-router";
import { LegalLayout, Section } from "../components/legal-layout";
import { PageDescriptions } from "#shared/pages";

type StorageItem = {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
};

const storageItems: ReadonlyArray<StorageItem> = [
  {
    name: "better-auth.session_token",
    kind: "Essential cookie (httpOnly)",
    purpose:
      "Keeps you signed in. It holds a random session identifier, marked httpOnly so scripts in the page cannot read it. On secure connections the name may carry a __Secure- prefix.",
    duration: "7 days after your last visit (renewed while you use Unlocked), or until you sign out",
  },
  {
    name: "ageVerified",
    kind: "Preference in local storage (not a cookie)",
    purpose: "Remembers that you confirmed you are 18 or older on this device, so we do not ask on every visit.",
    duration: "Until you clear this site's data in your browser",
  },
  {
    name: "ageVerificationDate",
    kind: "Preference in local storage (not a cookie)",
    purpose: "Records when you gave that confirmation on this device.",
    duration: "Until you clear this site's data in your browser",
  },
  {
    name: "hasSeenFirstLight",
    kind: "Preference in local storage (not a cookie)",
    purpose: "Remembers that you have already seen the welcome introduction, so it is not shown again.",
    duration: "Until you clear this site's data in your browser",
  },
  {
    name: "quickSetupShown",
    kind: "Preference in session storage (not a cookie)",
    purpose: "Remembers that quick setup was offered in this visit, so it is not offered twice.",
    duration: "Until you close this browser tab",
  },
  {
    name: "completeProfileDismissed",
    kind: "Preference in session storage (not a cookie)",
    purpose: "Remembers that you closed the Complete Profile reminder in this visit.",
    duration: "Until you close this browser tab",
  },
  {
    name: "react-router-scroll-positions",
    kind: "Preference in session storage (not a cookie)",
    purpose:
      "Remembers how far down you had scrolled on each page of this visit, so going Back returns you to the same place.",
    duration: "Until you close this browser tab",
  },
  {
    name: "workbox-precache-v2",
    kind: "Service worker cache (Cache Storage, not a cookie)",
    purpose:
      "Holds only the app's own files (scripts, styles, icons) so Unlocked opens even when you are offline. It never holds your data or photos.",
    duration: "Until you clear this site's data in your browser (its files are replaced when the app updates)",
  },
  {
    name: "Push subscription",
    kind: "Browser notification setting (only if you turn on notifications)",
    purpose:
      "Lets your browser receive the notifications you turned on for Unlocked. Nothing is kept unless you turn notifications on.",
    duration: "Until you turn notifications off in Settings or in your browser",
  },
  {
    name: "Security (no cookie)",
    kind: "Server-side rate limiting",
    purpose:
      "Protects sign-in and other sensitive actions from abuse. Counters on our servers are keyed by your IP address, an email address typed into a form (sign-up, sign-in or password reset) or your account id. Nothing is stored in your browser for this.",
    duration:
      "Counters cover windows of up to a day and are deleted about a day later, or at once when you delete your account",
  },
];

const columns = [
  { key: "kind", label: "Type" },
  { key: "purpose", label: "Purpose" },
  { key: "duration", label: "How long" },
] as const;

/**
 * A table on wider screens; on phones each entry stacks into a card with its own labels, so nothing
 * has to scroll sideways. The explicit roles keep it a table for screen readers when it stacks.
 */
function StorageTable() {
  return (
    <table
      role="table"
      className="block w-full border-collapse text-left text-sm sm:table sm:rounded-lg sm:border sm:border-slate-200"
    >
      <caption className="sr-only">
        Name, type, purpose and duration of each cookie and storage entry used by Unlocked
      </caption>
      <thead role="rowgroup" className="sr-only bg-slate-50 text-slate-900 sm:not-sr-only sm:table-header-group">
        <tr role="row">
          <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
            Name
          </th>
          {columns.map((c) => (
            <th key={c.key} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        role="rowgroup"
        className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-200"
      >
        {storageItems.map((item) => (
          <tr
            key={item.name}
            role="row"
            className="block rounded-lg border border-slate-200 p-4 align-top sm:table-row sm:rounded-none sm:border-0 sm:p-0"
          >
            <th
              role="rowheader"
              scope="row"
              className="block font-mono text-sm font-semibold break-all text-slate-900 sm:table-cell sm:px-4 sm:py-3 sm:text-xs"
            >
              {item.name}
            </th>
            {columns.map((c) => (
              <td key={c.key} role="cell" className="mt-2 block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                <span
                  aria-hidden
                  className="block text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden"
                >
                  {c.label}
                </span>
                {item[c.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CookiesPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      description={PageDescriptions.cookies}
      effective="24 November 2026"
      intro={
        <p>
          Unlocked uses only what it needs to work: one essential cookie to keep you signed in and a few preferences
          kept in your own browser. There is nothing here that tracks you.
        </p>
      }
    >
      <Section title="What cookies and local storage are">
        <p>
          A cookie is a small piece of text a website asks your browser to keep and send back on later visits. Local
          storage is a similar space in your browser that only the website&apos;s own pages can read; it is never sent
          to our servers automatically. We use each for a small number of essential jobs.
        </p>
      </Section>

      <Section title="Everything we store in your browser">
        <StorageTable />
        <p>
          These are all strictly necessary for Unlocked to work or to remember choices you have made. We do not set any
          other cookies.
        </p>
      </Section>

      <Section title="What we do not use">
        <ul>
          <li>No tracking cookies.</li>
          <li>No analytics or measurement tools.</li>
          <li>No advertising cookies, pixels or ad networks.</li>
          <li>
            No social media widgets, third-party scripts or third-party fonts that could let another company see your
            visit.
          </li>
        </ul>
        <p>
          If we ever want to add something that is not essential, we will update this policy first and ask for your
          consent before it is used.
        </p>
      </Section>

      <Section title="How to clear them">
        <ul>
          <li>Signing out ends your session and removes the session cookie.</li>
          <li>Turning notifications off, in Settings or in your browser, removes the push subscription.</li>
          <li>
            To remove everything, open your browser&apos;s settings, find the privacy section (often called
            &quot;Cookies and site data&quot; or &quot;Manage website data&quot;) and clear the data for Unlocked.
          </li>
          <li>
            Browsers also let you block cookies completely. If you block the session cookie, you will not be able to
            stay signed in.
          </li>
        </ul>
        <p>
          After clearing local storage, you will be asked to confirm your age again and you may see the welcome
          introduction once more. Your account, matches and messages are not affected.
        </p>
      </Section>

      <Section title="More information">
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we handle your personal information. Questions
          about cookies are welcome at <a href="mailto:support@unlocked.app">support@unlocked.app</a>.
        </p>
      </Section>
    </LegalLayout>
  );
}
