import { Heart } from "lucide-react";
import { Button } from "../../../components/ui/button";

/**
 * Like → a disabled "Liked" (part 1 §2 /matches). Disabled by aria-disabled, not the attribute:
 * a natively disabled button drops the keyboard user who just pressed it onto <body>.
 */
export function LikeButton({
  liked,
  pending,
  onLike,
  name,
}: {
  liked: boolean;
  pending?: boolean;
  onLike: () => void;
  name: string;
}) {
  return (
    <Button
      variant={liked ? "secondary" : "gradient"}
      // Only when liked: an aria-disabled of undefined would override the busy one `pending` sets.
      {...(liked ? { "aria-disabled": true } : {})}
      pending={pending}
      onClick={liked ? undefined : onLike}
      aria-label={liked ? `Liked ${name}` : `Like ${name}`}
      className="flex-1"
    >
      <Heart className={liked ? "fill-current" : undefined} aria-hidden />
      {liked ? "Liked" : "Like"}
    </Button>
  );
}
