type Sonner = typeof import("sonner");

type Options = {
  /**
   * Toasts with the same id replace each other instead of queueing, so pressing "Copy link" five
   * times shows one "Link copied!". Defaults to the title.
   */
  id?: string;
  /** How long it stays, when not the default five seconds (the quiz results' four). */
  durationMs?: number;
};

type Kind = "success" | "error" | "info";

/**
 * Toasts answer something the person did, so sonner (9 kB of gzip) stays out of every page's
 * first load: it is fetched on the first interaction or the first toast, whichever comes first,
 * and the app mounts its toaster then. A toast raised before the toaster mounts still shows:
 * sonner hands a late toaster every toast that is still active.
 */
let sonner: Promise<Sonner> | undefined;
const wantedListeners = new Set<() => void>();

export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of wantedListeners) listener();
  }
  return sonner;
}

export const toastsWanted = () => sonner !== undefined;

/** Calls `listener` once toasts are wanted; returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * One toast at a time (part 1 §9): a new toast dismisses any other still on screen rather than
 * queueing behind it, and a repeat of the same one replaces it in place.
 */
/** When each toast was raised, by id; an error raised this recently before a navigation explains it. */
const raisedAt = new Map<string | number, number>();
const REASON_FOR_MOVE_MS = 1000;

function show(kind: Kind, title: string, description: string | undefined, { id = title, durationMs }: Options): void {
  raisedAt.set(id, Date.now());
  void loadToasts().then(({ toast }) => {
    for (const other of toast.getToasts()) if (other.id !== id) toast.dismiss(other.id);
    const options = { id, description, ...(durationMs ? { duration: durationMs } : {}) };
    if (kind === "success") toast.success(title, options);
    else if (kind === "error") toast.error(title, options);
    else toast(title, options);
  });
}

/** The spec's toasts: a title and an optional description; destructive ones in the error style. */
export const notify = {
  success: (title: string, description?: string, options: Options = {}) => show("success", title, description, options),
  error: (title: string, description?: string, options: Options = {}) => show("error", title, description, options),
  info: (title: string, description?: string, options: Options = {}) => show("info", title, description, options),
  /**
   * An error belongs to the page it happened on: leaving the page takes it down. One raised just
   * before the move is its reason ("This link has expired", then the sign-in page) and stays.
   */
  endPageErrors: (): void => {
    if (!sonner) return;
    const now = Date.now();
    void sonner.then(({ toast }) => {
      for (const t of toast.getToasts())
        if ("type" in t && t.type === "error" && now - (raisedAt.get(t.id) ?? 0) > REASON_FOR_MOVE_MS)
          toast.dismiss(t.id);
    });
  },
  /** Takes down whatever toast is showing: an error that a later, valid attempt has answered. */
  clear: (): void => {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss());
  },
};
