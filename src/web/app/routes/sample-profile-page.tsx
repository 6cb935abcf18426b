import { ArrowLeft, ExternalLink, MessageCircle, Quote, Sparkles, UserPlus } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { intentLabels } from "#shared/profiles";
import { findSampleProfile, type SampleProfile } from "#shared/sample-profiles";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SampleFacts, SamplePhotoGallery } from "../../components/demo-profile";
import NotFoundPage from "./not-found-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { SavePromptButton } from "../../features/memory-vault";
import { PageDescriptions } from "#shared/pages";

const chip = "rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Details({ profile }: { profile: SampleProfile }) {
  const rows = [
    ["Looking for", intentLabels[profile.lookingFor]],
    ["Personality type", profile.personalityType],
    ["Love language", profile.loveLanguage],
    ["Aesthetic", profile.aestheticPreference],
    ["Emotional soundtrack", profile.emotionalSoundtrack],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-semibold text-violet-700">{term}</dt>
          <dd className="mt-1 text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VibeGallery({ profile }: { profile: SampleProfile }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {profile.vibeGallery.map((vibe) => (
        <li key={vibe.image}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img
              src={vibe.image}
              alt={`Illustration for the mood “${vibe.mood}”`}
              width={600}
              height={400}
              loading="lazy"
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-semibold text-slate-900">{vibe.mood}</h3>
              <p className="mt-1 flex-1 leading-relaxed text-slate-700">{vibe.description}</p>
              <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
                {vibe.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function SampleProfileView({ profile }: { profile: SampleProfile }) {
  const firstName = profile.name.split(" ")[0];
  useDocumentTitle(`${profile.name} · Sample Profile`, PageDescriptions.sampleProfile(profile.name));
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <Button asChild variant="ghost">
        <Link to="/sample-profiles">
          <ArrowLeft aria-hidden />
          All sample profiles
        </Link>
      </Button>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SamplePhotoGallery key={profile.id} profile={profile} />

        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-gradient-to-r from-violet-700 to-fuchsia-700 px-3 py-1 text-sm font-semibold text-white">
            <Sparkles className="size-4" aria-hidden />
            Sample Profile
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {profile.name}, {profile.age}
          </h1>
          <p className="mt-1 text-lg text-slate-700">{profile.pronouns}</p>
          <SampleFacts profile={profile} />

          <figure className="mt-6 rounded-2xl bg-gradient-to-br from-violet-50 to-fuchsia-50 p-5">
            <Quote className="size-5 text-violet-700" aria-hidden />
            <blockquote className="mt-2 text-lg leading-relaxed text-slate-800 italic">
              <p>{profile.poeticMicrocopy}</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-slate-600">{firstName}, in their own words</figcaption>
          </figure>

          <p className="mt-6">
            <a
              href={profile.tiktokUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-violet-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              {firstName} on TikTok (sample link)
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>

      <Section title="Interests">
        <ul className="flex flex-wrap gap-2">
          {profile.interests.map((interest) => (
            <li key={interest} className={chip}>
              {interest}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={`Getting to know ${firstName}`}>
        <Details profile={profile} />
      </Section>

      <Section title="Echo conversation starters">
        <p className="text-slate-700">
          Questions {firstName} would love to be asked. Echo suggests openers like these, so no one has to start with
          “hey”.
        </p>
        <ul className="mt-4 space-y-3">
          {profile.echoStarters.map((starter) => (
            <li
              key={starter}
              className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800"
            >
              <MessageCircle className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden />
              <span className="flex-1">{starter}</span>
              <SavePromptButton text={starter} source="profile" context={`From ${profile.name}'s sample profile`} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Vibe gallery">
        <VibeGallery profile={profile} />
      </Section>

      <Card className="mt-12 bg-gradient-to-br from-violet-700 via-violet-800 to-fuchsia-700 text-center text-white">
        <p className="text-xl font-semibold">Ready to be known for who you really are?</p>
        <p className="mt-2 text-violet-50">
          {firstName} is an illustrated sample. The people you'll meet on Unlocked are real.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-violet-800 hover:bg-violet-50 focus-visible:outline-white">
            <Link to="/auth">
              <UserPlus aria-hidden />
              Create your own profile
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10 focus-visible:outline-white"
          >
            <Link to="/sample-profiles">Back to sample profiles</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}

/** Part 2 §2 /sample-profiles/{id}: one illustrated sample person, in full. */
export default function SampleProfilePage() {
  const { id } = useParams();
  const profile = id ? findSampleProfile(id) : undefined;
  return profile ? <SampleProfileView profile={profile} /> : <NotFoundPage />;
}
