import { genderIdentityLabels, orientationLabels } from "#shared/identity";
import { ArrowLeft, Ban, Briefcase, Flag, GraduationCap, Heart, LogIn, MapPin, UserX } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { ProfileText } from "#shared/messages";
import { intentLabels, profilePrompts, type PublicProfile } from "#shared/profiles";
import { ActionsMenu } from "../../components/ui/actions-menu";
import { BeyondBadge } from "../../components/ui/beyond-badge";
import { VerifiedMark } from "../../components/ui/verified-mark";
import { Button } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSession } from "../../lib/session";
import { MatchMemoryPanel } from "../../features/match-memory";
import { FitActions, FitPanel, matchingQueries, useFit, usePerson } from "../../features/matching";
import { firstReads } from "../../lib/page-data";
import { PersonPhoto } from "../../components/person-photo";
import { UnmatchButton } from "../../features/messaging";
import { BlockButton, ReportDialog } from "../../features/safety";
import { PhotoPager } from "../../components/ui/photo-pager";

const shell = "mx-auto max-w-5xl px-4 py-6 sm:py-10";

function BackLink() {
  return (
    <Link
      to="/matches"
      className="inline-flex min-h-11 items-center gap-2 font-medium text-violet-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to matches
    </Link>
  );
}

/**
 * Another member's profile (/profile/{id}), whole: photos to page through, their prompts, bio,
 * interests and details, the compatibility with every reason, and the actions that fit: Like or
 * Pass before a match, Message after, Report / Block / Unmatch in a menu. What the viewer may see
 * is the server's decision (404 alike for nobody and someone hidden); a visitor is asked to sign in.
 */
/** Someone's profile arrives whole: the person, and where the member stands with them. */
export const loader = firstReads(({ client, params }) => {
  const id = params.id ?? "";
  return [client.ensureQueryData(matchingQueries.person(id)), client.ensureQueryData(matchingQueries.fit(id))];
});

export default function MemberProfilePage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  const member = Boolean(user);
  const profile = usePerson(member ? id : undefined);
  const self = user?.id === id;
  const fit = useFit(id, member && !self);
  useDocumentTitle(profile.data?.name ?? "Profile");

  if (!member) {
    return (
      <main id="main" className={shell}>
        <BackLink />
        <div className="mx-auto mt-6 max-w-md rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-700 p-8 text-center text-white shadow-xl">
          <h1 className="text-2xl font-bold">Sign in to see this profile</h1>
          <p className="mt-2 text-white/90">
            Profiles on Unlocked are for members: people choose who sees them, so we ask you to sign in first.
          </p>
          <Button asChild size="lg" className="mt-6 bg-white text-violet-800 hover:bg-violet-50">
            <Link to="/auth">
              <LogIn aria-hidden /> Sign in or join
            </Link>
          </Button>
        </div>
      </main>
    );
  }
  if (profile.isPending) {
    return (
      <main id="main" className={shell}>
        <BackLink />
        <p role="status" className="mt-6 text-slate-700">
          Loading Profile...
        </p>
      </main>
    );
  }
  if (profile.isError) {
    return (
      <main id="main" className={shell}>
        <BackLink />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{ProfileText.profileNotFound}</h1>
        <p className="mt-2 text-slate-700">This profile is private or no longer available.</p>
      </main>
    );
  }
  const p = profile.data;
  const name = p.name ?? "This member";
  return (
    <main id="main" className={shell}>
      <BackLink />
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
        <div className="md:sticky md:top-20 md:self-start">
          {p.photos.length > 0 ? (
            <PhotoPager photos={p.photos} name={name} />
          ) : (
            <PersonPhoto src={null} name={p.name} seed={p.id} className="aspect-[4/5] w-full rounded-3xl text-7xl" />
          )}
        </div>
        <div className="space-y-6">
          <header>
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {name}
              {p.age !== null ? <span className="font-normal text-slate-700">, {p.age}</span> : null}
              {p.verified ? <VerifiedMark className="ml-3 text-base" /> : null}
              {p.beyond_badge ? <BeyondBadge className="ml-3" /> : null}
            </h1>
            {p.pronouns ? <p className="mt-1 text-slate-600">{p.pronouns}</p> : null}
            <Facts profile={p} />
            <IdentityList profile={p} />
          </header>
          {!self && fit.data ? (
            <div className="flex flex-wrap items-center gap-2">
              <FitActions fit={fit.data} userId={p.id} name={name} />
              <MoreActions id={p.id} name={name} matchId={fit.data.match_id} />
            </div>
          ) : null}
          {fit.data ? <FitPanel fit={fit.data} name={name} /> : null}
          {!self && fit.data?.match_id ? <MatchMemoryPanel matchId={fit.data.match_id} name={name} /> : null}
          <OwnWords profile={p} name={name} />
        </div>
      </div>
    </main>
  );
}

function Facts({ profile: p }: { profile: PublicProfile }) {
  const facts = [
    p.location ? { icon: MapPin, text: p.location } : null,
    p.occupation ? { icon: Briefcase, text: p.occupation } : null,
    p.education ? { icon: GraduationCap, text: p.education } : null,
    p.looking_for ? { icon: Heart, text: intentLabels[p.looking_for] } : null,
  ].filter((f) => f !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-2">
          <Icon className="size-4 text-violet-700" aria-hidden /> {text}
        </li>
      ))}
    </ul>
  );
}

/** How they describe their gender and orientation, where they chose to show it. */
function IdentityList({ profile: p }: { profile: PublicProfile }) {
  const words = [
    ...p.gender_identities.map((g) => genderIdentityLabels[g]),
    ...p.orientations.map((o) => orientationLabels[o]),
  ];
  if (words.length === 0) return null;
  return (
    <ul aria-label="Identity" className="mt-3 flex flex-wrap gap-2">
      {words.map((w) => (
        <li key={w} className="rounded-full border border-violet-200 bg-white px-3 py-1 text-sm text-violet-900">
          {w}
        </li>
      ))}
    </ul>
  );
}

/** Their prompts, bio and interests: the person in their own words. */
function OwnWords({ profile: p, name }: { profile: PublicProfile; name: string }) {
  return (
    <>
      {p.prompts.map(({ prompt, answer }) => (
        <figure key={prompt} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
          <figcaption className="text-sm font-semibold text-violet-800">{profilePrompts[prompt]}</figcaption>
          <blockquote className="mt-2 text-xl leading-snug font-semibold text-slate-900">{answer}</blockquote>
        </figure>
      ))}
      {p.bio ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
            About {name}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{p.bio}</p>
        </section>
      ) : null}
      {p.interests.length > 0 ? (
        <section aria-labelledby="interests-heading">
          <h2 id="interests-heading" className="text-lg font-semibold text-slate-900">
            Interests
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {p.interests.map((i) => (
              <li key={i} className="rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900">
                {i}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function MoreActions({ id, name, matchId }: { id: string; name: string; matchId: string | null }) {
  const navigate = useNavigate();
  const leave = () => void navigate("/matches");
  return (
    <ActionsMenu
      label={`More actions for ${name}`}
      actions={[
        { id: "report", label: "Report", icon: Flag },
        { id: "unmatch", label: "Unmatch", icon: UserX, when: matchId !== null },
        { id: "block", label: "Block", icon: Ban, danger: true },
      ]}
      dialogs={(control) => (
        <>
          <ReportDialog userId={id} name={name} control={control("report")} onBlocked={leave} />
          {matchId ? <UnmatchButton matchId={matchId} name={name} onDone={leave} control={control("unmatch")} /> : null}
          <BlockButton userId={id} name={name} onBlocked={leave} control={control("block")} />
        </>
      )}
    />
  );
}
