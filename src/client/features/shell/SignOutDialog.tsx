/** The confirmation before signing out with actions the server has not received yet. */
import { useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../../app/selectors';
import { formatCount } from '../../../shared/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';

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
  return (
    <ConfirmDialog
      open={open}
      title="Sair com progresso não sincronizado?"
      confirmLabel="Sair mesmo assim"
      cancelLabel="Continuar aqui"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {formatCount(pending, 'ação ainda não chegou', 'ações ainda não chegaram')} ao servidor. Se sair agora,
      sem conexão, {pending === 1 ? 'ela será perdida' : 'elas serão perdidas'}. Conecte-se à internet e
      espere a sincronização para não perder nada.
    </ConfirmDialog>
  );
}
