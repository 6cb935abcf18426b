import { lazy, Suspense, useRef, type ComponentType } from "react";

/**
 * A dialog whose code (and the dialog primitives under it) loads the first time it opens, not with
 * the page that holds it: on a slow phone the page draws sooner, and most visits never open it.
 * After that first opening it stays mounted like any dialog, so closing it animates and keeps its
 * state (the age check's success message) as before.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
