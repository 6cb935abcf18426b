import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { DiscoveryLimits } from "#shared/limits";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent } from "./ui/dialog";

/** The upgrade prompt a free member meets on choosing one filter more than they may combine. */
export function UpgradeFiltersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Unlock unlimited filters"
        description={`Free members can combine up to ${DiscoveryLimits.freeFilters} filters at a time. Upgrade to Unlocked+ to combine as many as you like and find your people faster.`}
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button asChild variant="gradient" className="sm:flex-1">
            <Link to="/pricing">
              <Sparkles aria-hidden />
              See plans
            </Link>
          </Button>
          <DialogClose asChild>
            <Button variant="outline" className="sm:flex-1">
              Keep my free filters
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
