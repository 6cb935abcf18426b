import { Send, UserPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { invitationSchema } from "../../../../shared/invitations";
import { InviteLimits } from "../../../../shared/limits";
import { InviteText } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Label, Textarea } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useSendInvitation } from "../api";

/** A 4xx carries the server's own words (bad address, rate limit); anything else gets the spec's fallback. */
function failureText(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : InviteText.failed.description;
}

/** Part 1 §4/§5 "Invite": a real email through the server, rate limited there. */
export function InviteCard() {
  const send = useSendInvitation();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const headingId = useId();
  const emailId = useId();
  const messageId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      notify.error(InviteText.emailRequired.title, InviteText.emailRequired.description);
      return;
    }
    const parsed = invitationSchema.safeParse({ email, message: message.trim() || undefined });
    if (!parsed.success) {
      notify.error(InviteText.failed.title, parsed.error.issues[0]?.message ?? InviteText.failed.description);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(InviteText.sent.title, InviteText.sent.description);
        setEmail("");
        setMessage("");
      },
      onError: (err) => notify.error(InviteText.failed.title, failureText(err)),
    });
  }

  return (
    <Card className="sm:p-8">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
            <UserPlus className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              Invite someone who'd love it here
            </h2>
            <p className="mt-1 text-slate-700">
              Know someone who deserves kinder dating? Send them a personal invitation. We only use their address for
              this one email.
            </p>
          </div>
        </div>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={emailId}>Their email address</Label>
            <Input
              id={emailId}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="friend@example.com"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={messageId}>Personal message (optional)</Label>
            <Textarea
              id={messageId}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={InviteText.defaultMessage}
              maxLength={InviteLimits.messageMax}
              aria-describedby={hintId}
              rows={4}
            />
            <p id={hintId} className="text-sm text-slate-600">
              Leave it blank to send the message shown above. Up to {InviteLimits.messageMax} characters.
            </p>
          </div>
          <Button type="submit" variant="gradient" disabled={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {send.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </form>
      </section>
    </Card>
  );
}
