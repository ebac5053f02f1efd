/**
 * What the learner must act on, above every screen: an expired session, actions the server refused. The
 * connection and what waits to be sent have their own slim bar (SyncStatusBar), which never moves the page.
 */
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Banner, Button } from '../../components/ui';
import { signInAgain } from '../auth/auth-thunks';
import { selectSessionExpired } from '../auth/auth-selectors';
import { KEPT_ON_DEVICE, noticeDismissed } from '../sync/outboxSlice';
import { selectSyncNotice } from '../sync/outbox-selectors';

const Area = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)} 0;
  &:empty {
    padding: 0;
  }
`;

export function StatusBanners() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const expired = useAppSelector(selectSessionExpired);
  const notice = useAppSelector(selectSyncNotice);
  const noticeIsWait = notice?.endsWith(KEPT_ON_DEVICE) ?? false;

  return (
    <Area aria-live="polite">
      {expired && (
        <Banner $tone="warning" role="status">
          Sua sessão expirou. Seu progresso está guardado neste aparelho e será enviado quando você entrar de
          novo.
          <Button
            $variant="secondary"
            onClick={() => void dispatch(signInAgain()).then(() => navigate(paths.signIn, { replace: true }))}
          >
            Entrar de novo
          </Button>
        </Banner>
      )}
      {notice && (
        // A wait the server asked for loses nothing: a caution, not an error.
        <Banner $tone={noticeIsWait ? 'warning' : 'danger'} role={noticeIsWait ? 'status' : 'alert'}>
          {notice}
          <Button $variant="ghost" onClick={() => dispatch(noticeDismissed())} aria-label="Fechar aviso">
            ✕
          </Button>
        </Banner>
      )}
    </Area>
  );
}
