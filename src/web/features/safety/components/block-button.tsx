import { Ban } from "lucide-react";
import { useState } from "react";
import { ErrorCodes } from "#shared/errors";
import { SafetyText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { useSession } from "../../auth";
import { useBlock } from "../api";

type Props = { userId: string; name: string; onBlocked: () => void; sample?: boolean; /** Icon only on phones. */ compact?: boolean };

/** Part 2 §4 block: idle, blocking, then done (the page moves on) or already blocked. */
export function BlockButton({ userId, name, onBlocked, sample = false, compact = false }: Props) {
  const { user } = useSession();
  const block = useBlock();
  const [done, setDone] = useState(false);

  async function run() {
    if (!user) return notify.error(SafetyText.reportSignIn.title, SafetyText.blockSignIn);
    try {
      if (!sample) await block.mutateAsync(userId);
      const toast = SafetyText.blocked(name);
      notify.success(toast.title, toast.description);
      setDone(true);
      onBlocked();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCodes.alreadyBlocked) {
        notify.info(SafetyText.alreadyBlocked.title, SafetyText.alreadyBlocked.description);
        setDone(true);
      } else {
        notify.error(SafetyText.blockFailed.title, SafetyText.blockFailed.description);
      }
    }
  }

  return (
    <Button
      variant="outline"
      className={cn("border-red-700 text-red-800 hover:bg-red-50", compact && "px-2.5 sm:px-4")}
      onClick={() => void run()}
      pending={block.isPending}
      disabled={done}
    >
      <Ban aria-hidden /> <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{block.isPending ? "Blocking..." : done ? "Blocked" : "Block"}</span>
    </Button>
  );
}
