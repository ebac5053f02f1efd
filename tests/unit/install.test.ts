/**
 * When the home screen offers to install the app: the browser's own dialog where it made an offer, the
 * share-sheet steps on iPhone and iPad, and nothing once installed or dismissed.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  installOffer,
  isIos,
  isStandalone,
  type InstallSituation,
} from '../../src/client/features/install/install-offer';
import {
  captureInstallPrompt,
  currentInstallPrompt,
  subscribeInstallPrompt,
} from '../../src/client/features/install/install-prompt';

const browser: InstallSituation = { promptAvailable: false, installed: false, ios: false, dismissed: false };

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; moto g54 5G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('install offer', () => {
  it('shows the install button when the browser offered to install', () => {
    expect(installOffer({ ...browser, promptAvailable: true })).toBe('button');
  });

  it('shows nothing once installed, even if an offer is still around', () => {
    expect(installOffer({ ...browser, promptAvailable: true, installed: true })).toBe(null);
    expect(installOffer({ ...browser, ios: true, installed: true })).toBe(null);
  });

  it('explains the share sheet on iPhone and iPad, where no browser offer ever comes', () => {
    expect(installOffer({ ...browser, ios: true })).toBe('ios-instructions');
  });

  it('shows nothing after "Agora não", nor where the browser cannot install', () => {
    expect(installOffer({ ...browser, promptAvailable: true, dismissed: true })).toBe(null);
    expect(installOffer({ ...browser, ios: true, dismissed: true })).toBe(null);
    expect(installOffer(browser)).toBe(null);
  });

  it('recognises iPhone, and iPad even when it says Macintosh, but not a Mac or Android', () => {
    expect(isIos(IPHONE, 5)).toBe(true);
    expect(isIos(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIos(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });

  it('knows it runs installed from the display mode, or from Safari’s flag on iOS', () => {
    const win = (standaloneMode: boolean, standalone?: boolean) => ({
      matchMedia: (query: string) => ({ matches: standaloneMode && query === '(display-mode: standalone)' }),
      navigator: { standalone },
    });
    const check = (w: ReturnType<typeof win>) => isStandalone(w as unknown as Window);
    expect(check(win(true))).toBe(true);
    expect(check(win(false, true))).toBe(true);
    expect(check(win(false, false))).toBe(false);
    expect(check(win(false))).toBe(false);
  });
});

describe('capturing the browser’s offer', () => {
  it('keeps the first-screen event outside the store, tells subscribers, and forgets it once installed', () => {
    const target = new EventTarget();
    captureInstallPrompt(target);
    const listener = vi.fn();
    const unsubscribe = subscribeInstallPrompt(listener);
    expect(currentInstallPrompt()).toBe(null);

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true); // no mini-infobar from the browser
    expect(currentInstallPrompt()).toBe(offer);
    expect(listener).toHaveBeenCalledTimes(1);

    target.dispatchEvent(new Event('appinstalled'));
    expect(currentInstallPrompt()).toBe('installed');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    target.dispatchEvent(new Event('appinstalled'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
