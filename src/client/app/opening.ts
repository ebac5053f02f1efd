/**
 * The app's first screen as it opens: what lies below the fold may wait until what is above it has been drawn.
 * main.tsx marks the opening; a screen shown later, or rendered in a test, draws whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

let opening = false;

/**
 * Whether the learner has pressed or tapped anything since the page loaded, counted from the entry's start: a
 * learner who signs in on Entrar has typed and pressed before the signed-in app's code even arrives.
 */
let interacted = false;
if (typeof window !== 'undefined')
  for (const type of ['keydown', 'pointerdown'] as const)
    window.addEventListener(type, () => (interacted = true), { capture: true, once: true });

export function hasInteracted(): boolean {
  return interacted;
}

/**
 * Runs `run` once the next frame has been drawn: in the task after that frame's callbacks, so it does not delay
 * the frame itself. A hidden page draws no frames: it runs in the next task instead. Returns what cancels it.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => (timer = setTimeout(run, 0));
  const frame = document.visibilityState === 'visible' ? requestAnimationFrame(later) : (later(), 0);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `work` once the app has drawn its first screen: the first content React puts in `root`, then a frame
 * (afterNextFrame). What the first screen does not need (sync's triggers, the
 * service worker) then no longer takes turns with its render, which is done in slices (PersistGate). If nothing
 * is drawn within `latestMs` (a chunk that cannot load), `work` runs then.
 */
export function afterFirstScreen(root: HTMLElement, work: () => void, latestMs = 4000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    work();
  };
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild) return;
    observer.disconnect();
    afterNextFrame(run);
  });
  observer.observe(root, { childList: true });
  const latest = setTimeout(run, latestMs);
  if (root.firstElementChild) afterNextFrame(run);
}

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
    return afterNextFrame(() => {
      opening = false;
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}
