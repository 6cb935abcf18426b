import { toast } from "sonner";

type Options = {
  /**
   * Toasts with the same id replace each other instead of queueing, so pressing "Copy link" five
   * times shows one "Link copied!". Defaults to the title.
   */
  id?: string;
};

type Kind = "success" | "error" | "info";

/**
 * One toast at a time (part 1 §9): a new toast dismisses any other still on screen rather than
 * queueing behind it, and a repeat of the same one replaces it in place.
 */
function show(kind: Kind, title: string, description: string | undefined, { id = title }: Options) {
  for (const other of toast.getToasts()) if (other.id !== id) toast.dismiss(other.id);
  const options = { id, description };
  if (kind === "success") return toast.success(title, options);
  if (kind === "error") return toast.error(title, options);
  return toast(title, options);
}

/** The spec's toasts: a title and an optional description; destructive ones in the error style. */
export const notify = {
  success: (title: string, description?: string, options: Options = {}) => show("success", title, description, options),
  error: (title: string, description?: string, options: Options = {}) => show("error", title, description, options),
  info: (title: string, description?: string, options: Options = {}) => show("info", title, description, options),
};
