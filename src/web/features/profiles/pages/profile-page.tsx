import { useEffect } from "react";
import { ProfileToasts } from "../../../../shared/messages";
import { notify } from "../../../lib/toast";
import { useSession } from "../../auth";
import { DemoProfile } from "../../pages";
import { useMyProfile } from "../api";
import { OwnProfileView } from "../components/own-profile";

/** /profile: your own profile when signed in; the demo profile for visitors. */
export default function ProfilePage() {
  const { user, loading } = useSession();
  const profile = useMyProfile(Boolean(user));
  useEffect(() => {
    if (profile.isError) notify.error(ProfileToasts.loadFailed.title, ProfileToasts.loadFailed.description);
  }, [profile.isError]);

  if (loading) return <p className="p-8 text-center text-slate-600">Loading...</p>;
  if (!user) return <DemoProfile />;
  if (profile.isPending) return <p className="p-8 text-center text-slate-600">Loading Profile...</p>;
  if (profile.isError) return <p className="p-8 text-center text-slate-700">{ProfileToasts.loadFailed.description}</p>;
  return <OwnProfileView profile={profile.data} />;
}
