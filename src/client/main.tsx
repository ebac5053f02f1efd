/** Root: Provider → PersistGate → ThemeRoot → App; registers the service worker. */
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from './app/store';
import { PersistGate } from './app/PersistGate';
import { App } from './app/App';
import { ensureCatalogue } from './features/chapters/chaptersSlice';
import { ThemeRoot } from './features/shell/theme';
import { createTabChannel } from './features/sync/tab-channel';
import { guardStaleChunks } from './features/sw/stale-chunks';
import { captureInstallPrompt } from './features/install/install-prompt';
import { afterFirstScreen, afterNextFrame, markOpening } from './app/opening';

guardStaleChunks();
captureInstallPrompt();
markOpening();
/**
 * The start comes in three tasks, not one: the code's own set-up (above), the store (it takes the learner's
 * saved state, which index.html began reading from IndexedDB while this code arrived), then the first render
 * (itself done in slices, PersistGate; Início draws what lies below the fold a frame later, app/opening.ts). On
 * a slow phone the whole was one long task that input had to wait behind; between these the browser can answer
 * a tap or draw a frame. The first of them waits for a frame to be drawn (in a visible page): the start screen
 * index.html paints is then always on screen before the app's work, however fast the code arrives.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await new Promise<void>((resolve) => afterNextFrame(resolve));
  const { store, persistor, extra } = makeStore({ channel: createTabChannel() });
  // The course's catalogue (chapter titles, the day's insight) is read while the learner's state comes back from
  // IndexedDB, not after: Início needs both.
  store.dispatch(ensureCatalogue());

  await nextTask();
  const root = document.getElementById('root')!;
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <PersistGate persistor={persistor}>
          <ThemeRoot>
            <App />
          </ThemeRoot>
        </PersistGate>
      </Provider>
    </StrictMode>,
  );

  // Android may kill a backgrounded app without warning: write what is pending as soon as the page is hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void persistor.flush();
  });

  // Once the first screen is drawn: sync's outside triggers and the other tabs' messages (the listener that keeps
  // each recorded event is in the store from the start), and the worker, with workbox-window. Started with the
  // render, their code and first work (the outbox read, the API's schemas, a first send) took turns with its
  // slices and held back the learner's numbers. Without a connection on a first visit a module may not arrive:
  // the next action asks for a send again, and the next start registers the worker.
  afterFirstScreen(root, () => {
    void import('./features/sync/sync-start')
      .then(({ startSync }) => startSync(store, extra))
      .catch(() => undefined);
    if (import.meta.env.PROD)
      void import('./features/sw/register')
        .then(({ registerServiceWorker }) => registerServiceWorker(store.dispatch))
        .catch(() => undefined);
  });
}

void start();
