import { Settings, SlidersHorizontal, X } from "lucide-react";
import { Suspense } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { genderPreferenceLabels, type GenderPreference } from "#shared/discovery-filters";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSession } from "../../lib/session";
import { UnlockedModeBanner } from "../../features/perks";
import { QuizReveal } from "../../features/quiz";
import { discoveryParams, type DiscoveryParams, MutualMatches, type MatchExtra } from "../../features/matching";
import { matchingQueries } from "../../features/matching";
import { myProfileQuery } from "../../lib/my-profile";
import { firstReads } from "../../lib/page-data";
import { DiscoveryResults, SampleMatches, NearbyMatches, RevealPeople } from "../../features/matching";
import { screenMatches, useMediaQuery, WIDER_THAN_PHONE } from "../../lib/use-media-query";
import { FavoriteMatchButton } from "../../features/memory-vault";

/** Each mutual match's tile carries the Memory Vault's heart. */
const favorite: MatchExtra = ({ id, name }) => (
  <FavoriteMatchButton matchId={id} name={name} quiet className="w-full px-2" />
);

function describe(params: DiscoveryParams): string[] {
  const parts: string[] = [];
  if (params.search) parts.push(`"${params.search}"`);
  if (params.preference) parts.push(genderPreferenceLabels[params.preference as GenderPreference] ?? params.preference);
  if (params.age_min || params.age_max) parts.push(`ages ${params.age_min ?? "18"}–${params.age_max ?? "any"}`);
  if (params.distance) parts.push(`within ${params.distance} mi`);
  if (params.zip) parts.push(`near ${params.zip}`);
  if (params.intent) parts.push(params.intent);
  if (params.interests) parts.push(`into ${params.interests}`);
  if (params.has_photo === "true") parts.push("with a photo");
  if (params.verified === "true") parts.push("photo-verified");
  return parts;
}

/** Part 1 §2 /matches, as docs/spec/owner-decisions.md has it: real candidates for members, samples for visitors. */
/**
 * A member's discovery, and beside it (wider than a phone, or on the server, which cannot know the
 * screen and draws them hidden by CSS) their matches and who is nearby; a phone's browser never
 * asks for those (the page does not mount them there). Visitors see the sample people, drawn from
 * the app's own data.
 */
export const loader = firstReads(({ client, url, member }) =>
  member
    ? [
        client.ensureInfiniteQueryData(matchingQueries.discover(discoveryParams(url.searchParams))),
        client.ensureQueryData(myProfileQuery()),
        ...(screenMatches(WIDER_THAN_PHONE, true)
          ? [client.ensureQueryData(matchingQueries.matches()), client.ensureQueryData(matchingQueries.nearby())]
          : []),
      ]
    : [],
);

export default function MatchesPage() {
  useDocumentTitle("Your Matches");
  const { user, loading } = useSession();
  const [searchParams] = useSearchParams();
  const params = discoveryParams(searchParams);
  const summary = describe(params);
  // The quiz's first completion lands here with its reveal (quiz-page.tsx); closing it clears the mark.
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDER_THAN_PHONE, true);
  const reveal = Boolean(user) && (location.state as { quizReveal?: boolean } | null)?.quizReveal === true;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your Matches</h1>
          <p className="mt-2 hidden text-slate-700 sm:block">
            People whose preferences fit yours, and yours theirs, best match first.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/match-search">
              <SlidersHorizontal aria-hidden /> Advanced Search
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile/edit">
              <Settings aria-hidden /> Profile Settings
            </Link>
          </Button>
        </div>
      </header>

      {user ? <UnlockedModeBanner className="mt-6" /> : null}
      {reveal ? (
        <Suspense fallback={null}>
          <QuizReveal
            people={<RevealPeople />}
            onClose={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
          />
        </Suspense>
      ) : null}
      {summary.length > 0 ? (
        <p className="mt-6 flex flex-wrap items-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
          <span>
            Searching: <strong>{summary.join(", ")}</strong>
          </span>
          <Link
            to="/matches"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-violet-800 underline-offset-4 hover:underline"
          >
            <X className="size-4" aria-hidden /> Clear search
          </Link>
        </p>
      ) : null}

      <div className="mt-2">
        {loading ? (
          <p className="mt-6 text-slate-700" role="status">
            Loading...
          </p>
        ) : user ? (
          <>
            {/* On a phone the deck is the page (matches are in Messages, nearby people are in the deck):
                hidden by CSS as the server draws it, and not mounted, so not fetched, once the
                browser knows it is a phone. */}
            {wide ? (
              <div className="hidden sm:block">
                <MutualMatches extra={favorite} />
                {/* The distance calculator lives on /feature-test; people nearby belong beside people. */}
                <div className="mt-8">
                  <NearbyMatches />
                </div>
              </div>
            ) : null}
            <section aria-labelledby="candidates-heading" className="mt-4 sm:mt-8">
              <h2 id="candidates-heading" className="sr-only text-xl font-semibold text-slate-900 sm:not-sr-only">
                People you may click with
              </h2>
              <DiscoveryResults params={params} />
            </section>
          </>
        ) : (
          <section aria-labelledby="samples-heading" className="mt-8">
            <h2 id="samples-heading" className="text-xl font-semibold text-slate-900">
              Sample matches
            </h2>
            <Card className="mt-4 bg-gradient-to-br from-violet-50 to-fuchsia-50">
              <p className="text-slate-700">
                These are illustrated sample profiles, not real members. Sign in and take the quiz to see real people,
                ranked by how well you fit.
              </p>
              <Button asChild variant="gradient" className="mt-4">
                <Link to="/auth">Sign In</Link>
              </Button>
            </Card>
            <SampleMatches />
          </section>
        )}
      </div>
    </main>
  );
}
