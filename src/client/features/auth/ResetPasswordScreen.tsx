/**
 * Opened from the link in the e-mail (`/redefinir-senha?token=…`): the learner chooses a new password and is
 * signed in; the app then shows the home screen (App's routes send a signed-in learner there).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { Button, Card, Spinner } from '../../components/ui';
import { RESET_LINK_INVALID_MESSAGE } from '../../../shared/password-reset';
import { MIN_PASSWORD_LENGTH } from '../../../shared/credentials';
import { paths } from '../../app/paths';
import { confirmPasswordReset } from './password-reset-thunks';
import { AppName, Column, ErrorBox, Field, Footer, Lead, Title, Wrap } from './auth-layout';
import { useTokenFromAddress } from './use-token-from-address';

export default function ResetPasswordScreen() {
  const dispatch = useAppDispatch();
  const { token, forget } = useTokenFromAddress(useSearch());
  // Kept in memory for the form; a reload asks for a new link.
  useEffect(forget, [forget]);
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Criar nova senha · Hub de Marketing Digital';
    title.current?.focus();
    return () => void (document.title = 'Hub de Marketing Digital');
  }, []);

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const result = await dispatch(confirmPasswordReset({ token, ...form }));
    // On success this screen is replaced by the signed-in app.
    if (confirmPasswordReset.rejected.match(result)) {
      setBusy(false);
      setError(result.payload ?? 'Não foi possível salvar a nova senha.');
      // The button was disabled while saving, which took the focus away: bring it back to the form.
      firstField.current?.focus();
    }
  };

  // A link that no longer works is not the fields' fault: only password problems mark them.
  const invalid = error && error !== RESET_LINK_INVALID_MESSAGE ? true : undefined;
  const described = (hint?: string) =>
    [hint, error && 'erro-nova-senha'].filter(Boolean).join(' ') || undefined;

  return (
    <Wrap>
      <Column>
        <AppName>Hub de Marketing Digital</AppName>
        <Card>
          <Title ref={title} tabIndex={-1}>
            Criar nova senha
          </Title>
          {token ? (
            <Lead>
              Escolha a nova senha da sua conta. Ao salvar, você entra aqui e sai de todos os outros
              aparelhos.
            </Lead>
          ) : (
            // An address without its token (cut when copied, say) cannot work: no form to fill in vain.
            <ErrorBox role="alert">{RESET_LINK_INVALID_MESSAGE}</ErrorBox>
          )}
          <form onSubmit={submit} noValidate aria-busy={busy} hidden={!token}>
            <Field>
              <label htmlFor="nova-senha">Nova senha</label>
              <input
                ref={firstField}
                id="nova-senha"
                name="password"
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={set('password')}
                aria-invalid={invalid}
                aria-describedby={described('nova-senha-dica')}
                required
              />
              <small id="nova-senha-dica">Pelo menos {MIN_PASSWORD_LENGTH} caracteres.</small>
            </Field>
            <Field>
              <label htmlFor="confirme-nova-senha">Confirme a nova senha</label>
              <input
                id="confirme-nova-senha"
                name="confirmation"
                type="password"
                autoComplete="new-password"
                value={form.confirmation}
                onChange={set('confirmation')}
                aria-invalid={invalid}
                aria-describedby={described()}
                required
              />
            </Field>
            {error && (
              <ErrorBox role="alert" id="erro-nova-senha">
                {error}
              </ErrorBox>
            )}
            <Button type="submit" $block disabled={busy}>
              {busy && <Spinner />}
              {busy ? 'Salvando…' : 'Salvar nova senha'}
            </Button>
          </form>
          <Footer>
            O link não funciona mais? <Link href={paths.forgotPassword}>Pedir um novo link</Link>
          </Footer>
        </Card>
      </Column>
    </Wrap>
  );
}
