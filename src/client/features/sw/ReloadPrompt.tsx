/**
 * The service-worker toast. vite-plugin-pwa's callbacks feed the `sw` slice; the update function stays here,
 * outside the store (it is not serialisable). "App pronto para funcionar offline" is news, not a question: it
 * leaves by itself after a few seconds. "Nova versão disponível!" waits for the learner's answer.
 */
import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { offlineReadyChanged, toastClosed } from './swSlice';
import { Button } from '../../components/Button';
import { selectServiceWorker } from './swSlice';

/** How long "App pronto para funcionar offline" stays. */
export const OFFLINE_READY_MS = 5000;

const rise = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * At the bottom, where no screen has its title: above the tab bar and the sync bar on the app's screens; at
 * the very bottom on sign-in, which has neither.
 */
const Toast = styled.div<{ $aboveNav: boolean }>`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: ${(p) =>
    p.$aboveNav ? 'calc(124px + env(safe-area-inset-bottom))' : 'calc(12px + env(safe-area-inset-bottom))'};
  z-index: 20;
  margin: 0 auto;
  max-width: 440px;
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 10px 12px;
  border-radius: 14px;
  background: ${(p) => p.theme.color.text};
  color: ${(p) => p.theme.color.bg};
  box-shadow: ${(p) => p.theme.shadow};
  p {
    margin: 0;
    flex: 1;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    ${(p) => (p.$aboveNav ? 'bottom: 72px;' : '')}
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} 0.25s ease-out;
  }
`;

/**
 * `aboveNav`: on the app's screens the toast sits above the tab bar. Without one (sign-in and the other
 * screens before it, whose forms reach the bottom of a phone and whose titles are at the top) only a new
 * version is announced; "App pronto para funcionar offline" waits for the app (their cards already say it
 * works offline).
 */
export function ReloadPrompt({ aboveNav = true }: { aboveNav?: boolean }) {
  const dispatch = useAppDispatch();
  const { needRefresh, offlineReady: ready } = useAppSelector(selectServiceWorker);
  const offlineReady = ready && aboveNav;
  const onlyOfflineReady = offlineReady && !needRefresh;

  useEffect(() => {
    if (!onlyOfflineReady) return;
    const timer = setTimeout(() => dispatch(offlineReadyChanged(false)), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [onlyOfflineReady, dispatch]);

  if (!needRefresh && !offlineReady) return null;
  return (
    <Toast role="status" aria-live="polite" $aboveNav={aboveNav}>
      <p>{needRefresh ? 'Nova versão disponível!' : 'App pronto para funcionar offline'}</p>
      {needRefresh && (
        <Button onClick={() => void import('./register').then(({ applyUpdate }) => applyUpdate())}>
          Recarregar
        </Button>
      )}
      <Button $variant="secondary" onClick={() => dispatch(toastClosed())} aria-label="Fechar aviso">
        Fechar
      </Button>
    </Toast>
  );
}
