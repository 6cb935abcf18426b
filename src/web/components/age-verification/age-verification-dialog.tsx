import { CheckCircle2, ShieldCheck } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { ageOn, ageVerificationResponseSchema, latestAdultBirthDate } from "#shared/auth";
import type { SessionUser } from "#shared/session";
import { AccountLimits, UiTimings } from "#shared/limits";
import { AgeText } from "#shared/messages";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { api, errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { authQueries, useSession } from "../../lib/session";
import { ageStorage } from "../../lib/age-storage";

/** The age check's answer marks the session as age-verified (the dialog is its only caller). */
function useVerifyAge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) =>
      api("/api/auth/age-verification", ageVerificationResponseSchema, { body: { date_of_birth: dateOfBirth } }),
    onSuccess: () =>
      qc.setQueryData(authQueries.session().queryKey, (old) =>
        old?.user ? { user: { ...old.user, age_verified: true } satisfies SessionUser } : old,
      ),
  });
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called 2 s after a successful check, with the date of birth that passed. */
  onVerified?: (dateOfBirth: string) => void;
  /** Sign-up forces the dialog: no close button, no dismissal by Escape or outside click. */
  forced?: boolean;
};

/**
 * Part 1 §4/§5: a date of birth, 18+ checked here and, when signed in, by the server, which
 * stores it. The result is remembered locally (ageVerified, ageVerificationDate).
 */
export function AgeVerificationDialog({ open, onOpenChange, onVerified, forced = false }: Props) {
  const { user } = useSession();
  const verify = useVerifyAge();
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [verified, setVerified] = useState(false);
  const inputId = useId();
  const max = latestAdultBirthDate(new Date());

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setVerified(false);
      onVerified?.(dateOfBirth);
    }, UiTimings.ageDialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [verified, dateOfBirth, onOpenChange, onVerified]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dateOfBirth) {
      notify.error(AgeText.dateRequired.title, AgeText.dateRequired.description);
      return;
    }
    if (ageOn(dateOfBirth, new Date()) < AccountLimits.minimumAge) {
      ageStorage.forget();
      notify.error(AgeText.notMet.title, AgeText.notMet.description);
      return;
    }
    try {
      if (user) await verify.mutateAsync(dateOfBirth);
      ageStorage.remember(dateOfBirth);
      notify.success(AgeText.verified.title, AgeText.verified.description);
      setVerified(true);
    } catch (err) {
      ageStorage.forget();
      notify.error(AgeText.failed.title, errorMessage(err) || AgeText.failed.fallback);
    }
  }

  const block = forced ? (e: Event) => e.preventDefault() : undefined;
  return (
    <Dialog open={open} onOpenChange={forced ? undefined : onOpenChange}>
      <DialogContent
        title="Verify your age"
        description="Unlocked is for adults. Please confirm your date of birth; it is never shown on your profile."
        hideClose={forced}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
      >
        {verified ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
            <CheckCircle2 className="size-12 text-emerald-700" aria-hidden />
            <p className="text-lg font-semibold">{AgeText.verified.title}</p>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor={inputId}>Date of birth</Label>
              <Input
                id={inputId}
                type="date"
                max={max}
                value={dateOfBirth}
                onChange={(e) => setDateOfBirth(e.target.value)}
              />
              <p className="text-sm text-slate-600">{AgeText.hint}</p>
            </div>
            <Button type="submit" className="w-full" disabled={verify.isPending}>
              <ShieldCheck aria-hidden />
              {verify.isPending ? "Verifying..." : "Verify Age"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
