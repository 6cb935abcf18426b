import { useEffect, useRef, useState } from "react";
import { VerificationText } from "#shared/messages";
import type { CheckFailure, FrameAnswer, FrameHint, VerificationCheck } from "#shared/verification";
import { ApiError, errorMessage } from "../../../lib/api";
import { sendFrame } from "../api";

/**
 * How a check ended. A failed one carries the pictures that did its steps, held in this page's
 * memory only: if the comparison alone failed, the member may send them for a moderator's review.
 */
export type CheckEnd =
  | { outcome: "passed" }
  | { outcome: "failed"; failure: CheckFailure; checkId: string; pictures: Blob[] }
  | { outcome: "error"; message: string };

/** The widest frame sent: enough for a face filling the oval, small enough to send in a blink (~40 kB). */
const FRAME_WIDTH = 640;
/** A short breath between frames: the member has time to move, the server is never asked twice at once. */
const BETWEEN_FRAMES_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The camera's picture now, unmirrored (as the camera sees the member), as a JPEG. */
function grab(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Blob | null> {
  if (!video.videoWidth) return Promise.resolve(null);
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext("2d")!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
}

/**
 * The live check: the front camera (mirrored on screen, like a mirror), the step asked now in
 * large type, and frames sent one after another until the server says the check passed or failed.
 */
export function LiveCheck({
  check,
  stream,
  onEnd,
}: {
  check: VerificationCheck;
  stream: MediaStream;
  onEnd: (end: CheckEnd) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [step, setStep] = useState(check.step);
  const [hint, setHint] = useState<FrameHint | null>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  useEffect(() => {
    let stopped = false;
    const canvas = document.createElement("canvas");
    // The picture that did each step (the server noted its hash, and keeps nothing else).
    const pictures: Blob[] = [];
    let at = check.step;
    const failed = (failure: CheckFailure): CheckEnd => ({ outcome: "failed", failure, checkId: check.id, pictures });
    void (async () => {
      while (!stopped) {
        const frame = video.current && (await grab(video.current, canvas));
        if (!frame) {
          await wait(BETWEEN_FRAMES_MS);
          continue;
        }
        let answer: FrameAnswer;
        try {
          answer = await sendFrame(check.id, frame);
        } catch (err) {
          if (stopped) return;
          // 409: the check ended meanwhile (another tab, or its time ran out between two frames).
          return onEnd(
            err instanceof ApiError && err.status === 409
              ? failed("expired")
              : { outcome: "error", message: errorMessage(err) },
          );
        }
        if (stopped) return;
        if (answer.step > at) pictures.push(frame);
        at = answer.step;
        if (answer.status === "passed") return onEnd({ outcome: "passed" });
        if (answer.status === "failed") return onEnd(failed(answer.failure ?? "not-done"));
        setStep(answer.step);
        setHint(answer.hint);
        await wait(BETWEEN_FRAMES_MS);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [check.id, check.step, onEnd]);

  const asked = check.steps[Math.min(step, check.steps.length - 1)]!;
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-sm font-medium text-slate-600" aria-hidden>
        Step {Math.min(step + 1, check.steps.length)} of {check.steps.length}
      </p>
      <div className="relative aspect-[3/4] w-full max-w-xs overflow-hidden rounded-[2rem] bg-slate-900 shadow-lg">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          className="size-full -scale-x-100 object-cover"
          aria-label="Your camera"
        />
        {/* The oval the face belongs in. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-[14%] top-[12%] bottom-[18%] rounded-[50%] border-4 border-white/80 shadow-[0_0_0_999px_rgba(15,23,42,0.45)]"
        />
      </div>
      <p role="status" aria-live="polite" className="min-h-14 text-center text-xl font-semibold text-slate-900">
        {VerificationText.steps[asked]}
        <span className="sr-only">
          . Step {Math.min(step + 1, check.steps.length)} of {check.steps.length}.
        </span>
      </p>
      <p className="min-h-10 text-center text-sm text-amber-800">{hint ? VerificationText.hints[hint] : ""}</p>
    </div>
  );
}
