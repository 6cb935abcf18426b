import { Heart } from "lucide-react";
import { LikesText } from "#shared/phone-first-messages";
import { NextStepCard } from "../../../components/ui/next-step-card";
import { useLikesCount } from "../api";

/**
 * Home's "what's new" about likes: how many wait for the member's answer, the Likes tab's own
 * count (kept live by `like.received`), with the way there. Nothing while nobody waits.
 */
export function LikesWaiting() {
  const count = useLikesCount(true).data ?? 0;
  if (count === 0) return null;
  return (
    <NextStepCard
      icon={Heart}
      filledIcon
      tone="rose"
      title={LikesText.heading(count)}
      body={LikesText.homeBody}
      to="/likes"
      action={LikesText.homeAction}
    />
  );
}
