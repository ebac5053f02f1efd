/** Ajustes' sync card: what is waiting to reach the server, why, a retry, and a copy the learner can keep. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../../app/selectors';
import { Button, Muted } from '../../components/ui';
import { formatCount, formatTime } from '../../../shared/format';
import { updateUserProgress } from './sync-thunks';
import {
  selectLastSyncError,
  selectPendingEvents,
  selectPendingSummary,
  selectSendsHeldUntil,
  selectSyncing,
} from './outbox-selectors';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
`;

function downloadPending(events: unknown[]) {
  const blob = new Blob([JSON.stringify({ exportedAt: new Date().toISOString(), events }, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'acoes-aguardando-hub.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PendingActions() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectPendingCount);
  const pending = useAppSelector(selectPendingEvents);
  const summary = useAppSelector(selectPendingSummary);
  const syncing = useAppSelector(selectSyncing);
  const lastError = useAppSelector(selectLastSyncError);
  const retryAt = useAppSelector(selectSendsHeldUntil);

  return (
    <>
      <p role="status">
        Sincronização:{' '}
        {count === 0
          ? 'tudo salvo no servidor.'
          : `${formatCount(count, 'ação aguardando', 'ações aguardando')} envio${summary ? ` (${summary})` : ''}.`}
      </p>
      {lastError && count > 0 && <Muted as="p">Último erro: {lastError}</Muted>}
      {retryAt !== null && count > 0 && <Muted as="p">Nova tentativa às {formatTime(retryAt)}.</Muted>}
      <Actions>
        <Button
          $variant="secondary"
          disabled={syncing || retryAt !== null}
          onClick={() => void dispatch(updateUserProgress())}
        >
          {count > 0 ? 'Tentar enviar agora' : 'Sincronizar agora'}
        </Button>
        {count > 0 && (
          <Button $variant="secondary" onClick={() => downloadPending(pending)}>
            Baixar ações aguardando
          </Button>
        )}
      </Actions>
    </>
  );
}
