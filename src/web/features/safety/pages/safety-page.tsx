import { LifeBuoy, Phone, Save, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SafetyText } from "#shared/messages";
import { defaultSafetySettings, profileVisibilities, type SafetySettings } from "#shared/safety";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Label, Select } from "../../../components/ui/input";
import { Loading } from "../../../components/ui/loading";
import { focusIsLost } from "../../../lib/focus";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { safetyQueries, useSafetySettings, useSaveSafetySettings } from "../api";
import { firstReads } from "../../../lib/page-data";
import { BlockedList } from "../components/blocked-list";
import { PageDescriptions } from "#shared/pages";

const switches: { key: Exclude<keyof SafetySettings, "profile_visibility">; label: string; hint: string }[] = [
  {
    key: "allow_messages_from_new_matches",
    label: "Allow messages from new matches",
    hint: "Off: someone you matched with less than a day ago can't write first.",
  },
  {
    key: "require_age_verification",
    label: "Require age verification",
    hint: "Only age-verified members can message you.",
  },
  {
    key: "block_explicit_content",
    label: "Block explicit content",
    hint: "Explicit words in messages you receive are masked.",
  },
  {
    key: "location_sharing_enabled",
    label: "Share my location",
    hint: "Off: others see your city, never your zip code.",
  },
];
const visibilityLabels: Record<SafetySettings["profile_visibility"], string> = {
  public: "Public",
  matches_only: "Matches only",
  private: "Private",
};

const guidelines = [
  ["Be respectful", "Treat everyone with kindness. Harassment, hate speech and threats are never allowed."],
  ["Be yourself", "Use your own photos and honest details. Fake profiles are removed."],
  ["Ask for consent", "Never send explicit content to someone who hasn't clearly asked for it."],
  ["Protect privacy", "Don't share anyone's personal information or screenshots of conversations."],
  ["Adults only", "Unlocked is for people 18 and over. Report anyone you believe is younger."],
];

const emergency = [
  { name: "Emergency services (US)", contact: "Call 911", href: "tel:911" },
  { name: "National Domestic Violence Hotline", contact: "Call 1-800-799-7233", href: "tel:18007997233" },
  { name: "Crisis Text Line", contact: "Text HOME to 741741", href: "sms:741741?body=HOME" },
  { name: "RAINN National Sexual Assault Hotline", contact: "Call 1-800-656-4673", href: "tel:18006564673" },
];

/** Part 2 §2 /safety: the settings form, resources, guidelines and emergency numbers. */
export const loader = firstReads(({ client, member }) =>
  member ? [client.ensureQueryData(safetyQueries.settings()), client.ensureQueryData(safetyQueries.blocked())] : [],
);

export default function SafetyPage() {
  useDocumentTitle("Safety & privacy", PageDescriptions.safety);
  const { user } = useSession();
  const loaded = useSafetySettings(Boolean(user));
  const save = useSaveSafetySettings();
  const [form, setForm] = useState<SafetySettings>(defaultSafetySettings);
  const [changed, setChanged] = useState(false);
  // Saving hides Save Settings, which held the focus: it goes to the settings' heading instead of <body>.
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (saves > 0 && focusIsLost()) settingsHeading.current?.focus();
  }, [saves]);

  // The saved settings fill the form once they arrive; the form is not shown to a member before
  // then, so nothing they choose can be overwritten by a late answer.
  useEffect(() => {
    if (loaded.data) setForm(loaded.data);
  }, [loaded.data]);
  const waiting = Boolean(user) && loaded.isPending;

  const set = <K extends keyof SafetySettings>(key: K, value: SafetySettings[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setChanged(true);
  };

  async function submit() {
    if (!user) return notify.error(SafetyText.saveSignIn);
    try {
      await save.mutateAsync(form);
      setChanged(false);
      setSaves((n) => n + 1);
      notify.success(SafetyText.saved.title, SafetyText.saved.description);
    } catch {
      notify.error(SafetyText.saveFailed.title, SafetyText.saveFailed.description);
    }
  }

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Safety &amp; privacy</h1>
        <p className="mt-2 text-slate-700">
          You decide who can find you and who can write to you. Our server enforces every setting.
        </p>
      </header>

      <Card className="space-y-5">
        <h2
          ref={settingsHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <ShieldCheck aria-hidden className="text-violet-700" /> Your settings
        </h2>
        {waiting ? (
          <Loading label="Loading your settings..." />
        ) : (
          <div className="divide-y divide-slate-200">
            {switches.map(({ key, label, hint }) => (
              <label key={key} className="flex items-center justify-between gap-4 py-3">
                <span>
                  <span className="block font-medium text-slate-900">{label}</span>
                  <span className="block text-sm text-slate-700">{hint}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="size-5 shrink-0 accent-violet-700"
                  checked={form[key]}
                  onChange={(e) => set(key, e.currentTarget.checked)}
                />
              </label>
            ))}
            <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <Label htmlFor="profile-visibility" className="block text-base text-slate-900">
                  Who can see my profile
                </Label>
                <span className="block text-sm text-slate-700">
                  Public: anyone in discovery. Matches only: people you've matched with. Private: nobody.
                </span>
              </span>
              <Select
                id="profile-visibility"
                className="sm:w-48"
                value={form.profile_visibility}
                onChange={(e) =>
                  set("profile_visibility", e.currentTarget.value as SafetySettings["profile_visibility"])
                }
              >
                {profileVisibilities.map((v) => (
                  <option key={v} value={v}>
                    {visibilityLabels[v]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        )}
        {changed && (
          <Button onClick={() => void submit()} pending={save.isPending}>
            <Save aria-hidden /> {save.isPending ? "Saving..." : "Save Settings"}
          </Button>
        )}
      </Card>

      {user ? <BlockedList /> : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="space-y-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <LifeBuoy aria-hidden className="text-violet-700" /> Dating safely
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            <li>Meet first in a public place, and tell a friend where you'll be.</li>
            <li>Keep conversations on Unlocked until you trust someone.</li>
            <li>Never send money or financial details to someone you haven't met.</li>
            <li>Report or block anyone who makes you uncomfortable: from their profile or your conversation.</li>
          </ul>
        </Card>
        <Card className="space-y-3">
          <h2 className="text-xl font-semibold text-slate-900">Community guidelines</h2>
          <ol className="list-decimal space-y-2 pl-5 text-slate-800">
            {guidelines.map(([title, text]) => (
              <li key={title}>
                <strong className="text-slate-900">{title}.</strong> {text}
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <Card className="space-y-3 border-red-200 bg-red-50">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-red-900">
          <Phone aria-hidden /> Emergency resources
        </h2>
        <p className="text-red-900">If you are in danger, contact emergency services first.</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {emergency.map((e) => (
            <li key={e.name} className="rounded-lg bg-white p-3">
              <span className="block font-medium text-slate-900">{e.name}</span>
              <a href={e.href} className="text-red-800 underline underline-offset-2">
                {e.contact}
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </main>
  );
}
