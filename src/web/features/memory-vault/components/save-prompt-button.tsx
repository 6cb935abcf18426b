import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import type { PromptSource } from "#shared/memory-vault";
import { VaultText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";
import { useSubscription } from "../../../lib/my-plan";
import { useSavePrompt } from "../api";

/** Keeps an inspiring prompt (a profile's starter, a digest's) in the Memory Vault; Unlocked Beyond only. */
export function SavePromptButton({ text, source, context }: { text: string; source: PromptSource; context?: string }) {
  const allowed = useSubscription().entitlements.memoryVault;
  const save = useSavePrompt();
  const [saved, setSaved] = useState(false);
  if (!allowed) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      pending={save.isPending}
      disabled={saved}
      aria-label={saved ? "Saved to your Memory Vault" : "Save this prompt to your Memory Vault"}
      onClick={() =>
        save.mutate(
          { text, source, context },
          {
            onSuccess: () => {
              setSaved(true);
              notify.success(VaultText.promptSaved.title, VaultText.promptSaved.description);
            },
            onError: () => notify.error(VaultText.saveFailed.title, VaultText.saveFailed.description),
          },
        )
      }
    >
      {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      <span className="sr-only">{saved ? "Saved" : "Save"}</span>
    </Button>
  );
}
