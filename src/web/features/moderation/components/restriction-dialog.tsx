import { Link } from "react-router";
import { ModerationText } from "#shared/moderation";
import { RestrictedText } from "#shared/phone-first-messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { restrictionNotice, type RestrictionNotice } from "../restriction-notice";

/**
 * A moderator's suspension or ban, told on the page the member had open (the session ends right
 * after): why, until when, and the way to appeal, instead of a silent drop to another page.
 */
export function RestrictionDialog({ notice }: { notice: RestrictionNotice }) {
  const close = () => restrictionNotice.set(null);
  const why =
    notice.kind === "ban" || !notice.ends_at
      ? ModerationText.banned(notice)
      : ModerationText.suspended({ reason: notice.reason, ends_at: notice.ends_at });
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={notice.kind === "ban" ? RestrictedText.bannedTitle : RestrictedText.suspendedTitle}
        description={why}
      >
        <p className="text-slate-700">{RestrictedText.signedOut}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{RestrictedText.close}</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/appeal" onClick={close}>
              {RestrictedText.appeal}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
