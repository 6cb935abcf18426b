import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { AccountLimits } from "#shared/limits";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { AgeVerificationDialog } from "../../../components/age-verification";
import { useAgeRememberedHere } from "../../../lib/age-storage";
import { useSession } from "../../../lib/session";

/** Part 1 §2: offered on the home page until the age check has passed here or on the server. */
export function AgeVerificationCard() {
  const { user } = useSession();
  const ageRemembered = useAgeRememberedHere();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const needed = Boolean(user) && !user?.age_verified && !ageRemembered;

  return (
    <>
      {needed ? (
        <Card className="border-amber-300 bg-amber-50 sm:p-8">
          <section aria-labelledby={headingId} className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-amber-800">
              <ShieldCheck className="size-6" aria-hidden />
            </span>
            <div className="flex-1">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                Please verify your age
              </h2>
              <p className="mt-1 text-slate-800">
                Unlocked is an {AccountLimits.minimumAge}+ community. Confirming your date of birth keeps everyone
                safer, and it is never shown on your profile.
              </p>
            </div>
            <Button onClick={() => setOpen(true)}>Verify my age</Button>
          </section>
        </Card>
      ) : null}
      {/* Outside the card, so the dialog keeps its 2-second success state after the card has gone. */}
      <AgeVerificationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
