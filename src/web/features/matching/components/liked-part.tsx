import { Heart } from "lucide-react";
import type { LikedPart } from "#shared/matching";
import { LikePartText } from "#shared/phone-first-messages";
import { profilePrompts } from "#shared/profiles";

/**
 * On the Likes tab, above a liker's card: what they liked, when it was one photo (its thumbnail)
 * or one prompt (the member's own answer, so they remember what they wrote). The server sends it
 * only to a member who may see who liked them.
 */
export function LikedPartNote({ part }: { part: LikedPart }) {
  return (
    <div className="mb-2 flex items-center gap-3 rounded-2xl bg-fuchsia-50 p-2 pr-3 text-sm text-slate-800">
      {part.kind === "photo" ? (
        <img src={part.url} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-fuchsia-700">
          <Heart aria-hidden className="size-5" fill="currentColor" />
        </span>
      )}
      {part.kind === "photo" ? (
        <p className="font-semibold text-fuchsia-900">{LikePartText.likedPhoto}</p>
      ) : (
        <div className="min-w-0">
          <p className="font-semibold text-fuchsia-900">{LikePartText.likedPrompt(profilePrompts[part.prompt])}</p>
          <p className="line-clamp-2 text-slate-700">“{part.answer}”</p>
        </div>
      )}
    </div>
  );
}
