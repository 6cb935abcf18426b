import { Heart, LockKeyhole, MessageCircle, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { firstLight, useFirstLightSeen } from "../../../lib/first-light";

const points = [
  { icon: Sparkles, text: "Take the compatibility quiz so we can introduce you to people you truly fit with." },
  { icon: LockKeyhole, text: "You decide what to share and who can see your profile. Always." },
  { icon: MessageCircle, text: "Go at your own pace. There is no rush here, and no wrong way to begin." },
] as const;

export function WelcomeModal() {
  // Part 1 §4: shown until the local flag exists; closing it in any way sets the flag.
  const open = !useFirstLightSeen();

  function onOpenChange(next: boolean) {
    if (!next) firstLight.markSeen();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Welcome to Unlocked"
        description="We're so glad you're here. This is a space to be known for who you really are."
      >
        <ul className="space-y-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-slate-700">
              <Icon className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <Button variant="gradient" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
          <Heart aria-hidden />
          Let's begin
        </Button>
      </DialogContent>
    </Dialog>
  );
}
