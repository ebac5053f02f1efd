/** The frame around every signed-in screen: the header with its tabs, the status banners, the screen, the sync bar. */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AchievementToast } from '../notifications/AchievementToast';
import { AppHeader } from './AppHeader';
import { StatusBanners } from './StatusBanners';
import { SyncStatusBar } from './SyncStatusBar';
import { useSignOut } from './useSignOut';

// Only asked for when there is something unsent: loaded on the first sign-out that needs it, then kept (its
// dialog closes itself, which gives the focus back to what opened it).
const SignOutDialog = lazy(() => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

export function Shell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const [asked, setAsked] = useState(false);
  if (signOut.confirming && !asked) setAsked(true);
  return (
    <>
      <a className="visually-hidden" href="#conteudo">
        Pular para o conteúdo
      </a>
      <AppHeader onSignOut={signOut.request} signingOut={signOut.leaving} />
      <main id="conteudo" tabIndex={-1}>
        <StatusBanners />
        {children}
      </main>
      <SyncStatusBar />
      <AchievementToast />
      {asked && (
        <Suspense fallback={null}>
          <SignOutDialog open={signOut.confirming} onCancel={signOut.cancel} onConfirm={signOut.confirm} />
        </Suspense>
      )}
    </>
  );
}
