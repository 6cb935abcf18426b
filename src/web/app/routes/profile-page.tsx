import { useEffect } from "react";
import { ProfileToasts } from "#shared/messages";
import { notify } from "../../lib/toast";
import { useSession } from "../../lib/session";
import { DemoProfile } from "../../components/demo-profile";
import { myProfileQuery, useMyProfile } from "../../lib/my-profile";
import { firstReads } from "../../lib/page-data";
import { OwnProfileView } from "../../features/profiles";
import { OnboardingOverlay, useOwnBadge } from "../../features/perks";
import { Loading } from "../../components/ui/loading";

/** /profile: your own profile when signed in; the demo profile for visitors. */
export const loader = firstReads(({ client, member }) => (member ? [client.ensureQueryData(myProfileQuery())] : []));

export default function ProfilePage() {
  const { user, loading } = useSession();
  const profile = useMyProfile(Boolean(user));
  const badge = useOwnBadge();
  useEffect(() => {
    if (profile.isError) notify.error(ProfileToasts.loadFailed.title, ProfileToasts.loadFailed.description);
  }, [profile.isError]);

  if (loading) return <Loading />;
  if (!user) return <DemoProfile />;
  if (profile.isPending) return <Loading label="Loading Profile..." />;
  if (profile.isError) return <p className="p-8 text-center text-slate-700">{ProfileToasts.loadFailed.description}</p>;
  return <OwnProfileView profile={profile.data} badge={badge} intro={<OnboardingOverlay name="beyond-badge" />} />;
}
