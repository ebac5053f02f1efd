/**
 * E-mail da conta: the address the learner signs in with, and "Trocar e-mail": a new address and the password;
 * a link sent to the new address makes the change (until then, nothing changes).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { Button } from '../../components/ui';
import { currentPasswordProblem, emailProblem } from '../../../shared/credentials';
import { EMAIL_CHANGE_SAME_MESSAGE } from '../../../shared/email-change';
import { emailSuggestion } from '../../../shared/email-typos';
import { EmailField } from '../auth/EmailField';
import { PasswordField } from '../auth/PasswordField';
import { requestEmailChange } from './account-thunks';
import { Actions, Outcome, SettingsCard } from './settings-ui';

type Problems = { newEmail?: string; password?: string };

export function EmailCard() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing the form (sent or cancelled) puts focus back on "Trocar e-mail", not on the page.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) opener.current?.focus();
  }, [open]);
  if (!user) return null;

  const typed = newEmail.trim();
  const suggestion = emailSuggestion(typed);

  const close = () => {
    setOpen(false);
    setNewEmail('');
    setPassword('');
    setProblems({});
  };

  const showProblems = (found: Problems) => {
    setProblems(found);
    if (found.newEmail) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult({});
    const found: Problems = {};
    const bad =
      emailProblem(typed) ?? (typed.toLowerCase() === user.email ? EMAIL_CHANGE_SAME_MESSAGE : null);
    if (bad) found.newEmail = bad;
    const missing = currentPasswordProblem(password);
    if (missing) found.password = missing;
    if (found.newEmail || found.password) return showProblems(found);
    setOfferedFor(typed);
    // A slip in the new address would lock the learner out: it is shown once before sending.
    if (suggestion && stoppedFor !== typed) {
      setStoppedFor(typed);
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    const res = await dispatch(requestEmailChange({ newEmail: typed, password }));
    setSending(false);
    if (requestEmailChange.fulfilled.match(res)) {
      close();
      setResult({ ok: res.payload });
      return;
    }
    const failure = res.payload ?? { message: 'Não foi possível enviar o link.' };
    if (failure.field === 'newEmail' || failure.field === 'password') {
      showProblems({ [failure.field]: failure.message });
    } else setResult({ error: failure.message });
  };

  return (
    <SettingsCard id="ajustes-email" title="E-mail da conta">
      <p>
        Você entra com <strong>{user.email}</strong>. É para ele que vai o link de nova senha se um dia você
        esquecer a sua.
      </p>
      {open ? (
        <form onSubmit={submit} noValidate aria-busy={sending}>
          <EmailField
            id="novo-email"
            label="Novo e-mail"
            inputRef={emailInput}
            value={newEmail}
            onChange={(value) => {
              setNewEmail(value);
              setProblems(({ newEmail: _gone, ...rest }) => rest);
            }}
            onBlur={() => setOfferedFor(typed)}
            autoComplete="email"
            autoFocus
            error={problems.newEmail}
            suggestion={suggestion && offeredFor === typed ? suggestion : null}
            onAccept={() => {
              setNewEmail(suggestion ?? newEmail);
              emailInput.current?.focus();
            }}
          />
          <PasswordField
            id="email-senha"
            label="Senha da conta"
            autoComplete="current-password"
            inputRef={passwordInput}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setProblems(({ password: _gone, ...rest }) => rest);
            }}
            hint="Para confirmar que é você. Enviamos um link ao novo e-mail; a troca vale quando você abrir esse link."
            error={problems.password}
          />
          <Outcome error={result.error} />
          <Actions>
            <Button type="submit" disabled={sending}>
              {sending ? 'Enviando…' : 'Enviar link'}
            </Button>
            <Button type="button" $variant="secondary" onClick={close} disabled={sending}>
              Cancelar
            </Button>
          </Actions>
        </form>
      ) : (
        <>
          <Outcome ok={result.ok} error={result.error} />
          <Actions>
            <Button
              ref={opener}
              type="button"
              $variant="secondary"
              onClick={() => {
                setResult({});
                setOpen(true);
              }}
            >
              Trocar e-mail
            </Button>
          </Actions>
        </>
      )}
    </SettingsCard>
  );
}
