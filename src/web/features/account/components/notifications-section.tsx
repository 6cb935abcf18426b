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

/** Part of /settings: push on this device, and what the member hears about (push and mail). */
export function NotificationsSection() {
  const id = useId();
  const qc = useQueryClient();
  const settings = useQuery(accountQueries.notifications());
  // The box changes as it is clicked (the server's answer confirms it, or it goes back).
  const save = useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) => api("/api/notifications/settings", notificationSettingsSchema, { method: "PATCH", body: changes }),
    onMutate: (changes) => {
      const before = qc.getQueryData<NotificationSettings>(settingsKey);
      if (before) qc.setQueryData(settingsKey, { ...before, ...changes });
      return { before };
    },
    onSuccess: (saved) => {
      qc.setQueryData(settingsKey, saved);
      notify.success(NotificationText.saved);
    },
    onError: (err, _changes, context) => {
      if (context?.before) qc.setQueryData(settingsKey, context.before);
      notify.error("Notification settings not saved", errorMessage(err));
    },
  });
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
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{NotificationText.title}</h2>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
        <div>
          <p className="font-medium text-slate-900">{NotificationText.pushLabel}</p>
          <p className="text-sm text-slate-600" role="status">
            {push === "unsupported" ? NotificationText.pushUnsupported : push === "denied" ? NotificationText.pushDenied : NotificationText.pushHint}
          </p>
        </div>
        {push === "on" || push === "off" ? (
          <Button variant="outline" onClick={() => void togglePush()} pending={pushBusy} aria-pressed={push === "on"}>
            <BellRing aria-hidden /> {push === "on" ? "Turn off" : "Turn on"}
          </Button>
        ) : null}
      </div>
      {settings.data ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">What you hear about</legend>
          {kinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-violet-700"
                checked={settings.data[kind]}
                disabled={kind === "message_previews" && !settings.data.messages}
                onChange={(e) => save.mutate({ [kind]: e.target.checked })}
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
