/** Sign in / sign up, with a three-tile teaser of what the course offers. */
import { useState } from 'react';
import styled from 'styled-components';
import { BookOpen, CloudOff, Star } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { login, register } from './auth-thunks';
import { authErrorCleared } from './authSlice';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { Button, Card, LinkButton, Spinner } from '../../components/ui';
import { Link } from 'wouter';
import { Column, ErrorBox, Field, Footer, Wrap } from './auth-layout';
import { PasswordField } from './PasswordField';

const Title = styled.h1`
  font-size: 1.7rem;
  text-align: center;
  margin-bottom: 4px;
`;
const Lead = styled.p`
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
`;
const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  li {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    padding: 10px 6px;
    text-align: center;
    font-size: 0.8rem;
    line-height: 1.3;
  }
  svg {
    color: ${(p) => p.theme.color.primary};
    display: block;
    margin: 0 auto 4px;
  }
  strong {
    display: block;
    font-size: 0.95rem;
  }
`;

type Mode = 'entrar' | 'cadastrar';
// No composition rules (NIST SP 800-63B): length, and a nudge towards passphrases.
const SIGN_UP_PASSWORD_HINT = 'Pelo menos 8 caracteres. Uma frase é fácil de lembrar e difícil de descobrir.';

export default function SignInScreen() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((s) => s.auth);
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
    if (mode === 'cadastrar' && form.name.trim().length < 2)
      return setLocalError('Informe seu nome completo.');
    if (!/^\S+@\S+\.\S+$/.test(email)) return setLocalError('Informe um e-mail válido.');
    if (mode === 'cadastrar' && [...form.password].length < 8)
      return setLocalError('A senha precisa ter pelo menos 8 caracteres.');
    if (!form.password) return setLocalError('Informe sua senha.');
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
        <Tiles aria-label="O que você encontra aqui">
          <li>
            <BookOpen size={22} aria-hidden />
            <strong>10 capítulos</strong>
            do básico ao avançado
          </li>
          <li>
            <Star size={22} aria-hidden />
            <strong>Pontos e conquistas</strong>
            quizzes e sequência diária
          </li>
          <li>
            <CloudOff size={22} aria-hidden />
            <strong>Funciona offline</strong>
            estude no ônibus
          </li>
        </Tiles>
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
                      <Link href="/esqueci-senha">Esqueci minha senha</Link>
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
          <Link href="/privacidade">Privacidade</Link>
        </Footer>
      </Column>
    </Wrap>
  );
}
