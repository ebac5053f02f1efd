/** The confirmation before signing out with actions the server has not received yet. */
import { useAppSelector } from '../../app/hooks';
import { selectPendingCount, selectTimeZone } from '../../app/selectors';
import { formatCount, formatTime } from '../../../shared/format';
import { selectSendsHeldUntil } from '../sync/outbox-selectors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { counted } from '../../../shared/counts';

export function SignOutDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const pending = useAppSelector(selectPendingCount);
  const heldUntil = useAppSelector(selectSendsHeldUntil);
  const timeZone = useAppSelector(selectTimeZone);
  const notArrived = formatCount(pending, 'ação ainda não chegou', 'ações ainda não chegaram');
  const lost = counted('willBeLost', pending);
  return (
    <ConfirmDialog
      open={open}
      title="Sair com progresso não sincronizado?"
      confirmLabel="Sair mesmo assim"
      cancelLabel="Continuar aqui"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {heldUntil === null
        ? `${notArrived} ao servidor. Se sair agora, sem conexão, ${lost}. Conecte-se à internet e espere a sincronização para não perder nada.`
        : `${notArrived} ao servidor: ele pediu para esperar até as ${formatTime(heldUntil, timeZone)} antes de receber mais. Ao sair, o app tenta enviar mais uma vez; se o servidor recusar de novo, ${lost}. Para não perder nada, espere até esse horário.`}
    </ConfirmDialog>
  );
}
