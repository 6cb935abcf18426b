import { useEffect, type ReactElement } from "react";
import { ProfileToasts } from "#shared/messages";
import type { OwnProfile } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { notify } from "../../../lib/toast";
import { useMyProfile } from "../../../lib/my-profile";

/**
 * The member's own profile for a page that edits it (setup, the editor): the profile once read,
 * or the screen to show meanwhile — loading, or the failure with a way to try again (and its toast).
 */
export function useMyProfileScreen():
  { profile: OwnProfile; screen?: never } | { profile?: never; screen: ReactElement } {
  const profile = useMyProfile();
  useEffect(() => {
    if (profile.isError) notify.error(ProfileToasts.loadFailed.title, ProfileToasts.loadFailed.description);
  }, [profile.isError]);

  if (profile.isPending) return { screen: <Loading label="Loading Profile..." /> };
  if (profile.isError)
    return {
      screen: (
        <main id="main" className="mx-auto max-w-md p-8 text-center">
          <h1 className="text-xl font-bold">We couldn't load your profile</h1>
          <Button className="mt-4" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </main>
      ),
    };
  return { profile: profile.data };
}
