/** Focus helpers so that finishing an action or closing a dialog never leaves focus on <body>. */

function canTakeFocus(el: Element | null | undefined): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    el !== document.body &&
    !el.matches(":disabled") &&
    !el.closest("[inert], [hidden], [aria-hidden='true']") &&
    el.getClientRects().length > 0
  );
}

/**
 * Whether the member's last input was a key (rather than a pointer or a touch). A heading given
 * focus for screen readers draws its ring only for keyboard users: to anyone else it is a purple
 * box around a title that nothing can be done with.
 */
let keyboardLast = false;
if (typeof window !== "undefined") {
  addEventListener("keydown", () => void (keyboardLast = true), true);
  addEventListener("pointerdown", () => void (keyboardLast = false), true);
}

/** The page's own heading (or its main region), made focusable just for this. */
function pageHeading(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/** Focuses the first candidate that can still take focus, else the page heading. */
export function focusFirst(...candidates: Array<Element | null | undefined>): void {
  const control = candidates.find(canTakeFocus);
  if (control) return control.focus();
  const heading = pageHeading();
  if (!heading) return;
  if (!keyboardLast) {
    // Announced all the same; no ring (styles.css), until focus leaves it.
    heading.setAttribute("data-quiet-focus", "");
    heading.addEventListener("blur", () => heading.removeAttribute("data-quiet-focus"), { once: true });
  }
  heading.focus();
}

/** True when focus has been lost (its element removed or disabled), i.e. it sits on <body>. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}
