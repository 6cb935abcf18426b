import { ArrowLeft, Save, Search, SlidersHorizontal, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ProfileToasts } from "#shared/messages";
import type { ProfileUpdate } from "#shared/profile-fields";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useAgeRememberedHere } from "../../../lib/age-storage";
import { useSignedInUser } from "../../../components/require-auth";
import { useUpdateProfile } from "../api";
import { useMyProfileScreen } from "../components/my-profile-screen";
import { PhotoManager } from "../components/photo-manager";
import { ProfileFormFields } from "../components/profile-form";
import { VerificationPanel } from "../components/verification-panel";
import { formFromProfile } from "../lib/form-values";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { myProfileQuery } from "../../../lib/my-profile";
import { firstReads } from "../../../lib/page-data";

const FORM_ID = "profile-form";

export const loader = firstReads(({ client, member }) => (member ? [client.ensureQueryData(myProfileQuery())] : []));

export default function ProfileEditPage() {
  const user = useSignedInUser();
  const loaded = useMyProfileScreen();
  const ageRemembered = useAgeRememberedHere();
  const update = useUpdateProfile();
  const [params] = useSearchParams();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  useDocumentTitle("Edit your profile");

  if (loaded.screen) return loaded.screen;
  const data = loaded.profile;
  const promptAge = !data.name && !ageRemembered && !user.age_verified;

  async function save(values: ProfileUpdate) {
    setServerErrors(undefined);
    try {
      await update.mutateAsync(values);
      notify.success(ProfileToasts.updated.title, ProfileToasts.updated.description);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setServerErrors(err.fields);
      notify.error(ProfileToasts.updateFailed.title, `${ProfileToasts.updateFailed.description}: ${errorMessage(err)}`);
    }
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="editor-actions sticky top-[calc(3.75rem+1px)] z-10 -mx-4 mb-6 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <Button asChild variant="ghost">
          <Link to="/profile">
            <ArrowLeft aria-hidden /> Back to Profile
          </Link>
        </Button>
        <Button type="submit" form={FORM_ID} pending={update.isPending}>
          <Save aria-hidden /> {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
      <h1 className="mb-6 text-3xl font-bold">Edit your profile</h1>
      <div className="space-y-6">
        <VerificationPanel forceOpen={params.has("verify")} promptNow={promptAge} />
        <Card>
          <PhotoManager profile={data} />
        </Card>
        <Card>
          <ProfileFormFields
            key={data.id}
            formId={FORM_ID}
            defaultValues={formFromProfile(data)}
            onSubmit={save}
            serverErrors={serverErrors}
          />
        </Card>
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">Ready to meet people?</h2>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/matches">
                <Search aria-hidden /> Search
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/matches">
                <Users aria-hidden /> Browse All
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/match-search">
                <SlidersHorizontal aria-hidden /> Advanced Search
              </Link>
            </Button>
          </div>
        </Card>
        <Button type="submit" form={FORM_ID} className="w-full" size="lg" pending={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </main>
  );
}
