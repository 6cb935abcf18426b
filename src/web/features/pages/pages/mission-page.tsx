import { useId } from "react";
import { Link } from "react-router";
import { AccountLimits } from "#shared/limits";
import { buttonVariants } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PageDescriptions } from "#shared/pages";

/** "Get Started" and "Learn More", offered at the top and again at the end of the page. */
function CallsToAction({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to="/auth" className={buttonVariants({ size: "lg" })}>
        Get Started
      </Link>
      <Link to="/faq" className={buttonVariants({ variant: "outline", size: "lg" })}>
        Learn More
      </Link>
    </div>
  );
}

type Value = {
  title: string;
  body: string;
  points: ReadonlyArray<string>;
};

const values: ReadonlyArray<Value> = [
  {
    title: "Everyone belongs here",
    body: "Unlocked is built for every gender identity and every orientation. You describe yourself in your own words, and you decide who you would like to meet.",
    points: [
      "Gender options that include non-binary people and the choice not to say",
      "Matching that respects both people's preferences, never just one side",
      "Community rules with zero tolerance for hate and harassment",
    ],
  },
  {
    title: "Privacy comes first",
    body: "Opening up should never cost you your safety. We collect what we need to help you connect, and nothing we would be uncomfortable explaining to you.",
    points: [
      "Photos are re-encoded on upload, so hidden location data never travels with them",
      "Your zip code becomes an approximate area, never a pin on a map",
      "No ads, no tracking cookies and no selling of your data, ever",
    ],
  },
  {
    title: "Slow is a feature",
    body: "Endless swiping makes people feel disposable. Echo chats give a new connection room to breathe: three days of quiet reflection with one message each per day, an open conversation from day four, and a shared choice on day seven.",
    points: [
      "Compatibility you can read in words, not just a number",
      "Space to think before you reply",
      "A kind, clear ending when a match is not the one",
    ],
  },
  {
    title: "Safety is shared work",
    body: "We give you real tools and we take them seriously. Block someone and you disappear from each other everywhere on Unlocked. Report someone and our team reviews it.",
    points: [
      "Control over who can see your profile: everyone, matches only, or no one",
      `Age verification and an ${AccountLimits.minimumAge}+ community`,
      "Safety guidance and emergency resources when you need them",
    ],
  },
];

function ValueCard({ value }: { value: Value }) {
  const headingId = useId();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {value.title}
        </h3>
        <p className="mt-2 text-slate-700">{value.body}</p>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700">
          {value.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

export default function MissionPage() {
  useDocumentTitle("Our mission", PageDescriptions.mission);
  const whyId = useId();
  const valuesId = useId();
  const promiseId = useId();
  const startId = useId();

  return (
    <main id="main" className="mx-auto max-w-5xl bg-white px-4 py-10 text-base leading-7 text-slate-700">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">Our mission</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Helping people meet as their whole selves
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Unlocked exists so that adults of every identity can find connection without hiding who they are, without
          giving up their privacy, and without being rushed.
        </p>
        <CallsToAction className="mt-8 flex flex-wrap justify-center gap-3" />
      </header>

      <section aria-labelledby={whyId} className="mx-auto mt-16 max-w-3xl space-y-4">
        <h2 id={whyId} className="text-2xl font-semibold text-violet-700 sm:text-3xl">
          Why we exist
        </h2>
        <p>
          Dating apps can feel like a slot machine: fast, loud and strangely lonely. Too many people have learned to
          shrink themselves to fit a profile, to brace for judgement about who they love, or to wonder where their
          photos and messages end up.
        </p>
        <p>
          We think connection deserves better. Unlocked pairs people through what actually matters to them: how they
          answer our compatibility questions, the interests they share and what they are looking for, whether that is a
          relationship, something casual, friendship or not knowing yet. Our compatibility engine is our own, it gives
          the same answer every time for the same two people, and it explains itself in plain words.
        </p>
      </section>

      <section aria-labelledby={valuesId} className="mt-16">
        <h2 id={valuesId} className="text-center text-2xl font-semibold text-violet-700 sm:text-3xl">
          What we stand for
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {values.map((value) => (
            <ValueCard key={value.title} value={value} />
          ))}
        </ul>
      </section>

      <section aria-labelledby={promiseId} className="mx-auto mt-16 max-w-3xl space-y-4">
        <h2 id={promiseId} className="text-2xl font-semibold text-violet-700 sm:text-3xl">
          An honest promise
        </h2>
        <p>
          We cannot promise that you will fall in love here. Nobody honestly can. What we can promise is a place where
          you are treated with respect, where your information is handled with care, and where the people you meet had a
          real reason to be introduced to you.
        </p>
        <p>
          Unlocked is free to join. Unlocked+ and Unlocked Beyond add features such as video chat and deeper insights
          for those who want them, but kindness, safety tools and privacy protections are the same for everyone.
        </p>
      </section>

      <section
        aria-labelledby={startId}
        className="mx-auto mt-16 max-w-3xl rounded-2xl bg-violet-50 px-6 py-8 text-center"
      >
        <h2 id={startId} className="text-2xl font-semibold text-slate-900">
          Ready when you are
        </h2>
        <p className="mt-2 text-slate-700">
          Create your account, share as much or as little as you like, and take the compatibility quiz at your own pace.
        </p>
        <CallsToAction className="mt-6 flex flex-wrap justify-center gap-3" />
      </section>
    </main>
  );
}
