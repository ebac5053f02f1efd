/**
 * The app's first screen as it opens: what lies below the fold may wait until what is above it has been drawn.
 * main.tsx marks the opening; a screen shown later, or rendered in a test, draws whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

let opening = false;

/** Called once by main.tsx, before the first render. */
export function markOpening(): void {
  opening = true;
}

/**
 * False on the opening's first render, true from the frame after it is drawn (rendered in a transition, so
 * input is not kept waiting); true at once on any later screen.
 */
export function useDrawnAfterOpening(): boolean {
  const [ready, setReady] = useState(() => !opening);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => {
        opening = false;
        startTransition(() => setReady(true));
      }, 0);
    };
    // A hidden page draws no frames: it shows the rest in the next task instead.
    const frame = document.visibilityState === 'visible' ? requestAnimationFrame(show) : (show(), 0);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
