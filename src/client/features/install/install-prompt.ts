/**
 * The browser's offer to install the app. `beforeinstallprompt` fires once, early, whatever screen is showing,
 * so main.tsx starts listening before anything renders. The event is kept here, outside the store, because it
 * is not serialisable (it carries `prompt()`); this module stays tiny because it loads with the first screen.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer (usable once), `'installed'` once the app was installed from this page, or nothing yet. */
type InstallPrompt = BeforeInstallPromptEvent | 'installed' | null;

let current: InstallPrompt = null;
const listeners = new Set<() => void>();
const set = (next: InstallPrompt) => {
  current = next;
  listeners.forEach((listener) => listener());
};

export function captureInstallPrompt(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // No browser mini-infobar: the app offers installing where it fits, on the home screen.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set('installed'));
}

/** For `useSyncExternalStore`. */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const currentInstallPrompt = (): InstallPrompt => current;
