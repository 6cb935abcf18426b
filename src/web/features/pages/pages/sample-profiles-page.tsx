import { ArrowRight, Info, MapPin } from "lucide-react";
import { Link } from "react-router";
import { sampleProfiles } from "#shared/sample-profiles";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PageDescriptions } from "#shared/pages";

/** Part 2 §2 /sample-profiles: the 10 illustrated sample people, each opening at /sample-profiles/{id}. */
export default function SampleProfilesPage() {
  useDocumentTitle("Sample Profiles", PageDescriptions.sampleProfiles);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Sample Profiles</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Curious what an Unlocked profile feels like? Meet ten people who show how bios, vibes, Echo conversation
          starters and mood galleries come together to say who someone really is.
        </p>
      </header>

      <p
        role="note"
        className="mt-6 flex max-w-3xl gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 leading-relaxed text-violet-900"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden />
        <span>
          Everyone on this page is an illustrated sample person we wrote to show how Unlocked profiles work. They are
          not real members, and their pictures are drawings, not photos.
        </span>
      </p>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {sampleProfiles.map((profile) => (
          <li key={profile.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
              <img
                src={profile.photos[0]}
                alt={`Illustration of ${profile.name}`}
                width={600}
                height={750}
                loading="lazy"
                className="aspect-[4/5] w-full bg-violet-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-xl font-semibold text-slate-900">
                  {profile.name}, {profile.age}
                </h2>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <MapPin className="size-4 shrink-0 text-violet-700" aria-hidden />
                  {profile.location}
                </p>
                <p className="mt-3 self-start rounded-full bg-fuchsia-100 px-3 py-1 text-sm font-medium text-fuchsia-900">
                  {profile.vibeTag}
                </p>
                <ul aria-label={`${profile.name}'s interests`} className="mt-3 mb-5 flex flex-wrap gap-2">
                  {profile.interests.slice(0, 3).map((interest) => (
                    <li key={interest} className="rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900">
                      {interest}
                    </li>
                  ))}
                </ul>
                <Button asChild variant="outline" className="mt-auto">
                  <Link to={`/sample-profiles/${profile.id}`} aria-label={`View Profile of ${profile.name}`}>
                    View Profile
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>

      <section className="mt-14 rounded-2xl bg-gradient-to-br from-violet-700 via-violet-800 to-fuchsia-700 p-8 text-center text-white">
        <h2 className="text-2xl font-semibold">Your story belongs here too</h2>
        <p className="mx-auto mt-2 max-w-xl text-violet-50">
          Create a profile in a few minutes, share as much or as little as you like, and meet people who fit.
        </p>
        <Button
          asChild
          size="lg"
          className="mt-6 bg-white text-violet-800 hover:bg-violet-50 focus-visible:outline-white"
        >
          <Link to="/auth">Create your own profile</Link>
        </Button>
      </section>
    </main>
  );
}
