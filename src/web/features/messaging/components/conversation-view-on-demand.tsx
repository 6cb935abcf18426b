import { lazy, Suspense, type ComponentType } from "react";
import type { ConversationViewProps } from "./conversation-view";

type Module = { default: ComponentType<ConversationViewProps> };

/**
 * The open conversation's code (the list of messages, the composer, and behind its header video
 * calls, Match Memory and the report, block and unmatch dialogs: about two thirds of /messages'
 * scripts) loads apart from the page. /messages opened on its list draws without it, and a phone
 * fetched none of it before its first paint; it comes while the member reads the list.
 *
 * `load` is the app's module that puts the conversation together (app/routes/messages): the
 * component draws it at once when its code is in (a page hydrated with one open calls `load`
 * first: `codeFor` in the route), or after it arrives. The Suspense boundary is there in both
 * cases so that the server's markup and the browser's first render have the same shape.
 */
export function conversationOnDemand(load: () => Promise<Module>): OpenConversation {
  let loaded: Module | undefined;
  const loadOnce = () => load().then((m) => (loaded = m));
  const Lazy = lazy(loadOnce);
  function ConversationOnDemand(props: ConversationViewProps) {
    return <Suspense fallback={<Opening />}>{loaded ? <loaded.default {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(ConversationOnDemand, { load: loadOnce });
}

/** What the page draws in the conversation's place: the app's on-demand conversation, and its loader. */
export type OpenConversation = ComponentType<ConversationViewProps> & { load: () => Promise<unknown> };

/** In the conversation's place while its code arrives (the same box, so nothing moves). */
function Opening() {
  return (
    <section className="flex min-h-0 min-w-0 flex-1 items-center justify-center">
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    </section>
  );
}
