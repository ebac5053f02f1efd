/** Registers the Workbox worker (prompt mode), checks for updates hourly and on return to the app. */
import { registerSW } from 'virtual:pwa-register';
import type { AppDispatch } from '../../app/store';
import { needRefreshChanged, offlineReadyChanged } from './swSlice';

let updateSW: ((reload?: boolean) => Promise<void>) | undefined;

export function applyUpdate(): void {
  void updateSW?.(true);
}

export function registerServiceWorker(dispatch: AppDispatch): void {
  if (!('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    onNeedRefresh: () => dispatch(needRefreshChanged(true)),
    onOfflineReady: () => dispatch(offlineReadyChanged(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible')
          void registration.update().catch(() => undefined);
      };
      setInterval(check, 60 * 60 * 1000);
      document.addEventListener('visibilitychange', check);
    },
  });
}

/**
 * A tab opened before a deploy can ask for a chunk the new deploy removed: reload once to get the new app,
 * but never in a loop.
 */
export function guardStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'hub-chunk-reload';
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  });
}
