import { BadgeCheck, Briefcase, GraduationCap, Heart, MapPin, Pencil, Ruler } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { genderIdentityLabels, orientationLabels } from "#shared/identity";
import { genderLabels, intentLabels, type OwnProfile } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { BeyondBadge } from "../../../components/ui/beyond-badge";
import { VerifiedMark } from "../../../components/ui/verified-mark";
import { Card } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * The signed-in user's own profile, as others will meet it: main photo first. `badge`: their
 * Beyond badge shows; `intro`: what the app puts under their name (the badge's first-visit tip).
 */
export function OwnProfileView({ profile, badge, intro }: { profile: OwnProfile; badge: boolean; intro?: ReactNode }) {
  const photos = [...profile.photos].sort(
    (a, b) => Number(b.url === profile.avatar_url) - Number(a.url === profile.avatar_url),
  );
  const [selected, setSelected] = useState(0);
  useDocumentTitle("Your profile");
  const current = photos[selected] ?? photos[0];
  const facts = [
    { icon: MapPin, label: "Location", value: profile.location },
    { icon: Briefcase, label: "Occupation", value: profile.occupation },
    { icon: GraduationCap, label: "Education", value: profile.education },
    { icon: Ruler, label: "Height", value: profile.height ? `${profile.height} cm` : null },
    { icon: Heart, label: "Looking for", value: profile.looking_for ? intentLabels[profile.looking_for] : null },
  ].filter((f) => f.value);

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-3">
          {current ? (
            <img
              src={current.url}
              alt={`${profile.name ?? "Your"} photo ${selected + 1}`}
              className="aspect-[4/5] w-full rounded-2xl object-cover"
            />
          ) : (
            <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-3 rounded-2xl bg-violet-50 p-6 text-center text-violet-900">
              <p className="font-semibold">No photos yet</p>
              <Button asChild size="sm">
                <Link to="/profile/edit">Add a photo</Link>
              </Button>
            </div>
          )}
          {photos.length > 1 ? (
            <ul className="grid grid-cols-6 gap-2" aria-label="Your photos">
              {photos.map((p, i) => (
                <li key={p.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(i)}
                    aria-label={`Show photo ${i + 1}`}
                    aria-pressed={i === selected}
                    className="block w-full overflow-hidden rounded-lg ring-violet-700 aria-pressed:ring-2"
                  >
                    <img src={p.url} alt="" className="aspect-square w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-3xl font-bold">
                {profile.name ?? "Your profile"}
                {profile.age ? <span className="font-normal text-slate-600">, {profile.age}</span> : null}
                {profile.verified ? <VerifiedMark className="ml-2 text-base" /> : null}
                {badge ? <BeyondBadge className="ml-2" /> : null}
              </h1>
              {profile.verified ? null : (
                <Link
                  to="/get-verified"
                  className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-sky-800 underline-offset-4 hover:underline"
                >
                  <BadgeCheck aria-hidden className="size-5" /> Get verified
                </Link>
              )}
              {intro}
              {profile.gender ? <p className="text-slate-700">{genderLabels[profile.gender]}</p> : null}
              <OwnIdentity profile={profile} />
            </div>
            <Button asChild>
              <Link to="/profile/edit">
                <Pencil aria-hidden /> Edit Profile
              </Link>
            </Button>
          </div>
          {facts.length ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {facts.map(({ icon: Icon, label, value }) => (
                <li key={label} className="flex items-center gap-2 text-slate-800">
                  <Icon className="size-4 text-violet-700" aria-hidden />
                  <span className="sr-only">{label}: </span>
                  {value}
                </li>
              ))}
            </ul>
          ) : null}
          <Card>
            <h2 className="mb-2 font-semibold">About me</h2>
            <p className="whitespace-pre-line text-slate-800">
              {profile.bio || "You haven't written a bio yet. A few honest sentences go a long way."}
            </p>
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">Interests</h2>
            {profile.interests.length ? (
              <ul className="flex flex-wrap gap-2">
                {profile.interests.map((i) => (
                  <li key={i} className="rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900">
                    {i}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">Add a few interests so people know what lights you up.</p>
            )}
          </Card>
        </div>
      </div>
    </main>
  );
}

/** Their identity as they set it, each part marked when only they can see it. */
function OwnIdentity({ profile: p }: { profile: OwnProfile }) {
  const parts = [
    { words: p.pronouns ? [p.pronouns] : [], shown: p.pronouns_shown },
    { words: p.gender_identities.map((g) => genderIdentityLabels[g]), shown: p.identities_shown },
    { words: p.orientations.map((o) => orientationLabels[o]), shown: p.orientations_shown },
  ].filter((part) => part.words.length > 0);
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Identity" className="mt-2 flex flex-wrap gap-2">
      {parts.flatMap(({ words, shown }) =>
        words.map((w) => (
          <li
            key={w}
            className={`rounded-full border px-3 py-1 text-sm ${shown ? "border-violet-200 text-violet-900" : "border-dashed border-slate-300 text-slate-600"}`}
          >
            {w}
            {shown ? null : <span className="ml-1 text-xs">(private)</span>}
          </li>
        )),
      )}
    </ul>
  );
}
