/**
 * Shows the app once redux-persist has restored the learner's state, as redux-persist's own PersistGate does,
 * but lifts the gate in a transition: React then renders the first screen in slices and gives the main thread
 * back between them. On a slow phone that first render was one long task, and input waited for all of it.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

export function PersistGate({
  persistor,
  onBeforeLift,
  children,
}: {
  persistor: Persistor;
  /** Runs once, when the state is back and just before the app shows. */
  onBeforeLift?: () => void;
  children: ReactNode;
}) {
  const [lifted, setLifted] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      if (!started.current) {
        started.current = true;
        onBeforeLift?.();
      }
      startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor, onBeforeLift]);
  // Nothing until then: index.html's start screen shows while the app has drawn nothing.
  return lifted ? children : null;
}
