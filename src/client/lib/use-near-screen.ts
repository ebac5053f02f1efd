/**
 * Whether an element has come near the screen (within `margin` of it), and stays true from then on. For
 * pictures below the fold: the browser's own lazy loading asks for them from well over a thousand pixels away,
 * so a phone opening Início still sets up every chapter's picture (each SVG file is a small document of its
 * own, built on the main thread) while the learner waits to tap. Where IntersectionObserver is missing, at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearScreen<T extends Element>(
  margin = '200px',
  /** Near from the start: what was shown already (back on a screen, its pictures come from memory). */
  already = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => already || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
