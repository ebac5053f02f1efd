/** Shown until the learner's address is confirmed: why it matters, and a new link when the first one is lost. */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { Button } from '../../components/ui';
import { resendEmailConfirmation } from './account-thunks';
import { Actions, Outcome, SettingsCard } from './settings-ui';

export function EmailConfirmationCard() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});
  // Unknown (a snapshot stored before the server said) is not "unconfirmed": nothing to ask yet.
  if (!user || user.emailConfirmed !== false) return null;

  const resend = async () => {
    setSending(true);
    setResult({});
    const res = await dispatch(resendEmailConfirmation());
    setSending(false);
    if (resendEmailConfirmation.fulfilled.match(res)) setResult({ ok: res.payload });
    else setResult({ error: res.payload ?? 'Não foi possível enviar o link.' });
  };

  return (
    <SettingsCard id="ajustes-confirmar-email" title="Confirme seu e-mail">
      <p>
        Quando você criou a conta, enviamos um link para <strong>{user.email}</strong>. Abra esse link para
        confirmar que o e-mail é seu: é para ele que vai o link de nova senha se um dia você esquecer a sua.
      </p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={resend} disabled={sending}>
          {sending ? 'Enviando…' : 'Reenviar link'}
        </Button>
      </Actions>
      <Outcome ok={result.ok} error={result.error} />
    </SettingsCard>
  );
}
