import * as Slider from "@radix-ui/react-slider";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ProfileLimits } from "../../../../shared/limits";
import { needsQuickSetup, zipFromLocation, type Gender } from "../../../../shared/profiles";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { useSession } from "../../auth";
import { useMyProfile, useUpdateProfile } from "../api";

const SHOWN_KEY = "quickSetupShown";
const SKIP_PATHS = ["/auth", "/reset-password", "/profile/edit"];
const { min: AGE_MIN, max: AGE_MAX, defaultMin, defaultMax } = ProfileLimits.quickSetupAge;

const genderChoices: { value: Gender; label: string }[] = [
  { value: "man", label: "Man" },
  { value: "woman", label: "Woman" },
  { value: "non-binary", label: "Non-binary" },
];
/** Quick setup's "Looking for" is about genders: it fills interested_in (anyone = empty list). */
const lookingForChoices = [
  { value: "woman", label: "Women", genders: ["woman"] },
  { value: "man", label: "Men", genders: ["man"] },
  { value: "nonbinary", label: "Non-binary people", genders: ["non-binary"] },
  { value: "anyone", label: "Anyone", genders: [] },
] as const;

function Choices({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly { value: string; label: string }[]; value: string; onChange: (v: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-violet-700 has-checked:bg-violet-50 has-checked:font-semibold has-checked:text-violet-900 has-focus-visible:outline-2 has-focus-visible:outline-violet-700">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="accent-violet-700" />
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

/** Once per browser session, for a signed-in user whose profile lacks gender, interested_in or location. */
export function QuickSetupModal() {
  const { user } = useSession();
  const profile = useMyProfile(Boolean(user));
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [gender, setGender] = useState("");
  const [lookingFor, setLookingFor] = useState("");
  const [location, setLocation] = useState("");
  const [ages, setAges] = useState<number[]>([defaultMin, defaultMax]);
  const id = useId();

  useEffect(() => {
    if (!profile.data || !needsQuickSetup(profile.data) || sessionStorage.getItem(SHOWN_KEY)) return;
    // Let the first-visit welcome on the home page speak first.
    if (SKIP_PATHS.includes(pathname) || (pathname === "/" && !localStorage.getItem("hasSeenFirstLight"))) return;
    sessionStorage.setItem(SHOWN_KEY, "true");
    setGender(profile.data.gender ?? "");
    setLocation(profile.data.location ?? "");
    setOpen(true);
  }, [profile.data, pathname]);

  const ready = Boolean(gender && lookingFor && location.trim());

  async function save() {
    const choice = lookingForChoices.find((c) => c.value === lookingFor)!;
    const zip = zipFromLocation(location);
    try {
      await update.mutateAsync({
        gender: gender as Gender,
        interested_in: [...choice.genders],
        location: location.trim(),
        ...(zip ? { zip_code: zip } : {}),
        age_preference_min: ages[0],
        age_preference_max: ages[1],
      });
    } catch (err) {
      // The spec keeps quick setup quiet on failure: logged only; the editor can fix it later.
      console.error("Quick setup could not save the profile", err);
    }
    setOpen(false);
    await navigate("/matches");
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Let's set up your matches" description="Four quick answers so we can show you people who fit. You can change them any time.">
        <div className="space-y-5">
          <Choices legend="I am a" name={`${id}-gender`} options={genderChoices} value={gender} onChange={setGender} />
          <Choices legend="Looking for" name={`${id}-looking`} options={lookingForChoices} value={lookingFor} onChange={setLookingFor} />
          <Section>
            <Label htmlFor={`${id}-location`}>Location</Label>
            <Input id={`${id}-location`} value={location} maxLength={ProfileLimits.textMax} placeholder="City or zip code" onChange={(e) => setLocation(e.target.value)} />
          </Section>
          <Section>
            <p className="text-sm font-medium text-slate-800" id={`${id}-ages`}>
              Age range: {ages[0]} – {ages[1]}
            </p>
            <Slider.Root
              className="relative flex h-11 w-full touch-none items-center select-none"
              min={AGE_MIN}
              max={AGE_MAX}
              step={1}
              minStepsBetweenThumbs={0}
              value={ages}
              onValueChange={setAges}
              aria-labelledby={`${id}-ages`}
            >
              <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
                <Slider.Range className="absolute h-full rounded-full bg-violet-700" />
              </Slider.Track>
              {["Minimum age", "Maximum age"].map((label) => (
                <Slider.Thumb key={label} aria-label={label} className="block size-6 rounded-full border-2 border-violet-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700" />
              ))}
            </Slider.Root>
          </Section>
          <Button className="w-full" disabled={!ready || update.isPending} onClick={() => void save()}>
            {update.isPending ? "Saving..." : "Show My Matches"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
