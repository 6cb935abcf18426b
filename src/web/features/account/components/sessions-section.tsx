import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useId } from "react";
import { AccountText, type SessionInfo } from "#shared/account";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useRevokeSession, useSessions } from "../api";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const mobile = (s: SessionInfo) => /Android|iOS|app/.test(s.device ?? "");

/** Where the member is signed in; any other device can be signed out from here. */
export function SessionsSection() {
  const id = useId();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = (sessions.data?.sessions ?? []).filter((s) => !s.current).length;

  async function signOut(session?: SessionInfo) {
    try {
      const { revoked } = await revoke.mutateAsync(session?.id);
      notify.success(session ? AccountText.sessionRevoked : AccountText.othersRevoked(revoked));
    } catch (err) {
      notify.error("Could not sign that device out", errorMessage(err));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Where you're signed in
      </h2>
      {sessions.isPending ? (
        <p className="text-sm text-slate-600">Loading your sessions...</p>
      ) : sessions.isError ? (
        <p className="text-sm text-red-800">{errorMessage(sessions.error)}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {sessions.data.sessions.map((s) => {
            const Icon = mobile(s) ? Smartphone : Monitor;
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
                <Icon aria-hidden className="size-5 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {s.device ?? "Unknown device"}
                    {s.current ? (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    Signed in {when(s.created_at)} · active {when(s.last_active_at)}
                    {s.ip_address ? ` · ${s.ip_address}` : ""}
                  </p>
                </div>
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void signOut(s)}
                    disabled={revoke.isPending}
                    aria-label={`Sign out ${s.device ?? "this session"}, signed in ${when(s.created_at)}`}
                  >
                    <LogOut aria-hidden /> Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others > 0 ? (
        <Button variant="outline" onClick={() => void signOut()} pending={revoke.isPending}>
          <LogOut aria-hidden /> Sign out all other devices
        </Button>
      ) : null}
    </section>
  );
}
