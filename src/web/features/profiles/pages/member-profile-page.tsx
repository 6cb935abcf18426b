import { ArrowLeft, Briefcase, GraduationCap, Heart, MapPin } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { ProfileText } from "#shared/messages";
import { intentLabels } from "#shared/profiles";
import { Card } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../auth";
import { BlockButton, ReportDialog } from "../../safety";
import { usePublicProfile } from "../api";

/**
 * Another member's profile (/profile/{id}), as the visibility policy lets the viewer see it: the
 * server answers 404 alike for someone who does not exist and someone hidden from this viewer.
 */
export default function MemberProfilePage() {
  const { id } = useParams();
  const profile = usePublicProfile(id);
  const { user } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(profile.data?.name ?? "Profile");

  const back = (
    <Link
      to="/matches"
      className="inline-flex min-h-11 items-center gap-2 font-medium text-violet-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to matches
    </Link>
  );
  if (profile.isPending) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        {back}
        <p role="status" className="mt-6 text-slate-700">
          Loading Profile...
        </p>
      </main>
    );
  }
  if (profile.isError) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        {back}
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{ProfileText.profileNotFound}</h1>
        <p className="mt-2 text-slate-700">This profile is private or no longer available.</p>
      </main>
    );
  }
  const p = profile.data;
  const facts = [
    p.location ? { icon: MapPin, text: p.location } : null,
    p.occupation ? { icon: Briefcase, text: p.occupation } : null,
    p.education ? { icon: GraduationCap, text: p.education } : null,
    p.looking_for ? { icon: Heart, text: intentLabels[p.looking_for] } : null,
  ].filter((f) => f !== null);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      {back}
      <Card className="mt-4 p-0 sm:p-0">
        {p.photos.length > 0 ? (
          <ul className="grid grid-cols-3 gap-1 overflow-hidden rounded-t-2xl">
            {p.photos.map((url, i) => (
              <li key={url} className={i === 0 ? "col-span-3" : undefined}>
                <img
                  src={url}
                  alt={
                    i === 0
                      ? `Main photo of ${p.name ?? "this member"}`
                      : `Photo ${i + 1} of ${p.name ?? "this member"}`
                  }
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="p-6">
          <h1 className="text-3xl font-bold text-slate-900">
            {p.name ?? "Unknown User"}
            {p.age !== null ? <span className="font-normal text-slate-700">, {p.age}</span> : null}
          </h1>
          {facts.length > 0 ? (
            <ul className="mt-3 space-y-1 text-slate-700">
              {facts.map(({ icon: Icon, text }) => (
                <li key={text} className="inline-flex w-full items-center gap-2">
                  <Icon className="size-4 text-violet-700" aria-hidden /> {text}
                </li>
              ))}
            </ul>
          ) : null}
          {p.bio ? <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-800">{p.bio}</p> : null}
          {p.interests.length > 0 ? (
            <>
              <h2 className="mt-6 text-lg font-semibold text-slate-900">Interests</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {p.interests.map((i) => (
                  <li key={i} className="rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900">
                    {i}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {user && id && user.id !== id ? (
            <div className="mt-8 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
              <ReportDialog userId={id} name={p.name ?? "this member"} />
              <BlockButton userId={id} name={p.name ?? "This member"} onBlocked={() => void navigate("/matches")} />
            </div>
          ) : null}
        </div>
      </Card>
    </main>
  );
}
