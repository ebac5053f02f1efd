/**
 * The confirmation before signing out with things the learner did that the server has not received yet (named as
 * the sync bar names them: "1 favorito e 3 itens do checklist"), or without a connection.
 */
import { useAppSelector } from '../../app/hooks';
import { selectTimeZone } from '../../app/selectors';
import { formatTime } from '../../../shared/format';
import { selectPendingSummary, selectSendsHeldUntil } from '../sync/outbox-selectors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  const waiting = useAppSelector(selectPendingSummary);
  const heldUntil = useAppSelector(selectSendsHeldUntil);
  const timeZone = useAppSelector(selectTimeZone);
  const online = useOnline();
  const backIn = online ? '' : ' E, para entrar de novo, você vai precisar de internet.';
  // Nothing of the learner's waiting, but no connection: what is at stake is getting back in.
  const [title, text] =
    waiting === null
      ? [
          'Sair sem internet?',
          'O que você fez está salvo na sua conta, mas para entrar de novo você vai precisar de internet. Até lá, o curso fica fechado neste aparelho.',
        ]
      : [
          'Sair com progresso não sincronizado?',
          heldUntil === null
            ? `Ainda falta enviar ao servidor: ${waiting}. Se sair agora, sem conexão, isso se perde. Conecte-se à internet e espere a sincronização para não perder nada.${backIn}`
            : `Ainda falta enviar ao servidor: ${waiting}. O servidor pediu para esperar até as ${formatTime(heldUntil, timeZone)} antes de receber mais. Ao sair, o app tenta enviar mais uma vez; se ele recusar de novo, isso se perde. Para não perder nada, espere até esse horário.`,
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
