import { Briefcase, GraduationCap, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { genderIdentityLabels, orientationLabels } from "#shared/identity";
import type { Candidate } from "#shared/matching";
import { intentLabels, profilePrompts, type PublicProfile } from "#shared/profiles";
import { BeyondBadge } from "../../../components/ui/beyond-badge";
import { CompatibilityRing } from "../../../components/ui/compatibility-ring";
import { InterestChips, Nameplate } from "./person-parts";
import { PersonPhoto } from "./person-photo";
import { ReasonList } from "./reason-list";

/**
 * One person filling a phone's screen: the photo (or every photo, to page through, once their
 * profile is read), name, age, pronouns, place and distance, the fit with its reasons, then their
 * prompts, bio, interests and details as you scroll. Room is left at the bottom for the fixed
 * Pass and Like.
 */
export function DeckPerson({
  person: c,
  profile,
  photos,
}: {
  person: Candidate;
  profile: PublicProfile | undefined;
  photos: ReactNode;
}) {
  const identity = profile
    ? [
        ...profile.gender_identities.map((g) => genderIdentityLabels[g]),
        ...profile.orientations.map((o) => orientationLabels[o]),
      ]
    : [];
  const details = profile
    ? [
        profile.occupation ? { icon: Briefcase, text: profile.occupation } : null,
        profile.education ? { icon: GraduationCap, text: profile.education } : null,
        profile.looking_for ? { icon: Heart, text: intentLabels[profile.looking_for] } : null,
      ].filter((d) => d !== null)
    : [];
  return (
    <article aria-label={c.name} className="-mx-4 pb-28">
      <div className="relative">
        {photos ?? (
          <PersonPhoto
            src={c.avatar_url}
            name={c.name}
            seed={c.id}
            first
            className="aspect-[4/5] max-h-[62dvh] w-full text-7xl"
          />
        )}
        {c.beyond_badge ? <BeyondBadge className="absolute top-3 left-3 px-2.5 py-1" /> : null}
        <div className="absolute top-3 right-3 rounded-full bg-white/95 p-1 shadow-lg">
          <CompatibilityRing percent={c.compatibility.percent} size={56} label={`${c.compatibility.percent}% match`} />
        </div>
        {/* Who they are sits on the photo, clear of the Pass and Like below it. */}
        <Nameplate person={c} large />
      </div>
      {/* What the card carries is drawn first (the server's page has it); what the full profile
          adds comes after it, so nothing already on screen moves when it arrives. */}
      <div className="space-y-5 px-4 pt-4">
        {c.compatibility.reasons.length > 0 ? (
          <section aria-label={`Why you and ${c.name} fit`} className="rounded-2xl bg-emerald-50/60 p-4">
            <ReasonList reasons={c.compatibility.reasons} className="space-y-2" />
          </section>
        ) : null}
        {c.own_words ? (
          <figure className="rounded-3xl border border-slate-200 p-5">
            {c.own_words.prompt ? (
              <figcaption className="text-sm font-semibold text-violet-800">
                {profilePrompts[c.own_words.prompt]}
              </figcaption>
            ) : null}
            <blockquote className="mt-2 text-xl leading-snug font-semibold text-slate-900">
              {c.own_words.text}
            </blockquote>
          </figure>
        ) : null}
        <InterestChips person={c} large />
        {profile
          ? profile.prompts
              .filter((p) => p.prompt !== c.own_words?.prompt)
              .map(({ prompt, answer }) => (
                <figure key={prompt} className="rounded-3xl border border-slate-200 p-5">
                  <figcaption className="text-sm font-semibold text-violet-800">{profilePrompts[prompt]}</figcaption>
                  <blockquote className="mt-2 text-xl leading-snug font-semibold text-slate-900">{answer}</blockquote>
                </figure>
              ))
          : null}
        {profile?.bio && c.own_words?.prompt ? (
          <p className="leading-relaxed whitespace-pre-line text-slate-800">{profile.bio}</p>
        ) : null}
        {identity.length > 0 ? (
          <ul aria-label="Identity" className="flex flex-wrap gap-1.5">
            {identity.map((w) => (
              <li key={w} className="rounded-full border border-violet-200 px-2.5 py-0.5 text-sm text-violet-900">
                {w}
              </li>
            ))}
          </ul>
        ) : null}
        {details.length > 0 ? (
          <ul className="space-y-1 text-slate-700">
            {details.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-violet-700" /> {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
