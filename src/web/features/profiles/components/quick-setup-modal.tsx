import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Pronouns } from "#shared/identity";
import { ProfileLimits } from "#shared/limits";
import {
  genderLabels,
  interestedInGenders,
  interestedInLabels,
  needsQuickSetup,
  zipFromLocation,
  type Gender,
  type InterestedIn,
  type OwnProfile,
} from "#shared/profiles";
import type { ProfileUpdate } from "#shared/profile-fields";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { RangeSlider } from "../../../components/ui/range-slider";
import { firstLight } from "../../../lib/first-light";
import { useSession } from "../../../lib/session";
import { useUpdateProfile } from "../api";
import { useMyProfile } from "../../../lib/my-profile";
import { PronounsSelect } from "./pronouns-select";
import { QUICK_SETUP_SHOWN_KEY, quickSetupShown, quickSetupSkips } from "../lib/quick-setup-gate";

const { min: AGE_MIN, max: AGE_MAX } = ProfileLimits.quickSetupAge;

/** Quick setup offers the first three of the stored genders (docs/spec/owner-decisions.md). */
const genderChoices: { value: Gender; label: string }[] = interestedInGenders.map((g) => ({
  value: g,
  label: genderLabels[g],
}));
/** Quick setup's "Looking for" is about genders: it fills interested_in (anyone = empty list). */
const lookingForChoices: { value: string; label: string; genders: InterestedIn[] }[] = [
  { value: "woman", label: interestedInLabels.woman, genders: ["woman"] },
  { value: "man", label: interestedInLabels.man, genders: ["man"] },
  { value: "nonbinary", label: interestedInLabels["non-binary"], genders: ["non-binary"] },
  { value: "anyone", label: "Anyone", genders: [] },
];

const sameGenders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((g) => b.includes(g));

/** The saved answer as one of the choices; "" when never answered or when it is a mix the editor made. */
function lookingForFrom(saved: OwnProfile["interested_in"]): string {
  if (saved === null) return "";
  return lookingForChoices.find((c) => sameGenders(c.genders, saved))?.value ?? "";
}

const clampAge = (n: number) => Math.min(AGE_MAX, Math.max(AGE_MIN, n));

type Answers = {
  gender: string;
  pronouns: Pronouns | null;
  lookingFor: string;
  location: string;
  ages: [number, number];
};

function answersFrom(p: OwnProfile): Answers {
  return {
    gender: p.gender ?? "",
    pronouns: p.pronouns,
    lookingFor: lookingForFrom(p.interested_in),
    location: p.location ?? "",
    ages: [clampAge(p.age_preference_min), clampAge(p.age_preference_max)],
  };
}

/** Only what the person changed here is sent: saved answers (age preferences above all) stay as they were. */
function changesFrom(saved: Answers, now: Answers): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (now.gender !== saved.gender) changes.gender = now.gender as Gender;
  if (now.pronouns !== saved.pronouns) changes.pronouns = now.pronouns;
  if (now.lookingFor !== saved.lookingFor) {
    changes.interested_in = [...lookingForChoices.find((c) => c.value === now.lookingFor)!.genders];
  }
  if (now.location.trim() !== saved.location.trim()) {
    changes.location = now.location.trim();
    const zip = zipFromLocation(now.location);
    if (zip) changes.zip_code = zip;
  }
  if (now.ages[0] !== saved.ages[0]) changes.age_preference_min = now.ages[0];
  if (now.ages[1] !== saved.ages[1]) changes.age_preference_max = now.ages[1];
  return changes;
}

type ChoicesProps = {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (v: string) => void;
  /** Receives the radio that should take focus first: the chosen one, else the first. */
  focusRef?: RefObject<HTMLInputElement | null>;
};

function Choices({ legend, name, options, value, onChange, focusRef }: ChoicesProps) {
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-violet-700 has-checked:bg-violet-50 has-checked:font-semibold has-checked:text-violet-900 has-focus-visible:outline-2 has-focus-visible:outline-violet-700"
          >
            <input
              ref={i === focusIndex ? focusRef : undefined}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-violet-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="space-y-2">{children}</div>;
}

/**
 * Once per browser session, for a signed-in user whose profile lacks gender, interested_in or
 * location. It opens with what is already saved, and focus starts on the chosen answer.
 */
export function QuickSetupModal() {
  const { user } = useSession();
  const profile = useMyProfile(Boolean(user));
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [saved, setSaved] = useState<Answers | null>(null);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const id = useId();
  const [welcomed, setWelcomed] = useState(firstLight.hasSeen);
  useEffect(() => {
    const stop = firstLight.onSeen(() => setWelcomed(true));
    // The welcome may have closed between this render and this effect (effects run after paint):
    // its notice then went to no one, and quick setup would wait for it all session.
    if (firstLight.hasSeen()) setWelcomed(true);
    return stop;
  }, []);

  useEffect(() => {
    if (!profile.data || !needsQuickSetup(profile.data) || quickSetupShown()) return;
    // Let the first-visit welcome on the home page speak first.
    if (quickSetupSkips(pathname) || (pathname === "/" && !welcomed)) return;
    sessionStorage.setItem(QUICK_SETUP_SHOWN_KEY, "true");
    const initial = answersFrom(profile.data);
    setSaved(initial);
    setAnswers(initial);
  }, [profile.data, pathname, welcomed]);

  // After saving it closes only once /matches is on screen, so focus lands on that page's heading
  // instead of on one that is about to leave.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  useEffect(() => {
    if (leavingFor !== pathname) return;
    setLeavingFor(null);
    setAnswers(null);
  }, [leavingFor, pathname]);

  const open = answers !== null;
  const set = (patch: Partial<Answers>) => setAnswers((a) => (a ? { ...a, ...patch } : a));
  const close = () => setAnswers(null);
  const ready = Boolean(answers && answers.gender && answers.lookingFor && answers.location.trim());

  async function save() {
    if (!saved || !answers) return;
    const changes = changesFrom(saved, answers);
    try {
      if (Object.keys(changes).length) await update.mutateAsync(changes);
    } catch (err) {
      // The spec keeps quick setup quiet on failure: logged only; the editor can fix it later.
      console.error("Quick setup could not save the profile", err);
    }
    setLeavingFor("/matches");
    await navigate("/matches");
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Let's set up your matches"
        description="Four quick answers so we can show you people who fit. You can change them any time."
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          firstChoice.current?.focus();
        }}
      >
        {answers ? (
          <div className="space-y-5">
            <Choices
              legend="I am a"
              name={`${id}-gender`}
              options={genderChoices}
              value={answers.gender}
              onChange={(gender) => set({ gender })}
              focusRef={firstChoice}
            />
            <PronounsSelect id={`${id}-pronouns`} value={answers.pronouns} onChange={(pronouns) => set({ pronouns })} />
            <Choices
              legend="Looking for"
              name={`${id}-looking`}
              options={lookingForChoices}
              value={answers.lookingFor}
              onChange={(lookingFor) => set({ lookingFor })}
            />
            <Section>
              <Label htmlFor={`${id}-location`}>Location</Label>
              <Input
                id={`${id}-location`}
                value={answers.location}
                maxLength={ProfileLimits.textMax}
                placeholder="City or zip code"
                onChange={(e) => set({ location: e.target.value })}
              />
            </Section>
            <Section>
              <p className="text-sm font-medium text-slate-800" id={`${id}-ages`}>
                Age range: {answers.ages[0]} – {answers.ages[1]}
              </p>
              <RangeSlider
                min={AGE_MIN}
                max={AGE_MAX}
                value={answers.ages}
                onValueChange={(ages) => set({ ages })}
                labels={["Minimum age", "Maximum age"]}
                labelledBy={`${id}-ages`}
              />
            </Section>
            <Button className="w-full" disabled={!ready} pending={update.isPending} onClick={() => void save()}>
              {update.isPending ? "Saving..." : "Show My Matches"}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
