/** Sign in / sign up, with a three-tile teaser of what the course offers. */
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { login, register } from './auth-thunks';
import { authErrorCleared, selectAuthError, selectAuthStatus } from './authSlice';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { Button, Card, LinkButton, Spinner } from '../../components/ui';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { MIN_PASSWORD_LENGTH, signInProblem, signUpProblem } from '../../../shared/credentials';
import { Column, ErrorBox, Field, Footer, Wrap } from './auth-layout';
import { PasswordField } from './PasswordField';
import { CourseTeaser } from './CourseTeaser';

const Title = styled.h1`
  font-size: 1.7rem;
  text-align: center;
  margin-bottom: 4px;
`;
const Lead = styled.p`
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
`;

type Mode = 'entrar' | 'cadastrar';
// No composition rules (NIST SP 800-63B): length, and a nudge towards passphrases.
const SIGN_UP_PASSWORD_HINT = `Pelo menos ${MIN_PASSWORD_LENGTH} caracteres. Uma frase é fácil de lembrar e difícil de descobrir.`;

export default function SignInScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const [mode, setMode] = useState<Mode>('entrar');
  // Set when the link under a form switched tabs: the other form then starts with its first field focused.
  const [viaLink, setViaLink] = useState(false);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = status === 'loading';
  const shownError = localError ?? error;

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  const switchTo = (m: Mode, link = false) => {
    setMode(m);
    setViaLink(link);
    setLocalError(null);
    dispatch(authErrorCleared());
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    const email = form.email.trim();
    const problem = mode === 'entrar' ? signInProblem(form) : signUpProblem(form);
    if (problem) return setLocalError(problem);
    if (!navigator.onLine) return setLocalError('Você está offline. Conecte-se à internet para entrar.');
    void dispatch(
      mode === 'entrar'
        ? login({ email, password: form.password })
        : register({ name: form.name.trim(), email, password: form.password }),
    );
  };

  return (
    <Wrap>
      <Column>
        <Title>Hub de Marketing Digital</Title>
        <Lead>Aprenda marketing digital no seu ritmo, até sem internet.</Lead>
        <CourseTeaser />
        <Card>
          <TabsRoot value={mode} onValueChange={(v) => switchTo(v as Mode)}>
            <TabsList aria-label="Acesso">
              <TabsTrigger value="entrar">Entrar</TabsTrigger>
              <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
            </TabsList>
            {(['entrar', 'cadastrar'] as const).map((m) => (
              <TabsContent key={m} value={m}>
                {/* ids, names and autocomplete as password managers expect (sign-in vs sign-up). */}
                <form onSubmit={submit} noValidate aria-busy={busy}>
                  {m === 'cadastrar' && (
                    <Field>
                      <label htmlFor="nome">Nome completo</label>
                      <input
                        id="nome"
                        name="name"
                        autoComplete="name"
                        autoCapitalize="words"
                        value={form.name}
                        onChange={set('name')}
                        autoFocus={viaLink}
                        required
                      />
                    </Field>
                  )}
                  <Field>
                    <label htmlFor="email">E-mail</label>
                    {/* The e-mail is the account's username: managers fill it on Entrar and save it on Cadastrar. */}
                    <input
                      id="email"
                      name="email"
                      type="email"
                      inputMode="email"
                      autoComplete={m === 'entrar' ? 'username' : 'email'}
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      value={form.email}
                      onChange={set('email')}
                      autoFocus={viaLink && m === 'entrar'}
                      required
                    />
                  </Field>
                  <PasswordField
                    autoComplete={m === 'entrar' ? 'current-password' : 'new-password'}
                    label="Senha"
                    value={form.password}
                    onChange={set('password')}
                    hint={m === 'cadastrar' ? SIGN_UP_PASSWORD_HINT : undefined}
                    personal={m === 'cadastrar' ? { name: form.name, email: form.email } : undefined}
                    meterNow
                  />
                  {shownError && <ErrorBox role="alert">{shownError}</ErrorBox>}
                  <Button type="submit" $block disabled={busy}>
                    {busy && <Spinner />}
                    {busy
                      ? m === 'entrar'
                        ? 'Entrando…'
                        : 'Criando sua conta…'
                      : m === 'entrar'
                        ? 'Começar'
                        : 'Junte-se ao Hub'}
                  </Button>
                  {m === 'entrar' && (
                    <Footer>
                      <Link href={paths.forgotPassword}>Esqueci minha senha</Link>
                    </Footer>
                  )}
                </form>
                <Footer>
                  <LinkButton
                    type="button"
                    onClick={() => switchTo(m === 'entrar' ? 'cadastrar' : 'entrar', true)}
                  >
                    {m === 'entrar' ? 'Não tem conta? Cadastre-se' : 'Já tem conta? Entrar'}
                  </LinkButton>
                </Footer>
              </TabsContent>
            ))}
          </TabsRoot>
        </Card>
        <Footer>
          <Link href={paths.privacy}>Privacidade</Link>
        </Footer>
      </Column>
    </Wrap>
  );
}
