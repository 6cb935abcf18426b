import { Link } from "react-router";
import { LegalLayout, Section } from "../components/legal-layout";

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
    duration: "Up to 7 days, or until you sign out",
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
    name: "Security (no cookie)",
    kind: "Server-side rate limiting",
    purpose:
      "Protects sign-in and other sensitive actions from abuse. It relies on your IP address on our servers and stores nothing in your browser.",
    duration: "Counters cover short windows of up to an hour",
  },
];

export default function CookiesPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      effective="26 July 2025"
      intro={
        <p>
          Unlocked uses only what it needs to work: one essential cookie to keep you signed in and a few
          preferences kept in your own browser. There is nothing here that tracks you.
        </p>
      }
    >
      <Section title="What cookies and local storage are">
        <p>
          A cookie is a small piece of text a website asks your browser to keep and send back on later visits.
          Local storage is a similar space in your browser that only the website&apos;s own pages can read; it is
          never sent to our servers automatically. We use each for a small number of essential jobs.
        </p>
      </Section>

      <Section title="Everything we store in your browser">
        <div
          role="region"
          aria-label="Cookies and local storage used by Unlocked"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          <table className="min-w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              Name, type, purpose and duration of each cookie and local storage entry used by Unlocked
            </caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                <th scope="col" className="px-4 py-3 font-semibold">Type</th>
                <th scope="col" className="px-4 py-3 font-semibold">Purpose</th>
                <th scope="col" className="px-4 py-3 font-semibold">How long</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {storageItems.map((item) => (
                <tr key={item.name} className="align-top">
                  <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold break-all text-slate-900">
                    {item.name}
                  </th>
                  <td className="px-4 py-3">{item.kind}</td>
                  <td className="px-4 py-3">{item.purpose}</td>
                  <td className="px-4 py-3">{item.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          These are all strictly necessary for Unlocked to work or to remember choices you have made. We do not set
          any other cookies.
        </p>
      </Section>

      <Section title="What we do not use">
        <ul>
          <li>No tracking cookies.</li>
          <li>No analytics or measurement tools.</li>
          <li>No advertising cookies, pixels or ad networks.</li>
          <li>No social media widgets, third-party scripts or third-party fonts that could let another company see your visit.</li>
        </ul>
        <p>
          If we ever want to add something that is not essential, we will update this policy first and ask for your
          consent before it is used.
        </p>
      </Section>

      <Section title="How to clear them">
        <ul>
          <li>Signing out ends your session and removes the session cookie.</li>
          <li>
            To remove everything, open your browser&apos;s settings, find the privacy section (often called
            &quot;Cookies and site data&quot; or &quot;Manage website data&quot;) and clear the data for Unlocked.
          </li>
          <li>
            Browsers also let you block cookies completely. If you block the session cookie, you will not be able
            to stay signed in.
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
