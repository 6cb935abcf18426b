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

/** The page's own heading (or its main region), made focusable just for this. */
function pageHeading(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/** Focuses the first candidate that can still take focus, else the page heading. */
export function focusFirst(...candidates: Array<Element | null | undefined>): void {
  const target = candidates.find(canTakeFocus) ?? pageHeading();
  target?.focus();
}

/** True when focus has been lost (its element removed or disabled), i.e. it sits on <body>. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}
