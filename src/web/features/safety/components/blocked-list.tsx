import { UserX } from "lucide-react";
import { useState } from "react";
import { SafetyText } from "#shared/messages";
import type { BlockedMember } from "#shared/safety";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog";
import { Loading } from "../../../components/ui/loading";
import { notify } from "../../../lib/toast";
import { useBlockedList, useUnblock } from "../api";

/** /safety: the members one blocked, as they were when blocked, each with Unblock (ADR 0311). */
export function BlockedList() {
  const list = useBlockedList(true);
  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <UserX aria-hidden className="text-violet-700" /> {SafetyText.blockedListTitle}
      </h2>
      {!list.data ? (
        <Loading label="Loading the people you blocked..." />
      ) : list.data.blocks.length === 0 ? (
        <p className="text-slate-700">{SafetyText.blockedListEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {list.data.blocks.map((b) => (
            <BlockedRow key={b.user_id} member={b} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const unblock = useUnblock();
  const [open, setOpen] = useState(false);
  const name = member.name ?? "A member";
  const ask = SafetyText.unblockAsk(name);
  async function run() {
    try {
      await unblock.mutateAsync(member.user_id);
      const done = SafetyText.unblocked(name);
      notify.success(done.title, done.description);
    } catch {
      notify.error(SafetyText.unblockFailed.title, SafetyText.unblockFailed.description);
    } finally {
      setOpen(false);
    }
  }
  return (
    <li className="flex items-center gap-3 py-3">
      {member.photo_url ? (
        <img src={member.photo_url} alt="" className="size-12 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700"
        >
          {name.slice(0, 1)}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{name}</span>
        <span className="block text-sm text-slate-600">
          Blocked {new Date(member.blocked_at).toLocaleDateString("en-US", { dateStyle: "medium" })}
        </span>
      </span>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" aria-label={`Unblock ${name}`}>
            Unblock
          </Button>
        </DialogTrigger>
        <DialogContent title={ask.title} description={ask.description}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void run()} pending={unblock.isPending}>
              Unblock
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
