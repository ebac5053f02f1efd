/** "Esqueci minha senha": the learner's e-mail, then the answer (the same whether or not the account exists). */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, Card, Spinner } from '../../components/ui';
import { requestPasswordReset } from './password-reset-thunks';
import { resetRequestedMessage } from '../../../shared/password-reset';
import { AppName, Column, ErrorBox, Field, Footer, Lead, SuccessBox, Title, Wrap } from './auth-layout';
import { handedOffEmail } from './signed-out-handoff';

type Step = { name: 'form'; error?: string } | { name: 'sending' } | { name: 'sent'; message: string };

export default function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  // What was typed on Entrar before tapping "Esqueci minha senha".
  const [email, setEmail] = useState(handedOffEmail);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const title = useRef<HTMLHeadingElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const error = step.name === 'form' ? step.error : undefined;

  useEffect(() => {
    document.title = 'Esqueci minha senha · Hub de Marketing Digital';
    // A new screen: screen readers start from its title.
    title.current?.focus();
    return () => void (document.title = 'Hub de Marketing Digital');
  }, []);
  useEffect(() => {
    // The form is gone (or its button was disabled while sending), and the focus with it: put it on the
    // answer, or back on the field after an error.
    if (step.name === 'sent') answer.current?.focus();
    else if (error) field.current?.focus();
  }, [step.name, error]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setStep({ name: 'sending' });
    const result = await dispatch(requestPasswordReset(email));
    // The answer repeats the address, so a slip in it shows; it says the same whether or not it has an account.
    if (requestPasswordReset.fulfilled.match(result))
      setStep({ name: 'sent', message: resetRequestedMessage(email.trim()) });
    else setStep({ name: 'form', error: result.payload ?? 'Não foi possível enviar o link.' });
  };

  return (
    <Wrap>
      <Column>
        <AppName>Hub de Marketing Digital</AppName>
        <Card>
          <Title ref={title} tabIndex={-1}>
            Esqueci minha senha
          </Title>
          {step.name === 'sent' ? (
            <>
              <SuccessBox role="status" ref={answer} tabIndex={-1}>
                {step.message}
              </SuccessBox>
              <Lead>Abra o link no e-mail para criar uma nova senha. Depois, é só entrar com ela.</Lead>
              <Button as={Link} href={paths.signIn} $variant="secondary" $block>
                Entrar
              </Button>
            </>
          ) : (
            <>
              <Lead>Informe o e-mail da sua conta. Vamos enviar um link para você criar uma nova senha.</Lead>
              <form onSubmit={submit} noValidate aria-busy={step.name === 'sending'}>
                <Field>
                  <label htmlFor="email-recuperar">E-mail</label>
                  <input
                    ref={field}
                    id="email-recuperar"
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'erro-recuperar' : undefined}
                    required
                  />
                </Field>
                {error && (
                  <ErrorBox role="alert" id="erro-recuperar">
                    {error}
                  </ErrorBox>
                )}
                <Button type="submit" $block disabled={step.name === 'sending'}>
                  {step.name === 'sending' && <Spinner />}
                  {step.name === 'sending' ? 'Enviando…' : 'Enviar link'}
                </Button>
              </form>
              <Footer>
                Lembrou a senha? <Link href={paths.signIn}>Entrar</Link>
              </Footer>
            </>
          )}
        </Card>
      </Column>
    </Wrap>
  );
}
