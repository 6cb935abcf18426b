import { FlaskConical } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EarlyAccessText, flagTexts, type FlagName } from "#shared/early-access";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useChooseEarlyAccess, useEarlyAccess } from "../api";

/**
 * Part of /settings: the features in early access, each switchable by a member whose plan includes
 * early access (Unlocked+ and Beyond); a feature already out for everyone is listed as such.
 */
export function EarlyAccessSection() {
  const id = useId();
  const list = useEarlyAccess();
  const choose = useChooseEarlyAccess();
  // The box changes in its own click; the server's answer (or a failure) replaces it.
  const [choosing, setChoosing] = useState<Partial<Record<FlagName, boolean>>>({});
  const features = list.data?.features.filter((f) => f.stage !== "off") ?? [];
  return (
    <section id="early-access" aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FlaskConical aria-hidden className="size-5 text-violet-700" /> Early access
      </h2>
      <p className="text-sm text-slate-700">
        New features reach Unlocked+ and Unlocked Beyond members first. Switch on the ones you'd like to try.
      </p>
      {list.data && !list.data.entitled ? (
        <p className="text-sm text-slate-800">
          {EarlyAccessText.required}{" "}
          <Link to="/pricing" className="font-semibold text-violet-800 underline underline-offset-4">
            See plans
          </Link>
        </p>
      ) : null}
      {features.length === 0 && list.data ? (
        <p className="text-sm text-slate-600">Nothing is in early access right now.</p>
      ) : null}
      <ul className="space-y-3">
        {features.map((f) => (
          <li key={f.name} className="rounded-xl border border-slate-200 p-3">
            <p className="font-medium text-slate-900">{flagTexts[f.name].title}</p>
            <p className="text-sm text-slate-700">{flagTexts[f.name].description}</p>
            {f.stage === "everyone" ? (
              <p className="mt-2 text-sm font-medium text-emerald-800">Now on for everyone.</p>
            ) : list.data?.entitled ? (
              <label className="mt-2 flex min-h-11 items-center gap-3 font-medium text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-violet-700"
                  checked={choosing[f.name] ?? f.opted_in}
                  onChange={(e) => {
                    const on = e.target.checked;
                    setChoosing((now) => ({ ...now, [f.name]: on }));
                    choose.mutate(
                      { name: f.name, on },
                      {
                        onSuccess: () => notify.success(EarlyAccessText.saved.title, EarlyAccessText.saved.description),
                        onError: (err) => notify.error("Not saved", errorMessage(err)),
                        onSettled: () => setChoosing((now) => ({ ...now, [f.name]: undefined })),
                      },
                    );
                  }}
                />
                Try {flagTexts[f.name].title.toLowerCase()}
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
