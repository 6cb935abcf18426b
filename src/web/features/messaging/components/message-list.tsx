import { AlertCircle, CheckCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { Message } from "#shared/messaging";
import { MessageText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { sendQueue, type Outgoing } from "../send-queue";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

function Bubble({ mine, name, text, faded }: { mine: boolean; name: string; text: string; faded?: boolean }) {
  return (
    <p
      className={cn(
        "max-w-[80%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap",
        mine ? "bg-violet-700 text-white" : "border border-slate-200 bg-white text-slate-900",
        faded && "opacity-70",
      )}
    >
      <span className="sr-only">{mine ? "You" : name}: </span>
      {text}
    </p>
  );
}

/**
 * The conversation oldest first, as text (never HTML): what the server stored, then the member's
 * messages still on their way ("Sending…", or "Failed — reason" with Retry), in the order typed.
 */
export function MessageList({
  messages,
  outgoing,
  myId,
  name,
}: {
  messages: readonly Message[];
  outgoing: readonly Outgoing[];
  myId: string;
  name: string;
}) {
  const qc = useQueryClient();
  return (
    <ol className="space-y-2">
      {messages.map((m) => {
        const mine = m.sender_id === myId;
        return (
          <li key={m.id} className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
            <Bubble mine={mine} name={name} text={m.message_text} />
            <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
              {time(m.created_at)}
              {mine && m.read_at && (
                <>
                  <CheckCheck aria-hidden className="size-3.5" /> {MessageText.seen}
                </>
              )}
            </span>
          </li>
        );
      })}
      {outgoing.map((o) => (
        <li key={o.key} className="flex flex-col items-end" data-outgoing={o.state}>
          <Bubble mine name={name} text={o.text} faded={o.state !== "failed"} />
          {o.state === "failed" ? (
            <span role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
              <AlertCircle aria-hidden className="size-3.5" />
              {MessageText.failed(o.reason ?? "")}
              <Button size="sm" variant="outline" className="h-7 px-2" onClick={() => sendQueue.retry(qc, o.key)}>
                {MessageText.retry}
              </Button>
              <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => sendQueue.discard(o.key)}>
                {MessageText.discard}
              </Button>
            </span>
          ) : (
            <span className="mt-0.5 text-xs text-slate-600">{MessageText.sending}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
