import { Heart, MessageCircle, Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { VaultLimits } from "#shared/limits";
import { momentTypeLabels, type Moment, type VaultKind } from "#shared/memory-vault";
import { PremiumPageText, VaultText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Loading } from "../../../components/ui/loading";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PremiumGate } from "../../../components/premium-gate";
import { useRemoveFromVault, useSavePrompt, useVault } from "../api";
import { MomentDialog } from "./moment-dialog";

const faces = PremiumPageText.memoryVault;
const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** Part 2 §2 /memory-vault: the spec's faces, and for Unlocked Beyond the vault itself (ADR 0402). */
export function MemoryVaultPage({ intro }: { intro?: ReactNode }) {
  useDocumentTitle("Memory Vault");
  return (
    <PremiumGate entitlement="memoryVault" faces={faces}>
      <Vault />
      {intro}
    </PremiumGate>
  );
}

function Section({
  title,
  icon,
  action,
  empty,
  children,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  empty: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          {icon} {title}
        </h2>
        {action}
      </div>
      {empty ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}

function RemoveButton({ kind, id, label }: { kind: VaultKind; id: string; label: string }) {
  const remove = useRemoveFromVault();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      pending={remove.isPending}
      onClick={() =>
        remove.mutate(
          { kind, id },
          {
            onSuccess: () => notify.success(VaultText.removed.title, VaultText.removed.description),
            onError: () => notify.error(VaultText.saveFailed.title, VaultText.saveFailed.description),
          },
        )
      }
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

function Vault() {
  const vault = useVault();
  const [editing, setEditing] = useState<{ open: boolean; moment?: Moment | undefined }>({ open: false });
  useEffect(() => {
    if (vault.isError) notify.error(VaultText.loadFailed);
  }, [vault.isError]);
  if (vault.isPending) return <Loading label={faces.loading} />;
  if (vault.isError) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Memory Vault</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {VaultText.loadFailed}
        </p>
        <Button className="mt-6" onClick={() => void vault.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  const { matches, prompts, moments } = vault.data;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Memory Vault</h1>
      <p className="mt-2 text-slate-700">The people, words and moments worth keeping. Only you can see them.</p>

      <Section
        title="Special moments"
        icon={<Sparkles aria-hidden className="size-5 text-violet-700" />}
        empty={moments.length ? null : "Nothing recorded yet. A first message, a walk, a realisation: keep it here."}
        action={
          <Button onClick={() => setEditing({ open: true })}>
            <Plus aria-hidden /> Record a moment
          </Button>
        }
      >
        {moments.map((m) => (
          <li key={m.id}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="text-xs font-semibold tracking-wide text-violet-800 uppercase">
                    {momentTypeLabels[m.moment_type]}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">{m.title}</h3>
                </div>
                <div className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${m.title}`}
                    onClick={() => setEditing({ open: true, moment: m })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <RemoveButton kind="moments" id={m.id} label={`Delete ${m.title}`} />
                </div>
              </div>
              {m.description ? <p className="mt-2 whitespace-pre-line text-slate-800">{m.description}</p> : null}
              {m.notes ? <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{m.notes}</p> : null}
              {m.tags.length ? (
                <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
                  {m.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-violet-100 px-3 py-1 text-xs font-medium text-violet-900">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-3 text-xs text-slate-600">Saved {savedOn(m.saved_at)}</p>
            </Card>
          </li>
        ))}
      </Section>

      <Section
        title="Favorite matches"
        icon={<Heart aria-hidden className="size-5 text-rose-600" />}
        empty={matches.length ? null : "Tap Favorite on a match or in a conversation to keep them here."}
      >
        {matches.map((m) => (
          <li key={m.id}>
            <Card className="flex h-full items-center gap-4">
              {m.avatar_url ? (
                <img src={m.avatar_url} alt="" className="size-14 shrink-0 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="size-14 shrink-0 rounded-full bg-violet-100" />
              )}
              <div className="min-w-0 flex-1">
                <h3 className="truncate text-lg font-semibold text-slate-900">
                  <Link to={`/profile/${m.user_id}`} className="hover:underline">
                    {m.name ?? "Unknown User"}
                  </Link>
                </h3>
                {m.note ? <p className="text-sm text-slate-700">{m.note}</p> : null}
                <p className="text-xs text-slate-600">Saved {savedOn(m.saved_at)}</p>
              </div>
              <Button asChild variant="ghost" size="icon">
                <Link
                  to={`/messages?match=${encodeURIComponent(m.match_id)}`}
                  aria-label={`Message ${m.name ?? "this match"}`}
                >
                  <MessageCircle aria-hidden />
                </Link>
              </Button>
              <RemoveButton kind="matches" id={m.id} label={`Remove ${m.name ?? "this match"} from favorites`} />
            </Card>
          </li>
        ))}
      </Section>

      <Section
        title="Inspiring prompts"
        icon={<MessageCircle aria-hidden className="size-5 text-violet-700" />}
        empty={null}
      >
        <li className="md:col-span-2">
          <OwnPromptForm />
        </li>
        {prompts.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full items-start justify-between gap-3">
              <div>
                <p className="text-slate-900">“{p.text}”</p>
                {p.context ? <p className="mt-1 text-sm text-slate-600">{p.context}</p> : null}
                <p className="mt-2 text-xs text-slate-600">Saved {savedOn(p.saved_at)}</p>
              </div>
              <RemoveButton kind="prompts" id={p.id} label="Delete this prompt" />
            </Card>
          </li>
        ))}
      </Section>

      <MomentDialog
        open={editing.open}
        moment={editing.moment}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
    </main>
  );
}

function OwnPromptForm() {
  const id = useId();
  const save = useSavePrompt();
  const [text, setText] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return notify.error(VaultText.promptRequired);
    save.mutate(
      { text, source: "own" },
      {
        onSuccess: () => {
          setText("");
          notify.success(VaultText.promptSaved.title, VaultText.promptSaved.description);
        },
        onError: () => notify.error(VaultText.saveFailed.title, VaultText.saveFailed.description),
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Keep a prompt of your own
        </label>
        <Input
          id={id}
          value={text}
          maxLength={VaultLimits.promptMax}
          onChange={(e) => setText(e.target.value)}
          placeholder="What's a small thing that made your week?"
        />
      </div>
      <Button type="submit" variant="outline" pending={save.isPending}>
        Save prompt
      </Button>
    </form>
  );
}
