/** Root: Provider → PersistGate → ThemeRoot → App; registers the service worker. */
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from './app/store';
import { PersistGate } from './app/PersistGate';
import { App } from './app/App';
import { ThemeRoot } from './features/shell/theme';
import { startSync } from './features/sync/sync-listener';
import { createTabChannel } from './features/sync/tab-channel';
import { registerServiceWorker } from './features/sw/register';
import { guardStaleChunks } from './features/sw/stale-chunks';
import { captureInstallPrompt } from './features/install/install-prompt';

guardStaleChunks();
captureInstallPrompt();
const { store, persistor, extra } = makeStore({ channel: createTabChannel() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} onBeforeLift={() => void startSync(store, extra)}>
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

if (import.meta.env.PROD) registerServiceWorker(store.dispatch);
