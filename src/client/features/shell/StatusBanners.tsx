/** What the learner should know above every screen: an expired session, no connection, unsent actions, refusals. */
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../../app/selectors';
import { paths } from '../../app/paths';
import { formatCount } from '../../../shared/format';
import { Banner, Button } from '../../components/ui';
import { signInAgain } from '../auth/auth-thunks';
import { selectSessionExpired } from '../auth/auth-selectors';
import { KEPT_ON_DEVICE, noticeDismissed } from '../sync/outboxSlice';
import { selectSyncing, selectSyncNotice } from '../sync/outbox-selectors';
import { useOnline } from './useOnline';

const Area = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)} 0;
`;

export function StatusBanners() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const expired = useAppSelector(selectSessionExpired);
  const pending = useAppSelector(selectPendingCount);
  const syncing = useAppSelector(selectSyncing);
  const notice = useAppSelector(selectSyncNotice);
  const noticeIsWait = notice?.endsWith(KEPT_ON_DEVICE) ?? false;
  const online = useOnline();

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
      {!online && (
        <Banner $tone="info" role="status">
          <span>
            <CloudOff size={16} aria-hidden /> Você está offline. Pode continuar estudando: tudo fica salvo
            neste aparelho.
          </span>
        </Banner>
      )}
      {pending > 0 && (
        <Banner $tone="warning" role="status" data-testid="sync-status">
          <span>
            <RefreshCw size={16} aria-hidden /> {formatCount(pending, 'ação aguardando', 'ações aguardando')}{' '}
            sincronização
            {syncing ? '…' : '.'}
          </span>
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
