import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Camera, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { RateLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import type { VerificationCheck } from "#shared/verification";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { ApiError, errorMessage } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { startCheck, useVerificationStatus, verificationQueries } from "../api";
import { firstReads } from "../../../lib/page-data";
import { LiveCheck, type CheckEnd } from "../components/live-check";
import { ReviewOffer } from "../components/review-offer";

type Phase =
  | { kind: "intro"; problem?: { message: string; addPhoto?: boolean } }
  | { kind: "starting" }
  | { kind: "checking"; check: VerificationCheck; stream: MediaStream }
  | { kind: "ended"; end: CheckEnd };

/** /get-verified: the live selfie check that earns the Verified mark (ADR 0534). */
export const loader = firstReads(({ client, member }) =>
  member ? [client.ensureQueryData(verificationQueries.status())] : [],
);

export default function GetVerifiedPage() {
  useDocumentTitle(VerificationText.title);
  const status = useVerificationStatus();
  const qc = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: "intro" });

  // The camera is the member's: it stops the moment the check ends or the page is left.
  const stream = phase.kind === "checking" ? phase.stream : null;
  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  async function begin() {
    setPhase({ kind: "starting" });
    let camera: MediaStream;
    try {
      camera = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
    } catch {
      return setPhase({ kind: "intro", problem: { message: VerificationText.cameraRefused } });
    }
    try {
      setPhase({ kind: "checking", check: await startCheck(), stream: camera });
    } catch (err) {
      camera.getTracks().forEach((t) => t.stop());
      const addPhoto = err instanceof ApiError && err.status === 409;
      setPhase({ kind: "intro", problem: { message: errorMessage(err), addPhoto } });
    }
  }

  const ended = useCallback(
    (end: CheckEnd) => {
      setPhase({ kind: "ended", end });
      if (end.outcome === "passed") void qc.invalidateQueries();
    },
    [qc],
  );

  if (status.isPending) return <Loading />;
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-8">
      <header className="space-y-2 text-center">
        <BadgeCheck aria-hidden className="mx-auto size-10 text-sky-600" />
        <h1 className="text-2xl font-bold text-slate-900">{VerificationText.title}</h1>
      </header>

      {status.data?.verified && phase.kind === "intro" ? (
        <section className="space-y-4 rounded-2xl bg-sky-50 p-5 text-center ring-1 ring-sky-200">
          <p className="font-semibold text-sky-950">
            {VerificationText.verifiedSince(new Date(status.data.verified_at!).toLocaleDateString())}
          </p>
          <Button asChild variant="outline">
            <Link to="/profile">See your profile</Link>
          </Button>
        </section>
      ) : null}

      {phase.kind === "intro" && !status.data?.verified && status.data?.review && !status.data.review.outcome ? (
        <p role="status" className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950 ring-1 ring-violet-200">
          {VerificationText.review.pending}
        </p>
      ) : null}

      {phase.kind === "intro" && !status.data?.verified ? (
        <section className="space-y-5">
          <p className="text-center text-slate-700">{VerificationText.intro}</p>
          <ol className="space-y-3">
            {VerificationText.how.map((line, i) => (
              <li key={line} className="flex items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-100 text-sm font-bold text-violet-800"
                >
                  {i + 1}
                </span>
                <span className="text-slate-800">{line}</span>
              </li>
            ))}
          </ol>
          <p className="flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            {VerificationText.privacy}
          </p>
          {phase.problem ? (
            <div
              role="alert"
              className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
            >
              <p>{phase.problem.message}</p>
              {phase.problem.addPhoto ? (
                <Link to="/profile/edit" className="font-semibold underline">
                  Add a photo
                </Link>
              ) : null}
            </div>
          ) : null}
          <Button className="min-h-12 w-full" onClick={() => void begin()}>
            <Camera aria-hidden className="size-5" />
            {VerificationText.start}
          </Button>
        </section>
      ) : null}

      {phase.kind === "starting" ? (
        <p role="status" className="text-center text-slate-600">
          Starting the camera…
        </p>
      ) : null}
      {phase.kind === "checking" ? <LiveCheck check={phase.check} stream={phase.stream} onEnd={ended} /> : null}
      {phase.kind === "ended" ? <Ended end={phase.end} again={() => void begin()} /> : null}
    </main>
  );
}

function Ended({ end, again }: { end: CheckEnd; again: () => void }) {
  if (end.outcome === "passed")
    return (
      <section role="status" className="space-y-4 rounded-2xl bg-sky-50 p-5 text-center ring-1 ring-sky-200">
        <p className="text-lg font-semibold text-sky-950">{VerificationText.passed.title}</p>
        <p className="text-sky-900">{VerificationText.passed.description}</p>
        <Button asChild>
          <Link to="/profile">See your profile</Link>
        </Button>
      </section>
    );
  const message = end.outcome === "error" ? end.message : VerificationText.failed[end.failure];
  const reviewable = end.outcome === "failed" && end.failure === "no-match" && end.pictures.length > 0;
  return (
    <section className="space-y-4 rounded-2xl bg-amber-50 p-5 text-center ring-1 ring-amber-200">
      <p role="alert" className="text-amber-950">
        {message}
      </p>
      <Button onClick={again}>{VerificationText.tryAgain}</Button>
      {reviewable ? <ReviewOffer checkId={end.checkId} pictures={end.pictures} /> : null}
      <p className="text-xs text-amber-900">You can try {RateLimits.verificationChecksPerUser.max} times a day.</p>
    </section>
  );
}
