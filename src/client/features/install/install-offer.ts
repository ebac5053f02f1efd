/** What the install card offers, decided from the device and the browser; pure, so it is tested in Node. */

type InstallOffer = 'button' | 'ios-instructions' | null;

export interface InstallSituation {
  /** The browser fired `beforeinstallprompt` and the offer is unused. */
  promptAvailable: boolean;
  /** Opened from the home screen, or installed while this page was open. */
  installed: boolean;
  ios: boolean;
  dismissed: boolean;
}

export function installOffer(s: InstallSituation): InstallOffer {
  if (s.installed || s.dismissed) return null;
  if (s.promptAvailable) return 'button';
  // Safari on iOS never offers `beforeinstallprompt`: installing is done by hand from the share sheet.
  if (s.ios) return 'ios-instructions';
  return null;
}

/** iPhone, iPod and iPad; iPadOS 13+ says "Macintosh", but a Mac has no touch screen. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Running as the installed app: the manifest's `display` mode, or Safari's own flag on iOS. */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  return (
    win.matchMedia('(display-mode: standalone)').matches ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export const INSTALL_DISMISSED_KEY = 'hub-install-dismissed';
