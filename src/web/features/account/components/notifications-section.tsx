import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NotificationText, notificationSettingsSchema, type NotificationSettings } from "#shared/notifications";
import { Button } from "../../../components/ui/button";
import { api, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { accountQueries } from "../api";
import { pushState, turnPushOff, turnPushOn, type PushState } from "../push";

const kinds = ["matches", "messages", "message_previews", "digest", "product_mail"] as const;
const settingsKey = accountQueries.notifications().queryKey;
const saveKey = [...settingsKey, "save"];

/** Part of /settings: push on this device, and what the member hears about (push and mail). */
export function NotificationsSection() {
  const id = useId();
  const qc = useQueryClient();
  const settings = useQuery(accountQueries.notifications());
  // The box changes as it is clicked (the server's answer confirms it, or it goes back).
  const save = useMutation({
    mutationKey: saveKey,
    mutationFn: (changes: Partial<NotificationSettings>) =>
      api("/api/notifications/settings", notificationSettingsSchema, { method: "PATCH", body: changes }),
    onMutate: (changes) => {
      const now = qc.getQueryData<NotificationSettings>(settingsKey);
      if (!now) return { before: {} };
      qc.setQueryData(settingsKey, { ...now, ...changes });
      // Only what this change touched: a box ticked meanwhile keeps its own tick.
      return { before: Object.fromEntries(Object.keys(changes).map((k) => [k, now[k as keyof NotificationSettings]])) };
    },
    onSuccess: (saved) => {
      // Two boxes clicked in quick succession: the first answer predates the second click, and
      // would untick it for a moment (or for good, if it came last). The last answer is whole.
      if (qc.isMutating({ mutationKey: saveKey }) === 1) qc.setQueryData(settingsKey, saved);
      notify.success(NotificationText.saved);
    },
    onError: (err, _changes, context) => {
      const now = qc.getQueryData<NotificationSettings>(settingsKey);
      if (now && context) qc.setQueryData(settingsKey, { ...now, ...context.before });
      notify.error("Notification settings not saved", errorMessage(err));
    },
  });
  // What the boxes show. A controlled box must change in its own click: TanStack hands cache
  // changes (the optimistic one above included) to components a task later, and React puts the
  // box back meanwhile, so it flickered and a quick second click could land on the old state.
  // It follows the cached settings whenever those change (the server's answer, a rollback).
  const [shown, setShown] = useState(settings.data);
  const [adopted, setAdopted] = useState(settings.data);
  if (settings.data !== adopted) {
    setAdopted(settings.data);
    setShown(settings.data);
  }
  const change = (kind: (typeof kinds)[number], on: boolean) => {
    if (shown) setShown({ ...shown, [kind]: on });
    save.mutate({ [kind]: on });
  };
  const [push, setPush] = useState<PushState | null>(null);
  const [pushBusy, setPushBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setPush, () => setPush("unsupported"));
  }, []);

  async function togglePush() {
    setPushBusy(true);
    try {
      setPush(push === "on" ? await turnPushOff() : await turnPushOn());
    } catch (err) {
      notify.error("Notifications not changed", errorMessage(err));
    } finally {
      setPushBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {NotificationText.title}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
        <div>
          <p className="font-medium text-slate-900">{NotificationText.pushLabel}</p>
          <p className="text-sm text-slate-600" role="status">
            {push === "unsupported"
              ? NotificationText.pushUnsupported
              : push === "denied"
                ? NotificationText.pushDenied
                : NotificationText.pushHint}
          </p>
        </div>
        {push === "on" || push === "off" ? (
          <Button variant="outline" onClick={() => void togglePush()} pending={pushBusy} aria-pressed={push === "on"}>
            <BellRing aria-hidden /> {push === "on" ? "Turn off" : "Turn on"}
          </Button>
        ) : null}
      </div>
      {shown ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">What you hear about</legend>
          {kinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-violet-700"
                checked={shown[kind]}
                disabled={kind === "message_previews" && !shown.messages}
                onChange={(e) => change(kind, e.target.checked)}
              />
              {NotificationText.kinds[kind]}
            </label>
          ))}
        </fieldset>
      ) : settings.isError ? (
        <p className="text-sm text-red-800">{errorMessage(settings.error)}</p>
      ) : null}
    </section>
  );
}
