import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

afterEach(cleanup);

type Props = { open: boolean; onClose: () => void };

describe("onDemand", () => {
  it("loads nothing until the first opening, then stays mounted (with its state) after closing", async () => {
    let loads = 0;
    let mounts = 0;
    function Panel({ open, onClose }: Props) {
      const [instance] = useState(() => ++mounts);
      return (
        <section hidden={!open}>
          <p>
            panel {instance} {open ? "open" : "closed"}
          </p>
          <button onClick={onClose}>Close</button>
        </section>
      );
    }
    const Lazy = onDemand<Props>(
      async () => {
        loads += 1;
        return Panel;
      },
      (props) => props.open,
    );
    let setOpen: (open: boolean) => void = () => {};
    function Host() {
      const [open, set] = useState(false);
      setOpen = set;
      return <Lazy open={open} onClose={() => set(false)} />;
    }

    render(<Host />);
    await act(async () => {});
    expect(loads).toBe(0);
    expect(document.body.textContent).toBe("");

    act(() => setOpen(true));
    await screen.findByText("panel 1 open");
    act(() => screen.getByRole("button", { name: "Close" }).click());
    // Closed but still mounted, the same instance: its state (and a dialog's exit animation) survive.
    expect(document.body.textContent).toContain("panel 1 closed");
    act(() => setOpen(true));
    expect(document.body.textContent).toContain("panel 1 open");
    expect(document.querySelector("section")?.hidden).toBe(false);
    expect([loads, mounts]).toEqual([1, 1]);
  });
});
