import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/** Previous, and Next or (on the last question) the quiz's submit button. */
export function StepButtons({
  step,
  last,
  onPrevious,
  onNext,
  submit,
}: {
  step: number;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The last question's button (a submit button). */
  submit: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={step === 0}>
        <ArrowLeft aria-hidden /> Previous
      </Button>
      {last ? (
        submit
      ) : (
        <Button variant="gradient" onClick={onNext}>
          Next <ArrowRight aria-hidden />
        </Button>
      )}
    </div>
  );
}
