/** The confirmation before signing out with actions the server has not received yet, or without a connection. */
import { useAppSelector } from '../../app/hooks';
import { selectPendingCount, selectTimeZone } from '../../app/selectors';
import { formatCount, formatTime } from '../../../shared/format';
import { selectSendsHeldUntil } from '../sync/outbox-selectors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { counted } from '../../../shared/counts';
import { useOnline } from './useOnline';

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
  const online = useOnline();
  const backIn = online ? '' : ' E, para entrar de novo, você vai precisar de internet.';
  // Nothing waiting, but no connection: what is at stake is getting back in.
  const [title, text] =
    pending === 0
      ? [
          'Sair sem internet?',
          'Seu progresso está salvo na sua conta, mas para entrar de novo você vai precisar de internet. Até lá, o curso fica fechado neste aparelho.',
        ]
      : [
          'Sair com progresso não sincronizado?',
          heldUntil === null
            ? `${notArrived} ao servidor. Se sair agora, sem conexão, ${lost}. Conecte-se à internet e espere a sincronização para não perder nada.${backIn}`
            : `${notArrived} ao servidor: ele pediu para esperar até as ${formatTime(heldUntil, timeZone)} antes de receber mais. Ao sair, o app tenta enviar mais uma vez; se o servidor recusar de novo, ${lost}. Para não perder nada, espere até esse horário.`,
        ];
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel="Sair mesmo assim"
      cancelLabel="Continuar aqui"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {text}
    </ConfirmDialog>
  );
}
