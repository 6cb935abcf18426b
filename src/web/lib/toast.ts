import { toast } from "sonner";

/** The spec's toasts: a title and an optional description; destructive ones in the error style. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
};
