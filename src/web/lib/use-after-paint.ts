import { useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it: a part of a page below the
 * first screen (the profile editor's form) starts loading after what a person sees first has
 * drawn, instead of holding it back on a slow phone. A timer inside the animation frame runs
 * after that frame's paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
