/** The frame around every signed-in screen: the header with its tabs, the status banners, then the screen. */
import type { ReactNode } from 'react';
import { AchievementToast } from '../notifications/AchievementToast';
import { AppHeader } from './AppHeader';
import { StatusBanners } from './StatusBanners';
import { SignOutDialog } from './SignOutDialog';
import { useSignOut } from './useSignOut';

export function Shell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
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
      <AchievementToast />
      <SignOutDialog open={signOut.confirming} onCancel={signOut.cancel} onConfirm={signOut.confirm} />
    </>
  );
}
