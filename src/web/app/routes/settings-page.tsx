import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AccountText } from "#shared/account";
import { Card } from "../../components/ui/card";
import { notify } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSignedInUser } from "../../components/require-auth";
import { EarlyAccessSection } from "../../features/early-access";
import { PerksSection } from "../../features/perks";
import {
  DeleteAccountSection,
  EmailSection,
  ExportSection,
  NotificationsSection,
  PasswordSection,
  SessionsSection,
} from "../../features/account";

/** /settings: the signed-in member's account. */
export default function SettingsPage() {
  useDocumentTitle(AccountText.title);
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();

  // The new address's confirmation link lands here once the email has changed.
  useEffect(() => {
    if (params.get("email") !== "confirmed") return;
    notify.success("Email changed", `Your account now uses ${user.email}.`);
    setParams({}, { replace: true });
  }, [params, setParams, user.email]);

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{AccountText.title}</h1>
      <div className="mt-6 space-y-6">
        <Card>
          <EmailSection email={user.email} />
        </Card>
        <Card>
          <PasswordSection />
        </Card>
        <Card>
          <SessionsSection />
        </Card>
        <Card>
          <NotificationsSection />
        </Card>
        <Card>
          <PerksSection />
        </Card>
        <Card>
          <EarlyAccessSection />
        </Card>
        <Card>
          <ExportSection />
        </Card>
        <Card className="border-red-200">
          <DeleteAccountSection />
        </Card>
      </div>
    </main>
  );
}
