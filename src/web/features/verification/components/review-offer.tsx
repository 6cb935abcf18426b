import { useQueryClient } from "@tanstack/react-query";
import { UserCheck } from "lucide-react";
import { useState } from "react";
import { VerificationText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { requestReview, verificationQueries } from "../api";

/**
 * After a check where every step was done but the selfie matched none of the member's photos:
 * what a review keeps and for how long, then one button that sends this check's own pictures.
 */
export function ReviewOffer({ checkId, pictures }: { checkId: string; pictures: Blob[] }) {
  const qc = useQueryClient();
  const [state, setState] = useState<{ kind: "offer" | "sending" | "sent" } | { kind: "error"; message: string }>({
    kind: "offer",
  });

  async function send() {
    setState({ kind: "sending" });
    try {
      await requestReview(checkId, pictures);
      setState({ kind: "sent" });
      void qc.invalidateQueries({ queryKey: verificationQueries.all });
    } catch (err) {
      setState({ kind: "error", message: errorMessage(err) });
    }
  }

  if (state.kind === "sent")
    return (
      <p role="status" className="rounded-xl bg-white p-3 text-sm font-medium text-slate-900 ring-1 ring-slate-200">
        {VerificationText.review.sent}
      </p>
    );
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 text-left ring-1 ring-amber-200">
      <p className="flex gap-2 font-medium text-slate-900">
        <UserCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-violet-700" />
        {VerificationText.review.offer}
      </p>
      <p className="text-sm text-slate-700">{VerificationText.review.what}</p>
      {state.kind === "error" ? (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="min-h-11 w-full"
        disabled={state.kind === "sending"}
        onClick={() => void send()}
      >
        {VerificationText.review.ask}
      </Button>
    </div>
  );
}
