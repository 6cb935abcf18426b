import { ShieldCheck, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { AgeVerificationDialog } from "../../../components/age-verification";
import { useAgeRememberedHere } from "../../../lib/age-storage";
import { useSession } from "../../../lib/session";
import { Button } from "../../../components/ui/button";

/** The editor's verification panel; `forceOpen` (e.g. /profile/edit?verify=1) expands it and opens the check. */
export function VerificationPanel({ forceOpen, promptNow }: { forceOpen: boolean; promptNow: boolean }) {
  const { user } = useSession();
  const ageRemembered = useAgeRememberedHere();
  const [dialogOpen, setDialogOpen] = useState(forceOpen || promptNow);
  const verified = Boolean(user?.age_verified) || ageRemembered;
  return (
    <details open={forceOpen || !verified} className="rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        {verified ? (
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden />
        ) : (
          <ShieldQuestion className="size-5 text-amber-700" aria-hidden />
        )}
        Age verification: {verified ? "verified" : "not verified yet"}
      </summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <p>
          Unlocked is only for adults. Members can choose to meet only verified people, so verifying helps you be seen.
          Your date of birth is never shown; only your age is.
        </p>
        <Button variant={verified ? "outline" : "default"} onClick={() => setDialogOpen(true)}>
          {verified ? "Verify again" : "Verify Age"}
        </Button>
      </div>
      <AgeVerificationDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </details>
  );
}
