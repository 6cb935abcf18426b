import { ArrowRight, Brain, Heart, LockKeyhole, Quote, ShieldCheck, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { HeroPreview } from "./hero-preview";
import { PageDescriptions } from "#shared/pages";

const stats = [
  { value: "10,000+", label: "Meaningful connections" },
  { value: "94%", label: "Compatibility accuracy" },
  { value: "4.8", label: "Average member rating" },
] as const;

const testimonials = [
  {
    name: "Priya",
    detail: "34, Chicago",
    quote:
      "After years of apps that felt like a second job, this felt like a conversation. The compatibility notes said Dana and I both need slow Sunday mornings. They were right.",
  },
  {
    name: "Jordan",
    detail: "27, they/them, Austin",
    quote:
      "For once I didn't have to squeeze myself into a drop-down that didn't fit. The people who reached out had actually read my profile, and that changed everything.",
  },
  {
    name: "Luis",
    detail: "52, San Diego",
    quote:
      "Dating again after my divorce was terrifying. Having a few quiet days to write back gave me room to be myself instead of performing. Marisol and I still laugh about my first message.",
  },
] as const;

const heroFocus = "focus-visible:outline-white";

/** Part 1 §1/§2: what a visitor sees at "/". */
export function LandingPage() {
  const statsId = useId();
  const whyId = useId();
  const storiesId = useId();
  useDocumentTitle(undefined, PageDescriptions.landing);

  return (
    <main id="main">
      <section className="overflow-hidden bg-gradient-to-br from-violet-700 via-violet-800 to-fuchsia-700 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Heart className="size-4" aria-hidden fill="currentColor" />
              For adults of every identity and orientation
            </p>
            <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
              Be known for who you really are.
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed">
              Unlocked is inclusive, privacy-first dating. Answer a few honest questions, and our compatibility engine
              introduces you to people you genuinely fit with, then tells you why in plain words. No games, no selling
              your data, no rush.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <Button asChild size="lg" className={`bg-white text-violet-800 hover:bg-violet-50 ${heroFocus}`}>
                <Link to="/auth?tab=signup">
                  Start Your Journey
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className={`border-white bg-transparent text-white hover:bg-white/10 ${heroFocus}`}
              >
                <Link to="/quick-start">See How It Works</Link>
              </Button>
              <Button asChild variant="link" className={`min-h-11 px-2 text-white underline ${heroFocus}`}>
                <Link to="/auth">Log in and reconnect</Link>
              </Button>
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section aria-labelledby={statsId} className="border-b border-slate-200 bg-violet-50">
        <h2 id={statsId} className="sr-only">
          Unlocked in numbers
        </h2>
        <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-slate-700">{stat.label}</dt>
              <dd className="text-4xl font-bold text-violet-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={whyId} className="render-when-visible mx-auto max-w-6xl px-4 py-16">
        <h2 id={whyId} className="text-center text-3xl font-bold text-slate-900">
          Dating that respects you
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
          Opening up takes courage. We built Unlocked so that it is always worth it.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card className="p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">Your privacy, protected</h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              Photos are re-encoded on upload so hidden location data never travels with them. Your zip code becomes an
              approximate area, never a pin on a map. You choose who sees your profile, and blocking someone hides you
              from each other everywhere.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <ShieldCheck className="size-4 text-emerald-700" aria-hidden />
              No ads, no tracking cookies, no data sales. Ever.
            </p>
          </Card>
          <Card className="p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-fuchsia-100 text-fuchsia-800">
              <Brain className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">Compatibility you can read</h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              Your compatibility with someone is computed from your own quiz answers, the interests you share and what
              you are both looking for. It is the same every time for the same two people, and it comes with an
              explanation in words: what you have in common, and where you might grow together.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
              <Sparkles className="size-4 text-violet-700" aria-hidden />
              AI-assisted, never a black box.
            </p>
          </Card>
        </div>
      </section>

      <section aria-labelledby={storiesId} className="render-when-visible bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id={storiesId} className="text-center text-3xl font-bold text-slate-900">
            In their words
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.name}>
                <Card className="h-full">
                  <figure className="flex h-full flex-col">
                    <Quote className="size-6 text-violet-700" aria-hidden />
                    <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                      <p>{t.quote}</p>
                    </blockquote>
                    <figcaption className="mt-4">
                      <span className="font-semibold text-slate-900">{t.name}</span>
                      <span className="text-slate-600">, {t.detail}</span>
                    </figcaption>
                  </figure>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex justify-center">
            <Button asChild variant="gradient" size="lg">
              <Link to="/quick-start">
                Begin at your own pace
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
