import { Check, LockKeyhole, MessageCircle } from "lucide-react";
import { CompatibilityRing } from "../../../components/ui/compatibility-ring";

const reasons = [
  "You both recharge with slow, quiet mornings",
  "Houseplants, thrifting and family recipes",
  "Open to seeing where kindness leads",
] as const;

/**
 * The landing hero's right half: a still of what an introduction on Unlocked looks like (a
 * sample member from /sample-profiles, the score, the reasons in words, a first message).
 * Plain markup rendered with the rest of the hero (no late content, sized images), so it neither
 * shifts the page nor competes for the first paint; the portraits are the 2 KB sample
 * illustrations. Screen readers get one sentence for it.
 */
export function HeroPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of an introduction on Unlocked: River, 91% compatible, with three reasons in plain words and a first message."
      className="relative mx-auto w-full max-w-[24rem] pt-5 select-none"
    >
      <div className="absolute -top-6 -right-6 size-40 rounded-full bg-[#8B5CF6]/40" />
      <div className="absolute -bottom-4 -left-8 size-32 rounded-full bg-fuchsia-400/25" />

      {/* A second introduction waiting behind the first. */}
      <div className="absolute top-0 right-0 left-8 h-24 rotate-3 rounded-3xl bg-white/20 ring-1 ring-white/30" />

      <p className="absolute top-0 left-5 z-10 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-violet-800 shadow-lg">
        <LockKeyhole className="size-3.5" />
        Approximate area only, never a pin
      </p>

      <div className="relative rounded-3xl bg-white p-5 pt-6 text-slate-900 shadow-2xl shadow-violet-950/30">
        <div className="flex items-center gap-3">
          <img
            src="/samples/3-1.svg"
            alt=""
            width={56}
            height={70}
            decoding="async"
            className="h-[70px] w-14 shrink-0 rounded-2xl bg-violet-100 object-cover"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-violet-700 uppercase">New introduction</p>
            <p className="truncate text-lg font-bold">River, 26</p>
            <p className="truncate text-sm text-slate-600">they/them · Portland, OR</p>
          </div>
        </div>

        <div className="mt-4 flex items-center gap-4 rounded-2xl bg-violet-50 p-3">
          <CompatibilityRing percent={91} />
          <p className="text-sm leading-snug text-slate-700">
            <span className="block font-semibold text-slate-900">Compatible, and here is why</span>
            From your answers, never your photos.
          </p>
        </div>

        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {reason}
            </li>
          ))}
        </ul>

        <div className="mt-4 flex items-end gap-2">
          <img
            src="/samples/3-2.svg"
            alt=""
            width={32}
            height={40}
            decoding="async"
            className="h-10 w-8 shrink-0 rounded-xl bg-violet-100 object-cover"
          />
          <p className="rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-800">
            Your answer about slow Sunday mornings made me smile. Tea or coffee first?
          </p>
        </div>
        <p className="mt-2 flex items-center gap-1.5 pl-10 text-xs text-slate-600">
          <MessageCircle className="size-3.5" />
          Reply whenever you&apos;re ready
        </p>
      </div>
    </div>
  );
}
