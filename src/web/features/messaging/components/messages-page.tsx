import { ArrowLeft, MessageCircle, Sparkles } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { MessageLimits } from "#shared/limits";
import { MessageText, MessageToasts } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSignedInUser } from "../../../components/require-auth";
import { useSubscription } from "../../../lib/my-plan";
import { useAllowance, useConversation, useConversations } from "../api";
import { conversationsOf } from "../conversation-cache";
import { ConversationList } from "./conversation-list";
import type { OpenConversation } from "./conversation-view-on-demand";

/**
 * Part 1 §2 /messages: matches on the left, the conversation on the right, live. `Conversation`
 * draws the open one: the app's, loaded on demand (app/routes/messages-page.tsx).
 */
export function MessagesPage({ Conversation }: { Conversation: OpenConversation }) {
  useDocumentTitle("Messages");
  const user = useSignedInUser();
  const plan = useSubscription();
  const conversations = useConversations();
  const listed = useMemo(() => conversationsOf(conversations.data), [conversations.data]);
  const allowance = useAllowance();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("match");
  const found = listed.find((c) => c.match_id === selectedId);
  // A conversation opened by its address that the list's pages held so far do not show: read on its own.
  const one = useConversation(selectedId, conversations.isSuccess && !found);
  const selected = found ?? one.data ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = conversations;
  const more = useMemo(
    () => ({ has: hasNextPage, loading: isFetchingNextPage, load: () => void fetchNextPage() }),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const premium = plan.entitlements.unlimitedMessages || allowance.data?.remaining === MessageLimits.unlimited;

  // The conversation's code comes while the member reads the list, so a tap on a row opens at once.
  useEffect(() => void Conversation.load().catch(() => undefined), [Conversation]);
  useEffect(() => {
    if (conversations.isError) notify.error(MessageToasts.matchesFailed.title, MessageToasts.matchesFailed.description);
  }, [conversations.isError]);

  const select = (matchId: string | null) => setParams(matchId ? { match: matchId } : {}, { replace: !matchId });

  return (
    <main id="main" className="mx-auto flex h-[calc(100dvh-4rem-var(--tab-bar))] max-w-6xl flex-col px-4 py-4">
      <header className="flex flex-wrap items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          {/* On phones an open conversation has its own back control: one is enough. */}
          <Button asChild variant="ghost" className={cn(selected && "hidden md:inline-flex")}>
            <Link to="/">
              <ArrowLeft aria-hidden /> Back
            </Link>
          </Button>
          <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        </div>
        <div className="flex items-center gap-2">
          {premium ? (
            <span className="rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
              {MessageText.premiumBadge}
            </span>
          ) : (
            <>
              {/* Inside a conversation on a phone, the message box says it. */}
              <span className={cn("text-sm text-slate-700", selected && "hidden md:inline")} aria-live="polite">
                {allowance.data ? `${allowance.data.remaining} of ${MessageLimits.freePerDay} messages left today` : ""}
              </span>
              <Button asChild size="sm">
                <Link to="/pricing">
                  <Sparkles aria-hidden /> Upgrade
                </Link>
              </Button>
            </>
          )}
        </div>
      </header>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <nav
          aria-label="Matches"
          className={cn("w-full overflow-y-auto border-slate-200 md:block md:w-80 md:border-r", selected && "hidden")}
        >
          {conversations.isPending ? (
            <Loading label="Loading matches..." />
          ) : listed.length > 0 ? (
            <ConversationList
              conversations={listed}
              selected={selectedId}
              myId={user.id}
              onSelect={select}
              more={more}
            />
          ) : (
            <div className="p-6 text-center text-slate-700">
              <p>No matches yet. When someone you like likes you back, you can talk here.</p>
              <Button asChild className="mt-4">
                <Link to="/matches">Find Matches</Link>
              </Button>
            </div>
          )}
        </nav>
        {selected ? (
          <Conversation
            key={selected.match_id}
            conversation={selected}
            myId={user.id}
            premium={premium}
            onBack={() => select(null)}
          />
        ) : (
          <div className="hidden flex-1 flex-col items-center justify-center gap-2 text-slate-700 md:flex">
            <MessageCircle aria-hidden className="size-10 text-violet-700" />
            <p>Choose a conversation to start chatting.</p>
          </div>
        )}
      </div>
    </main>
  );
}
