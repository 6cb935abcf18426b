import { MailCheck, RotateCw, UserPen } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { RateLimits } from "#shared/limits";
import { AuthToasts, ConfirmationText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useResendConfirmation } from "../api";

type Props = { email: string; onUseAnotherAddress: () => void };

/** The server sends at most one mail per address in this window, so asking sooner would do nothing. */
const cooldownMs = RateLimits.mailPerAddressSeconds * 1000;

/**
 * After sign-up: announced as a status, with focus on its heading so a screen reader reads it
 * at once. Resending answers the same whether or not the address has an account.
 */
export function CheckEmailPanel({ email, onUseAnotherAddress }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const resend = useResendConfirmation();
  const [coolingDown, setCoolingDown] = useState(false);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), cooldownMs);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  async function resendLink() {
    setCoolingDown(true);
    try {
      await resend.mutateAsync(email);
      notify.info(ConfirmationText.resent.title, ConfirmationText.resent.description);
    } catch (err) {
      notify.error(ConfirmationText.resendFailed, errorMessage(err));
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 text-center">
      <div role="status" aria-live="polite" className="space-y-3">
        <MailCheck className="mx-auto size-12 text-violet-700" aria-hidden />
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {AuthToasts.checkEmail.title}
        </h2>
        <p className="break-words text-slate-700">
          We've sent a confirmation link to <strong>{email}</strong>. Open it to finish creating your account.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          pending={coolingDown || resend.isPending}
          aria-describedby={hintId}
          onClick={() => void resendLink()}
        >
          <RotateCw aria-hidden />
          Resend confirmation email
        </Button>
        <Button variant="ghost" onClick={onUseAnotherAddress}>
          <UserPen aria-hidden />
          Use another address
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {ConfirmationText.resendHint}
      </p>
    </section>
  );
}
