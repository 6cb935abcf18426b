import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { MessageComposer } from "./message-composer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The network is the edge: the server's answers are stood in for, and what the composer sends
 * (each send's Idempotency-Key) is what is checked.
 */
function server(dropSends: number) {
  const keys: Array<{ text: string; key: string | null }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === "/api/messages/allowance") return Response.json({ remaining: 5, can_send: true, limit: 5 });
      const text = (JSON.parse(String(init.body)) as { message_text: string }).message_text;
      keys.push({ text, key: new Headers(init.headers).get("idempotency-key") });
      if (keys.length <= dropSends) throw new TypeError("Failed to fetch");
      const message = {
        id: `m${keys.length}`,
        match_id: "match-1",
        sender_id: "me",
        message_text: text,
        read_at: null,
      };
      return Response.json({ ...message, created_at: new Date().toISOString() }, { status: 201 });
    }),
  );
  return keys;
}

async function send(text: string) {
  const box = screen.getByLabelText("Message");
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Send message" }).hasAttribute("disabled")).toBe(false),
  );
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
}

describe("the composer's sends may be repeated safely", () => {
  it(
    "sends the same text again under the same key after a dropped connection, and a new text under a new key",
    { timeout: 15_000 },
    async () => {
      // The connection drops for the first send and its two automatic retries (TanStack's, 1 s and
      // 2 s apart): the member then presses Send on the same text again.
      const keys = server(3);
      renderWithApp(<MessageComposer matchId="match-1" premium={false} />);
      await screen.findByLabelText("Message");
      await send("Are you free on Sunday?");
      await waitFor(() => expect(keys).toHaveLength(3), { timeout: 6000 });
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Send message" }).hasAttribute("aria-disabled")).toBe(false),
      );
      await send("Are you free on Sunday?");
      await waitFor(() => expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(""));
      await send("See you there");
      await waitFor(() => expect(keys).toHaveLength(5));
      expect(keys.map((k) => k.text)).toEqual([...Array(4).fill("Are you free on Sunday?"), "See you there"]);
      expect(keys[0]!.key).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(keys.slice(0, 4).map((k) => k.key)).size).toBe(1);
      expect(keys[4]!.key).not.toBe(keys[0]!.key);
    },
  );
});
