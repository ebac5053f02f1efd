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

guardStaleChunks();
captureInstallPrompt();
const { store, persistor, extra } = makeStore({ channel: createTabChannel() });
// The course's catalogue (chapter titles, the day's insight) is read while the learner's state comes back from
// IndexedDB, not after: Início needs both.
store.dispatch(ensureCatalogue());

// Sync's outside triggers and the other tabs' messages: loaded as the app shows, not before it (the listener
// that keeps each recorded event is in the store from the start).
// Without a connection on a first visit the module may not arrive: the next action asks for a send again.
const startSyncSoon = () =>
  void import('./features/sync/sync-start')
    .then(({ startSync }) => startSync(store, extra))
    .catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} onBeforeLift={startSyncSoon}>
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

// The worker (and workbox-window with it) after the first screen: nothing on it needs the worker to be registered.
if (import.meta.env.PROD)
  void import('./features/sw/register')
    .then(({ registerServiceWorker }) => registerServiceWorker(store.dispatch))
    .catch(() => undefined);
