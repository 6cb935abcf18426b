import { Send, Sparkles } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { MessageLimits } from "#shared/limits";
import { MessageText, MessageToasts } from "#shared/messages";
import { AllowanceText } from "#shared/phone-first-messages";
import { messageTextSchema } from "#shared/messaging";
import { Button } from "../../../components/ui/button";
import { FieldError, Textarea } from "../../../components/ui/input";
import { useLocalMoment } from "../../../lib/local-time";
import { notify } from "../../../lib/toast";
import { useAllowance } from "../api";
import { sendQueue } from "../send-queue";

const ERROR_ID = "composer-error";
const ALLOWANCE_ID = "composer-allowance";

/**
 * The message box (part 1 §4 chat and message allowance, §5 message): Enter sends, Shift+Enter
 * makes a new line; text is trimmed and checked as the server checks it. A free member sees how
 * many messages are left today and when more come (their own time); at 0 the box gives way to
 * the spec's words in full, when more come, and Upgrade, while the conversation above stays. `paused` (an Echo chat's
 * rule for now) disables it with its reason. `openers` (icebreakers, an early-access feature) are
 * offered above an empty conversation's box: a tap puts one in the box, to send or change.
 */
export function MessageComposer({
  matchId,
  myId,
  premium,
  paused,
  openers,
}: {
  matchId: string;
  myId: string;
  premium: boolean;
  paused?: string | undefined;
  openers?: readonly string[] | undefined;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string>();
  const allowance = useAllowance();
  const qc = useQueryClient();
  const exhausted = allowance.data !== undefined && !allowance.data.can_send;
  const counted = !premium && allowance.data !== undefined && allowance.data.limit > 0;
  const moreAt = useLocalMoment(allowance.data?.resets_at, AllowanceText);

  /**
   * Never waits for an earlier send: the message joins its conversation's queue (send-queue.ts),
   * shows at once as "Sending…", and the box is ready for the next one.
   */
  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim()) return;
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (!allowance.data?.can_send) {
      const toast = premium ? MessageToasts.cannotSendPremium : MessageToasts.cannotSend;
      return notify.error(toast.title, toast.description);
    }
    sendQueue.enqueue(qc, { from: myId, matchId, text: parsed.data });
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      {openers?.length && !exhausted && !paused ? (
        <div role="group" aria-labelledby="icebreakers-title" className="mb-2">
          <p id="icebreakers-title" className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-violet-900">
            <Sparkles aria-hidden className="size-3.5" /> Icebreakers
            <span className="font-normal text-slate-600">· early access</span>
          </p>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {openers.map((opener) => (
              <button
                key={opener}
                type="button"
                className="w-64 shrink-0 rounded-2xl border border-violet-200 bg-violet-50 px-3 py-2 text-left text-sm text-violet-950 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-700 sm:w-72"
                onClick={() => {
                  setText(opener);
                  box.current?.focus();
                }}
              >
                {opener}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {exhausted && !premium && !paused ? (
        <div role="status" className="flex flex-col gap-3 rounded-2xl bg-violet-50 p-3 sm:flex-row sm:items-center">
          <div className="flex-1">
            <p className="font-semibold text-violet-950">{MessageText.limitReachedPlaceholder}</p>
            <p className="mt-0.5 text-sm text-slate-700">{AllowanceText.atLimit(moreAt)}</p>
          </div>
          <Button asChild variant="gradient">
            <Link to="/pricing">
              <Sparkles aria-hidden /> Upgrade
            </Link>
          </Button>
        </div>
      ) : (
        <div className="flex items-end gap-2">
          <label htmlFor="message-text" className="sr-only">
            Message
          </label>
          <Textarea
            ref={box}
            id="message-text"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={MessageLimits.textMax + 100}
            disabled={exhausted || Boolean(paused)}
            placeholder={exhausted ? MessageText.limitReachedPlaceholder : (paused ?? "Type a message…")}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? ERROR_ID : "", counted ? ALLOWANCE_ID : ""].join(" ").trim() || undefined}
            className="min-h-14 flex-1 resize-none"
          />
          <Button type="submit" aria-label="Send message" disabled={exhausted}>
            <Send aria-hidden />
          </Button>
        </div>
      )}
      {counted && !exhausted && allowance.data ? (
        <p id={ALLOWANCE_ID} className="mt-1.5 text-xs text-slate-600">
          {AllowanceText.left(allowance.data.remaining, allowance.data.limit)}
          {moreAt && allowance.data.remaining < allowance.data.limit ? `. ${AllowanceText.more(moreAt)}` : "."}
        </p>
      ) : null}
      <FieldError id={ERROR_ID} message={error} />
    </form>
  );
}
