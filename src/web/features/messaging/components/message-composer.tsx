import { Send, Sparkles } from "lucide-react";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { MessageLimits } from "#shared/limits";
import { MessageText, MessageToasts } from "#shared/messages";
import { messageTextSchema } from "#shared/messaging";
import { ErrorCodes } from "#shared/errors";
import { Button } from "../../../components/ui/button";
import { FieldError, Textarea } from "../../../components/ui/input";
import { ApiError, newIdempotencyKey } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useAllowance, useSendMessage } from "../api";

const ERROR_ID = "composer-error";

/**
 * The message box (part 1 §4 chat and message allowance, §5 message): Enter sends, Shift+Enter
 * makes a new line; text is trimmed and checked as the server checks it; at 0 messages left the
 * box is disabled with the spec's placeholder and an Upgrade button. `paused` (an Echo chat's
 * rule for now) disables it with its reason.
 */
export function MessageComposer({
  matchId,
  premium,
  paused,
}: {
  matchId: string;
  premium: boolean;
  paused?: string | undefined;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const allowance = useAllowance();
  const send = useSendMessage();
  const exhausted = allowance.data !== undefined && !allowance.data.can_send;
  // A second Enter in the same moment must not send twice (the mutation's pending flag lags a render).
  const sending = useRef(false);
  // The key of the text being sent, kept until it is sent: sending the same text again after a
  // failure (the connection dropped, the answer lost) repeats that send instead of making another.
  const unsent = useRef<{ matchId: string; text: string; key: string } | undefined>(undefined);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current || !text.trim()) return;
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (!allowance.data?.can_send) {
      const toast = premium ? MessageToasts.cannotSendPremium : MessageToasts.cannotSend;
      return notify.error(toast.title, toast.description);
    }
    sending.current = true;
    const sent = text;
    const again = unsent.current?.matchId === matchId && unsent.current.text === parsed.data;
    const key = again && unsent.current ? unsent.current.key : newIdempotencyKey();
    unsent.current = { matchId, text: parsed.data, key };
    try {
      await send.mutateAsync({ matchId, text: parsed.data, key });
      unsent.current = undefined;
      // Only what was sent goes: anything typed meanwhile stays.
      setText((now) => (now === sent ? "" : now.startsWith(sent) ? now.slice(sent.length) : now));
    } catch (err) {
      // Answered with a refusal: that text was not sent, and sending it again is a new send.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) unsent.current = undefined;
      if (err instanceof ApiError && err.code === ErrorCodes.messageLimitReached) {
        notify.error(MessageToasts.limitReached.title, MessageToasts.limitReached.description);
      } else if (err instanceof ApiError && (err.status === 400 || err.code === ErrorCodes.echoLimit)) {
        setError(err.message);
      } else {
        notify.error(MessageToasts.sendFailed.title, MessageToasts.sendFailed.description);
      }
    } finally {
      sending.current = false;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2">
        <label htmlFor="message-text" className="sr-only">
          Message
        </label>
        <Textarea
          id="message-text"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MessageLimits.textMax + 100}
          disabled={exhausted || Boolean(paused)}
          placeholder={exhausted ? MessageText.limitReachedPlaceholder : (paused ?? "Type a message…")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="min-h-14 flex-1 resize-none"
        />
        {exhausted ? (
          <Button asChild>
            <Link to="/pricing">
              <Sparkles aria-hidden /> Upgrade
            </Link>
          </Button>
        ) : (
          <Button type="submit" pending={send.isPending} aria-label="Send message">
            <Send aria-hidden />
          </Button>
        )}
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </form>
  );
}
