import { Mic, MicOff, PhoneOff, Video, VideoOff, Droplets } from "lucide-react";
import { useEffect, useRef } from "react";
import { VideoText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { cn } from "../../../lib/cn";
import type { CallView } from "../call-session";
import { calls } from "../call-store";

function StreamVideo({
  stream,
  label,
  muted,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className={cn("rounded-xl bg-slate-900 object-cover", className)}
    />
  );
}

function Toggle({
  on,
  label,
  onIcon,
  offIcon,
  onChange,
}: {
  on: boolean;
  label: string;
  onIcon: React.ReactNode;
  offIcon: React.ReactNode;
  onChange: (on: boolean) => void;
}) {
  return (
    <Button type="button" variant={on ? "secondary" : "outline"} aria-pressed={on} onClick={() => onChange(!on)}>
      {on ? onIcon : offIcon} {label}
    </Button>
  );
}

/** Part 1 §4's video call dialog: idle → "Starting..." with a 5-to-0 countdown → connected; blur on by default. */
export function CallDialog({ call }: { call: CallView }) {
  const { phase, partnerName: name } = call;
  const live = phase === "starting" || phase === "connected";
  return (
    <Dialog open onOpenChange={(open) => !open && calls.close()}>
      <DialogContent title={`Video call with ${name}`} className="max-w-2xl">
        <div className="relative mt-4">
          <StreamVideo stream={call.remote} label={`${name}'s video`} className="aspect-video w-full" />
          <StreamVideo
            stream={call.local}
            label="Your video"
            muted
            className="absolute right-3 bottom-3 aspect-video w-1/3 border-2 border-white"
          />
        </div>

        <p role="status" aria-live="polite" className="mt-4 text-center text-lg font-semibold text-slate-900">
          {phase === "idle" && "Ready when you are"}
          {phase === "starting" && (
            <>
              {VideoText.starting} <span className="tabular-nums">{call.countdown}</span>
            </>
          )}
          {phase === "connected" && VideoText.connected}
          {phase === "ended" && (call.notice?.title ?? VideoText.ended)}
        </p>
        {phase === "ended" && call.notice?.description ? (
          <p className="text-center text-slate-700">{call.notice.description}</p>
        ) : null}
        {phase !== "ended" ? (
          <p className="mt-1 text-center text-sm text-slate-700">
            {call.blur
              ? `Blur is on: ${name} sees a blurred picture until you turn it off.`
              : `Blur is off: ${name} sees you clearly.`}
          </p>
        ) : null}

        {phase !== "ended" ? (
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Toggle
              on={call.camera}
              label="Camera"
              onIcon={<Video aria-hidden />}
              offIcon={<VideoOff aria-hidden />}
              onChange={calls.setCamera}
            />
            <Toggle
              on={call.mic}
              label="Microphone"
              onIcon={<Mic aria-hidden />}
              offIcon={<MicOff aria-hidden />}
              onChange={calls.setMic}
            />
            <Toggle
              on={call.blur}
              label="Blur"
              onIcon={<Droplets aria-hidden />}
              offIcon={<Droplets aria-hidden />}
              onChange={calls.setBlur}
            />
          </div>
        ) : null}

        <div className="mt-6 flex justify-center gap-3">
          {phase === "idle" ? (
            <>
              <Button variant="outline" onClick={calls.close}>
                Cancel
              </Button>
              <Button variant="gradient" onClick={calls.start}>
                <Video aria-hidden /> Start call
              </Button>
            </>
          ) : live ? (
            <Button variant="destructive" onClick={calls.hangUp}>
              <PhoneOff aria-hidden /> End call
            </Button>
          ) : (
            <Button onClick={calls.close}>Close</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
