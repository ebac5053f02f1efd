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
