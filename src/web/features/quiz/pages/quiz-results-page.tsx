import { Crown, Lock, Search, Sparkles, UserPen } from "lucide-react";
import { Link } from "react-router";
import { UiTimings } from "#shared/limits";
import { QuizText } from "#shared/messages";
import { quizResultPreviews, type QuizResultPreview } from "#shared/sample-profiles";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";

const premiumRequired = () =>
  notify.info(QuizText.premiumRequired, "Upgrade to see every match the quiz found.", {
    durationMs: UiTimings.quizResultsToastMs,
  });

/**
 * The first preview is open; the second hides its age; the third blurs its photo and name. A
 * locked preview is one button (phrasing content only inside), read in full by screen readers.
 */
function Preview({ preview, rank }: { preview: QuizResultPreview; rank: number }) {
  const open = rank === 0;
  const body = (
    <>
      <span className="relative block">
        <img
          src={preview.photo}
          alt={preview.blurredPhoto ? "A hidden match" : `Illustration of ${preview.name}`}
          className={`aspect-square w-full rounded-xl object-cover ${preview.blurredPhoto ? "blur-md" : ""}`}
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-violet-800">
          Sample
        </span>
        {open ? null : (
          <span className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-slate-900/70 text-white">
            <Lock className="size-4" aria-hidden />
          </span>
        )}
      </span>
      <span className="mt-3 block">
        <span className="block text-lg font-semibold text-slate-900">
          {preview.blurredPhoto ? (
            <>
              <span aria-hidden className="blur-sm select-none">
                {preview.name}
              </span>
              <span className="sr-only">Name hidden</span>
            </>
          ) : (
            preview.name
          )}
          {rank === 1 ? (
            <span className="ml-1 text-sm font-normal text-slate-600">· age hidden</span>
          ) : rank === 0 ? (
            `, ${preview.age}`
          ) : null}
        </span>
        <span className="mt-1 block text-2xl font-bold text-violet-700">{preview.compatibility}% compatible</span>
        <span className="mt-1 block text-sm text-slate-700">In common: {preview.commonInterests.join(", ")}</span>
        {open ? null : <span className="sr-only">Locked. {QuizText.premiumRequired}.</span>}
      </span>
    </>
  );
  if (open) {
    return (
      <Card className="flex flex-col p-4">
        {body}
        <Button asChild variant="outline" className="mt-4">
          <Link to={`/sample-profiles/${preview.id}`}>View Profile</Link>
        </Button>
      </Card>
    );
  }
  return (
    <button
      type="button"
      onClick={premiumRequired}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      {body}
    </button>
  );
}

/** Part 1 §2 /quiz-results: where a visitor's demo quiz ends (members go to /matches). */
export default function QuizResultsPage() {
  useDocumentTitle("Quiz results");
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <div className="text-center">
        <Sparkles className="mx-auto size-10 text-violet-700" aria-hidden />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Quiz Complete!</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
          Here is the kind of match your answers open up. These are sample previews: create an account and your real
          matches come with the reasons spelled out.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {quizResultPreviews.map((p, i) => (
          <li key={p.id} className="flex flex-col [&>*]:flex-1">
            <Preview preview={p} rank={i} />
          </li>
        ))}
      </ul>
      <Card className="mt-8 bg-gradient-to-br from-violet-50 to-fuchsia-50 text-center">
        <Crown className="mx-auto size-8 text-violet-700" aria-hidden />
        <h2 className="mt-2 text-xl font-semibold text-slate-900">See every match, not just the first</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          Unlocked+ shows all your matches with their ages, photos and the reasons you fit, and lets you message without
          a daily limit.
        </p>
        <Button asChild variant="gradient" className="mt-4">
          <Link to="/pricing">
            <Crown aria-hidden /> Upgrade to Premium
          </Link>
        </Button>
      </Card>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant="gradient">
          <Link to="/matches">
            <Search aria-hidden /> Find Your Matches
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">
            <UserPen aria-hidden /> Edit Profile
          </Link>
        </Button>
      </div>
    </main>
  );
}
