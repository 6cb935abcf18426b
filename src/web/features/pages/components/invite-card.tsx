import { zodResolver } from "@hookform/resolvers/zod";
import { Send, UserPlus } from "lucide-react";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import type * as z from "zod/mini";
import { invitationSchema, type InvitationInput } from "#shared/invitations";
import { InviteLimits } from "#shared/limits";
import { InviteText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useSendInvitation } from "../api";

type Valid = z.output<typeof invitationSchema>;

/** A 4xx carries the server's own words (bad address, rate limit); anything else gets the spec's fallback. */
function failureText(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : InviteText.failed.description;
}

/** Part 1 §4/§5 "Invite": a real email through the server, rate limited there. */
export function InviteCard() {
  const send = useSendInvitation();
  const headingId = useId();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<InvitationInput, unknown, Valid>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: "", message: "" },
  });
  const { errors } = formState;

  function submit(values: Valid) {
    // A blank message means "send the default text".
    send.mutate(
      { email: values.email, message: values.message || undefined },
      {
        onSuccess: () => {
          notify.success(InviteText.sent.title, InviteText.sent.description);
          reset();
        },
        onError: (err) => notify.error(InviteText.failed.title, failureText(err)),
      },
    );
  }

  function invalid(found: FieldErrors<InvitationInput>) {
    if (found.email?.message === InviteText.emailRequired.description) {
      notify.error(InviteText.emailRequired.title, InviteText.emailRequired.description);
    } else {
      notify.error(
        InviteText.failed.title,
        found.email?.message ?? found.message?.message ?? InviteText.failed.description,
      );
    }
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
        <form onSubmit={handleSubmit(submit, invalid)} noValidate className="mt-6 space-y-4">
          <Field id={`${id}-email`} label="Their email address" error={errors.email?.message}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="friend@example.com"
              {...register("email")}
              {...fieldAria(`${id}-email`, errors.email?.message)}
            />
          </Field>
          <Field
            id={`${id}-message`}
            label="Personal message (optional)"
            error={errors.message?.message}
            hint={`Leave it blank to send the message shown above. Up to ${InviteLimits.messageMax} characters.`}
          >
            <Textarea
              id={`${id}-message`}
              placeholder={InviteText.defaultMessage}
              maxLength={InviteLimits.messageMax}
              rows={4}
              {...register("message")}
              {...fieldAria(`${id}-message`, errors.message?.message, true)}
            />
          </Field>
          <Button type="submit" variant="gradient" pending={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {send.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </form>
      </section>
    </Card>
  );
}
