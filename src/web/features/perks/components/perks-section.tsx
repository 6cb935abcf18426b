import { Crown, EyeOff, RotateCcw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { PerkText, type PerkSettingsUpdate } from "#shared/perks";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../../lib/my-plan";
import { usePerks, useReplayOverlays, useUpdatePerks } from "../api";
import { OnboardingOverlay } from "./onboarding-overlay";

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 p-3">
      <span className="mt-0.5 text-fuchsia-800">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** Part of /settings (#perks): Unlocked Mode, the Beyond badge and the Beyond tour, for members whose plan has them. */
export function PerksSection() {
  const id = useId();
  const plan = useSubscription().entitlements;
  const perks = usePerks(plan.unlockedMode);
  const update = useUpdatePerks();
  const replay = useReplayOverlays();
  // A box changes in its own click (the cache's answer reaches components a task later, and a
  // controlled box would flick back meanwhile); the server's answer, or a failure, replaces it.
  const [choosing, setChoosing] = useState<PerkSettingsUpdate>({});
  const save = (changes: PerkSettingsUpdate) => {
    setChoosing((now) => ({ ...now, ...changes }));
    update.mutate(changes, {
      onSuccess: () => notify.success(PerkText.saved.title, PerkText.saved.description),
      onError: (err) => notify.error(PerkText.failed.title, errorMessage(err)),
      onSettled: () => setChoosing({}),
    });
  };
  const unlockedMode = choosing.unlocked_mode ?? perks.data?.unlocked_mode ?? false;
  const badgeHidden = choosing.badge_hidden ?? perks.data?.badge_hidden ?? false;
  const upsell = (
    <p className="mt-1 text-sm text-slate-700">
      Comes with{" "}
      <Link to="/pricing" className="font-semibold text-violet-800 underline underline-offset-4">
        Unlocked Beyond
      </Link>
      .
    </p>
  );

  return (
    <section id="perks" aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Your plan's perks
      </h2>
      <Row icon={<EyeOff aria-hidden className="size-5" />} title="Unlocked Mode">
        <p className="text-sm text-slate-700">
          Browse without being browsed: while it's on, only people you've liked can find you in discovery, nearby and
          search. Your matches still see you.
        </p>
        {plan.unlockedMode && perks.data ? (
          <label className="mt-2 flex min-h-11 items-center gap-3 font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5 accent-fuchsia-700"
              checked={unlockedMode}
              onChange={(e) => save({ unlocked_mode: e.target.checked })}
            />
            Unlocked Mode on
          </label>
        ) : plan.unlockedMode ? null : (
          upsell
        )}
      </Row>
      <Row icon={<Crown aria-hidden className="size-5" />} title="Beyond badge">
        <p className="text-sm text-slate-700">
          A badge beside your name on your card, your profile and your conversations while Beyond is active.
        </p>
        {plan.beyondBadge && perks.data ? (
          <label className="mt-2 flex min-h-11 items-center gap-3 font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5 accent-fuchsia-700"
              checked={!badgeHidden}
              onChange={(e) => save({ badge_hidden: !e.target.checked })}
            />
            Show my Beyond badge
          </label>
        ) : plan.beyondBadge ? null : (
          upsell
        )}
      </Row>
      <Row icon={<RotateCcw aria-hidden className="size-5" />} title="The Beyond tour">
        <p className="text-sm text-slate-700">
          Short tips that introduce Connection DNA, the Memory Vault, Unlocked Mode and your badge, each on its page.
        </p>
        {plan.onboardingOverlays ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            pending={replay.isPending}
            onClick={() =>
              replay.mutate(undefined, {
                onSuccess: () => notify.success(PerkText.replayed.title, PerkText.replayed.description),
                onError: (err) => notify.error(PerkText.failed.title, errorMessage(err)),
              })
            }
          >
            Replay the tour
          </Button>
        ) : (
          upsell
        )}
      </Row>
      <OnboardingOverlay name="unlocked-mode" />
    </section>
  );
}
