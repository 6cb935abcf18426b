import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp, testQueryClient } from "../../../test/render";
import { messagingQueries } from "../api";
import { useOutgoing } from "../send-queue";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out: the conversation's scroll box is given a phone's size, or the
// virtualized list would have no room to draw a single bubble.
const box = { clientWidth: 390, clientHeight: 700 } as const;
beforeAll(() => {
  for (const [name, value] of Object.entries(box))
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const name of Object.keys(box)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

/**
 * The network is the edge: the server's answers are stood in for, and what the composer sends
 * (each send's text and Idempotency-Key, in order) is what is checked. `hold` keeps every answer
 * back until released, as a slow connection would.
 */
function server({ dropSends = 0, hold = false } = {}) {
  const sends: Array<{ text: string; key: string | null }> = [];
  const waiting: Array<() => void> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === "/api/messages/allowance")
        return Response.json({ remaining: 50, can_send: true, limit: 50, resets_at: null });
      const text = (JSON.parse(String(init.body)) as { message_text: string }).message_text;
      sends.push({ text, key: new Headers(init.headers).get("idempotency-key") });
      const n = sends.length;
      if (n <= dropSends) throw new TypeError("Failed to fetch");
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const message = { id: `m${n}`, match_id: path.split("/")[3], sender_id: "me", message_text: text, read_at: null };
      return Response.json({ ...message, created_at: new Date().toISOString() }, { status: 201 });
    }),
  );
  return { sends, release: () => waiting.splice(0).forEach((go) => go()) };
}

function Conversation({ matchId }: { matchId: string }) {
  const outgoing = useOutgoing(matchId, "me");
  return (
    <>
      <MessageList
        messages={[]}
        outgoing={outgoing}
        myId="me"
        name="Ana"
        firstUnreadId={null}
        older={{ has: false, loading: false, load: () => undefined }}
      />
      <MessageComposer matchId={matchId} myId="me" premium={false} />
    </>
  );
}

/** The allowance is read before the page shows, as the server's render reads it. */
async function renderConversation(matchId: string) {
  const client = testQueryClient();
  await client.prefetchQuery(messagingQueries.allowance());
  renderWithApp(<Conversation matchId={matchId} />, { client });
}

async function typeAndEnter(text: string) {
  const box = screen.getByLabelText("Message");
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: "Enter" });
}

describe("the composer never drops a word", () => {
  it("queues messages typed while one is in flight, shows them at once and sends them in order, once each", async () => {
    const { sends, release } = server({ hold: true });
    await renderConversation("match-fast");
    const words = ["hi", "are you", "free", "on", "Sunday?"];
    for (const word of words) await typeAndEnter(word);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
    expect(screen.getAllByText("Sending…")).toHaveLength(5);
    // One at a time: only the first is on the wire while its answer is held.
    await waitFor(() => expect(sends).toHaveLength(1));
    for (let i = 1; i <= words.length; i += 1) {
      await waitFor(() => expect(sends).toHaveLength(i));
      release();
    }
    await waitFor(() => expect(screen.queryAllByText("Sending…")).toHaveLength(0));
    expect(sends.map((s) => s.text)).toEqual(words);
    expect(new Set(sends.map((s) => s.key)).size).toBe(5);
  });

  it("retries a send that got no answer under the same key, and marks it failed with the reason until Retry", async () => {
    // The connection drops for the first send and its two automatic retries (1 s and 2 s apart).
    const { sends } = server({ dropSends: 3 });
    await renderConversation("match-drop");
    await typeAndEnter("Are you free on Sunday?");
    const failure = await screen.findByRole("alert", {}, { timeout: 6000 });
    expect(failure.textContent).toContain("Failed — We couldn't reach Unlocked");
    expect(sends).toHaveLength(3);
    fireEvent.click(within(failure).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(sends).toHaveLength(4));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await typeAndEnter("See you there");
    await waitFor(() => expect(sends).toHaveLength(5));
    expect(sends.map((s) => s.text)).toEqual([...Array(4).fill("Are you free on Sunday?"), "See you there"]);
    expect(sends[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(sends.slice(0, 4).map((s) => s.key)).size).toBe(1);
    expect(sends[4]!.key).not.toBe(sends[0]!.key);
  }, 15_000);
});
