import { Hourglass, Sparkles } from "lucide-react";
import { useState } from "react";
import { EchoRules, type EchoState } from "#shared/echo";
import { EchoText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../../lib/my-plan";
import { useDecideEcho, useStartEcho } from "../api";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });
const decideBy = (echo: EchoState) =>
  new Date(new Date(echo.completes_at).getTime() + EchoRules.decisionDays * 24 * 60 * 60 * 1000).toISOString();
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "short" });

/**
 * A conversation's Echo chat (ADR 0415): the phase and what it allows, the start
 * offer on a new match for Echo Amplified members, and the keep-or-let-go choice at the end.
 */
export function EchoPanel({
  matchId,
  name,
  echo,
  conversationBegun,
}: {
  matchId: string;
  name: string;
  echo: EchoState | null | undefined;
  conversationBegun: boolean;
}) {
  const canStart = useSubscription().entitlements.echoChats;
  const start = useStartEcho();
  const decide = useDecideEcho();
  // Letting go ends the match for both: asked twice.
  const [confirmLetGo, setConfirmLetGo] = useState(false);
  if (echo === undefined) return null;
  const box = "border-b border-violet-200 bg-violet-50 px-4 py-3 text-sm text-slate-800";

  if (echo === null) {
    if (!canStart || conversationBegun) return null;
    return (
      <div className={box}>
        <p className="flex items-center gap-2 font-semibold text-violet-900">
          <Sparkles aria-hidden className="size-4" /> Start slow with {name}?
        </p>
        <p className="mt-1">
          Open this match as an Echo chat: three days of reflection with one message a day each, then four open days,
          and on day seven you both choose.
        </p>
        <Button
          size="sm"
          className="mt-2"
          pending={start.isPending}
          onClick={() =>
            start.mutate(matchId, {
              onSuccess: () => notify.success(EchoText.started.title, EchoText.started.description),
              onError: (err) => notify.error(EchoText.failed.title, err.message || EchoText.failed.description),
            })
          }
        >
          Open as an Echo chat
        </Button>
      </div>
    );
  }

  if (echo.phase === "kept") return null;
  if (echo.phase === "deciding") {
    return (
      <div className={box} role="region" aria-label="Echo chat">
        <p className="font-semibold text-violet-900">Your Echo chat with {name} is complete.</p>
        {echo.my_choice ? (
          <p className="mt-1">
            You chose to keep this match. {echo.partner_chose ? "" : `Waiting for ${name} to choose.`}
          </p>
        ) : (
          <>
            <p className="mt-1">
              Keep the match and carry on talking, or let it go (it ends for both of you). Without a choice from both of
              you by {day(decideBy(echo))}, the chat stays open.
            </p>
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                pending={decide.isPending}
                onClick={() =>
                  decide.mutate(
                    { matchId, choice: "keep" },
                    {
                      onSuccess: () => notify.success(EchoText.kept.title, EchoText.kept.description),
                      onError: () => notify.error(EchoText.failed.title, EchoText.failed.description),
                    },
                  )
                }
              >
                Keep the match
              </Button>
              <Button
                size="sm"
                variant={confirmLetGo ? "destructive" : "outline"}
                pending={decide.isPending}
                onClick={() =>
                  confirmLetGo
                    ? decide.mutate(
                        { matchId, choice: "let_go" },
                        {
                          onSuccess: () => notify.success(EchoText.letGo.title, EchoText.letGo.description),
                          onError: () => notify.error(EchoText.failed.title, EchoText.failed.description),
                        },
                      )
                    : setConfirmLetGo(true)
                }
              >
                {confirmLetGo ? `Yes, end the match with ${name}` : "Let it go"}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={box} role="region" aria-label="Echo chat">
      <p className="flex items-center gap-2 font-semibold text-violet-900">
        <Hourglass aria-hidden className="size-4" /> Echo chat · Day {echo.day} of 7 ·{" "}
        {echo.phase === "reflection" ? "Reflection" : "Open"}
      </p>
      <p className="mt-1">
        {echo.phase === "reflection"
          ? echo.can_send
            ? `One message each a day until ${day(echo.reflection_ends_at)}. Yours for today is still to send.`
            : `You've sent today's message. Your next one can go ${when(echo.next_send_at!)}.`
          : `Write freely until ${day(echo.completes_at)}; then you both choose whether to keep the match.`}
      </p>
    </div>
  );
}
