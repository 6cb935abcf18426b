import { lazy, Suspense, type ComponentProps } from "react";

type ViewModule = typeof import("./conversation-view");

/**
 * The open conversation's code (the list of messages, the composer, and behind its header video
 * calls, Match Memory and the report, block and unmatch dialogs: about two thirds of /messages'
 * scripts) loads apart from the page. /messages opened on its list draws without it, and a phone
 * fetched none of it before its first paint; it comes while the member reads the list.
 */
let loaded: ViewModule | undefined;
export const loadConversationView = (): Promise<ViewModule> =>
  import("./conversation-view").then((view) => (loaded = view));

const Lazy = lazy(() => loadConversationView().then((view) => ({ default: view.ConversationView })));

/**
 * The conversation, drawn at once when its code is in (a page hydrated with one open loads it
 * first: see `codeFor` in the page), or after it arrives. The Suspense boundary is there in both
 * cases so that the server's markup and the browser's first render have the same shape.
 */
export function ConversationViewOnDemand(props: ComponentProps<ViewModule["ConversationView"]>) {
  return (
    <Suspense fallback={<Opening />}>{loaded ? <loaded.ConversationView {...props} /> : <Lazy {...props} />}</Suspense>
  );
}

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
