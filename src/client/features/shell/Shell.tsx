/** The frame around every signed-in screen: the header with its tabs, the status banners, the screen, the sync bar. */
import type { ReactNode } from 'react';
import { AchievementToast } from '../notifications/AchievementToast';
import { AppHeader } from './AppHeader';
import { StatusBanners } from './StatusBanners';
import { SyncStatusBar } from './SyncStatusBar';
import { SignOutDialog } from './SignOutDialog';
import { useSignOut } from './useSignOut';

export function Shell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <>
      <a className="visually-hidden skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <AppHeader onSignOut={signOut.request} signingOut={signOut.leaving} />
      <main id="conteudo" tabIndex={-1}>
        <StatusBanners />
        {children}
      </main>
      <SyncStatusBar />
      <AchievementToast />
      <SignOutDialog open={signOut.confirming} onCancel={signOut.cancel} onConfirm={signOut.confirm} />
    </>
  );
}
