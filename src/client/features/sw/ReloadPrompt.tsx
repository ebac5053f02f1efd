/**
 * The service-worker toast. vite-plugin-pwa's callbacks feed the `sw` slice; the update function stays here,
 * outside the store (it is not serialisable).
 */
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toastClosed } from './swSlice';
import { Button } from '../../components/ui';
import { applyUpdate } from './register';
import { selectServiceWorker } from './swSlice';

const Toast = styled.div<{ $aboveNav: boolean }>`
  position: fixed;
  left: 16px;
  right: 16px;
  ${(p) =>
    p.$aboveNav
      ? 'bottom: calc(76px + env(safe-area-inset-bottom));'
      : 'top: calc(16px + env(safe-area-inset-top));'}
  z-index: 20;
  margin: 0 auto;
  max-width: 440px;
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 12px 14px;
  border-radius: 14px;
  background: ${(p) => p.theme.color.text};
  color: ${(p) => p.theme.color.bg};
  box-shadow: ${(p) => p.theme.shadow};
  p {
    margin: 0;
    flex: 1;
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    ${(p) => (p.$aboveNav ? 'bottom: 24px;' : '')}
  }
`;

/**
 * `aboveNav`: on screens with the bottom tab bar the toast sits above it; without one (sign-in, whose form
 * reaches the bottom of a phone screen) it shows at the top, over nothing a learner needs to tap.
 */
export function ReloadPrompt({ aboveNav = true }: { aboveNav?: boolean }) {
  const dispatch = useAppDispatch();
  const { needRefresh, offlineReady } = useAppSelector(selectServiceWorker);
  if (!needRefresh && !offlineReady) return null;
  return (
    <Toast role="status" aria-live="polite" $aboveNav={aboveNav}>
      <p>{needRefresh ? 'Nova versão disponível!' : 'App pronto para funcionar offline'}</p>
      {needRefresh && <Button onClick={() => applyUpdate()}>Recarregar</Button>}
      <Button $variant="secondary" onClick={() => dispatch(toastClosed())} aria-label="Fechar aviso">
        Fechar
      </Button>
    </Toast>
  );
}
