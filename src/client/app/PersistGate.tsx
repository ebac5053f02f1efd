/**
 * Shows the app once redux-persist has restored the learner's state, as redux-persist's own PersistGate does,
 * but lifts the gate in a transition: React then renders the first screen in slices and gives the main thread
 * back between them. On a slow phone that first render was one long task, and input waited for all of it.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [lifted, setLifted] = useState(false);
  useEffect(() => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor]);
  // Nothing until then: index.html's start screen shows while the app has drawn nothing.
  return lifted ? children : null;
}
