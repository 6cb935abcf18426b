import { ArrowLeft, Briefcase, Compass, MapPin, Sparkles, UserPen, Users } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { findSampleProfile, type SampleProfile } from "#shared/sample-profiles";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { cn } from "../lib/cn";
import { useDocumentTitle } from "../lib/use-document-title";

/** A main illustration and selectable thumbnails; shared by the demo profile and the sample profile page. */
export function SamplePhotoGallery({ profile }: { profile: SampleProfile }) {
  const [current, setCurrent] = useState(0);
  const count = profile.photos.length;
  return (
    <section aria-label={`Photos of ${profile.name}`}>
      <img
        src={profile.photos[current]}
        alt={`Illustration of ${profile.name} (photo ${current + 1} of ${count})`}
        width={600}
        height={750}
        className="aspect-[4/5] w-full rounded-2xl border border-slate-200 bg-violet-50 object-cover shadow-sm"
      />
      <ul className="mt-3 flex gap-3">
        {profile.photos.map((photo, i) => (
          <li key={photo}>
            <button
              type="button"
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-pressed={i === current}
              onClick={() => setCurrent(i)}
              className={cn(
                "block overflow-hidden rounded-xl border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700",
                i === current ? "border-violet-700" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              <img src={photo} alt="" width={64} height={80} className="h-20 w-16 object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const quickActions = [
  { to: "/matches", label: "Find Matches", body: "See who you're compatible with, and why.", icon: Compass },
  {
    to: "/sample-profiles",
    label: "View Sample Profiles",
    body: "Browse ten illustrated sample people.",
    icon: Sparkles,
  },
  {
    to: "/faq",
    label: "Explore Community Features",
    body: "Echo, safety tools and how Unlocked works.",
    icon: Users,
  },
] as const;

/** Part 1 §2 "/profile and demo profile": what a visitor sees at /profile, built on sample person 1. */
export function DemoProfile() {
  const profile = findSampleProfile("1")!;
  const interestsId = useId();
  const actionsId = useId();
  useDocumentTitle("Demo Profile");

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile/edit">
            <UserPen aria-hidden />
            Edit Profile
          </Link>
        </Button>
      </div>

      <p role="note" className="mt-4 rounded-2xl bg-violet-50 px-4 py-3 text-sm leading-relaxed text-violet-900">
        This is a demo built on an illustrated sample person, so you can see how an Unlocked profile reads. Sign in to
        see and edit your own.
      </p>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SamplePhotoGallery profile={profile} />

        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-gradient-to-r from-violet-700 to-fuchsia-700 px-3 py-1 text-sm font-semibold text-white">
            <Sparkles className="size-4" aria-hidden />
            Demo Profile
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{profile.name}</h1>
          <p className="mt-1 text-lg text-slate-700">
            {profile.age} · {profile.pronouns}
          </p>
          <SampleFacts profile={profile} />

          <section aria-labelledby={interestsId} className="mt-6">
            <h2 id={interestsId} className="text-xl font-semibold text-slate-900">
              Interests
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {profile.interests.map((interest) => (
                <li key={interest} className="rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900">
                  {interest}
                </li>
              ))}
            </ul>
          </section>

          <Card className="mt-8 bg-gradient-to-br from-violet-50 to-fuchsia-50">
            <section aria-labelledby={actionsId}>
              <h2 id={actionsId} className="text-xl font-semibold text-slate-900">
                Quick Actions
              </h2>
              <ul className="mt-4 space-y-3">
                {quickActions.map((action) => (
                  <li key={action.to}>
                    <Link
                      to={action.to}
                      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                    >
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
                        <action.icon className="size-5" aria-hidden />
                      </span>
                      <span>
                        <span className="block font-semibold text-violet-800">{action.label}</span>
                        <span className="block text-sm text-slate-600">{action.body}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        </div>
      </div>
    </main>
  );
}

/** Where, what, the vibe tag and the bio: the same summary on the demo and sample profile pages. */
export function SampleFacts({ profile }: { profile: SampleProfile }) {
  return (
    <>
      <ul className="mt-3 space-y-1 text-slate-700">
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-violet-700" aria-hidden />
          {profile.location}
        </li>
        <li className="flex items-center gap-2">
          <Briefcase className="size-4 shrink-0 text-violet-700" aria-hidden />
          {profile.occupation}
        </li>
      </ul>
      <p className="mt-3 inline-flex rounded-full bg-fuchsia-100 px-3 py-1 text-sm font-medium text-fuchsia-900">
        {profile.vibeTag}
      </p>
      <p className="mt-5 leading-relaxed text-slate-700">{profile.bio}</p>
    </>
  );
}
