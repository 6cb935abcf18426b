import type { ReactNode } from "react";
import type { DialogControl } from "../../components/ui/dialog";

type Person = { matchId: string; name: string };
type Other = { userId: string; name: string; control: DialogControl; onBlocked: () => void };

/**
 * What an open conversation shows from other features, put in by the app
 * (app/routes/messages/open-conversation.tsx), so messaging imports none of them: the Video
 * button, the Memory Vault's heart, the private notes, Report and Block, and icebreakers.
 */
export type ConversationParts = {
  call: (p: Person) => ReactNode;
  favorite: (p: Person) => ReactNode;
  notes: (p: Person) => ReactNode;
  /** Report, offering after it to unmatch (`onUnmatch`) or block (`onBlocked`). */
  report: (p: Other & { onUnmatch: () => Promise<void> }) => ReactNode;
  block: (p: Other) => ReactNode;
  /**
   * Openers for a conversation with nothing in it yet (`wanted`), or none. A hook: the parts are
   * one constant object, so every render calls the same hooks in the same order.
   */
  useOpeners: (matchId: string, wanted: boolean) => readonly string[] | undefined;
};
