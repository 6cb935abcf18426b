import { Heart } from "lucide-react";
import { Link } from "react-router";
import { VaultText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../../lib/my-plan";
import { useFavoriteMatches, useSaveMatch } from "../api";

/**
 * `quiet` draws it as a plain link-like control (under a match's tile, beside "Message").
 * Saves a match to the Memory Vault's favourites (Unlocked Beyond; nothing shows for others).
 * Once saved it links to the vault, where a favourite is edited or removed.
 */
export function FavoriteMatchButton({
  matchId,
  name,
  compact = false,
  quiet = false,
  className,
}: {
  matchId: string;
  name: string;
  compact?: boolean;
  quiet?: boolean;
  className?: string;
}) {
  const allowed = useSubscription().entitlements.memoryVault;
  const favorites = useFavoriteMatches(allowed);
  const save = useSaveMatch();
  if (!allowed || !favorites.data) return null;
  const label = compact ? "sr-only sm:not-sr-only" : undefined;
  const size = cn(compact && "px-2.5 sm:px-4", quiet && "font-medium text-violet-800 hover:bg-violet-50", className);
  const variant = quiet ? "ghost" : "outline";
  if (favorites.data.has(matchId)) {
    return (
      <Button asChild variant={variant} className={size}>
        <Link to="/memory-vault" aria-label={`${name} is in your Memory Vault`}>
          <Heart aria-hidden className="fill-rose-600 text-rose-600" /> <span className={label}>In your vault</span>
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      className={size}
      pending={save.isPending}
      aria-label={`Save ${name} to your Memory Vault`}
      onClick={() =>
        save.mutate(matchId, {
          onSuccess: () => notify.success(VaultText.matchSaved.title, VaultText.matchSaved.description),
          onError: () => notify.error(VaultText.saveFailed.title, VaultText.saveFailed.description),
        })
      }
    >
      <Heart aria-hidden /> <span className={label}>Favorite</span>
    </Button>
  );
}
