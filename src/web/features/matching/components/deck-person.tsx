import { Briefcase, GraduationCap, Heart } from "lucide-react";
import { useState } from "react";
import { genderIdentityLabels, orientationLabels } from "#shared/identity";
import type { Candidate, LikePart } from "#shared/matching";
import { DeckText } from "#shared/phone-first-messages";
import { intentLabels, profilePrompts, type PromptId, type PublicProfile } from "#shared/profiles";
import { BeyondBadge } from "../../../components/ui/beyond-badge";
import { CompatibilityRing } from "../../../components/ui/compatibility-ring";
import { PhotoPager } from "../../../components/ui/photo-pager";
import { InterestChips, Nameplate, PartHeart } from "./person-parts";
import { PersonPhoto } from "../../../components/person-photo";
import { ReasonList } from "./reason-list";

/** A prompt and its answer, with the heart that likes this answer (none for a bio's excerpt). */
function Answer({
  prompt,
  text,
  onLike,
}: {
  prompt: PromptId | null;
  text: string;
  onLike: (prompt: PromptId) => void;
}) {
  return (
    <figure className="rounded-3xl border border-slate-200 p-5">
      {prompt ? (
        <figcaption className="text-sm font-semibold text-violet-800">{profilePrompts[prompt]}</figcaption>
      ) : null}
      <div className="mt-2 flex items-center gap-3">
        <blockquote className="flex-1 text-xl leading-snug font-semibold text-slate-900">{text}</blockquote>
        {prompt ? (
          <PartHeart label={DeckText.likePrompt(profilePrompts[prompt])} onClick={() => onLike(prompt)} />
        ) : null}
      </div>
    </figure>
  );
}

/**
 * One person filling a phone's screen: the photo (or every photo, to page through, once their
 * profile is read), name, age, pronouns, place and distance, the fit with its reasons, then their
 * prompts, bio, interests and details as you scroll. Room is left at the bottom for the fixed
 * Pass and Like. A photo and each prompt answer have a heart of their own: a like for that part.
 */
export function DeckPerson({
  person: c,
  profile,
  onLikePart,
}: {
  person: Candidate;
  profile: PublicProfile | undefined;
  onLikePart: (part: LikePart) => void;
}) {
  const [shown, setShown] = useState(0);
  const likePrompt = (prompt: PromptId) => onLikePart({ kind: "prompt", prompt });
  const photos = profile?.photos ?? [];
  // The photo in view: the pager's current one, else the one photo (the card's until the profile arrives).
  const photo = photos.length > 1 ? photos[shown] : (photos[0] ?? (profile ? null : c.avatar_url));
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
        {photos.length > 1 ? (
          <PhotoPager photos={photos} name={c.name} onShow={setShown} />
        ) : (
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
        {photo ? (
          <PartHeart
            label={DeckText.likePhoto(c.name)}
            onClick={() => onLikePart({ kind: "photo", url: photo })}
            className="absolute right-3 bottom-4"
          />
        ) : null}
      </div>
      {/* What the card carries is drawn first (the server's page has it); what the full profile
          adds comes after it, so nothing already on screen moves when it arrives. */}
      <div className="space-y-5 px-4 pt-4">
        {c.compatibility.reasons.length > 0 ? (
          <section aria-label={`Why you and ${c.name} fit`} className="rounded-2xl bg-emerald-50/60 p-4">
            <ReasonList reasons={c.compatibility.reasons} className="space-y-2" />
          </section>
        ) : null}
        {c.own_words ? <Answer prompt={c.own_words.prompt} text={c.own_words.text} onLike={likePrompt} /> : null}
        <InterestChips person={c} large />
        {profile
          ? profile.prompts
              .filter((p) => p.prompt !== c.own_words?.prompt)
              .map(({ prompt, answer }) => <Answer key={prompt} prompt={prompt} text={answer} onLike={likePrompt} />)
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
