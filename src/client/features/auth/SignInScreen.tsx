/** Sign in / sign up, with a three-tile teaser of what the course offers. */
import { useState } from 'react';
import styled from 'styled-components';
import { BookOpen, Trophy, WifiOff } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { login, register } from './auth-thunks';
import { authErrorCleared } from './authSlice';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { Button, Card, Spinner } from '../../components/ui';

const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
`;
const Column = styled.div`
  width: 100%;
  max-width: 440px;
`;
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
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input {
    min-height: 48px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.bg};
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const ErrorBox = styled.p`
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
`;

type Mode = 'entrar' | 'cadastrar';

export default function SignInScreen() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((s) => s.auth);
  const [mode, setMode] = useState<Mode>('entrar');
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = status === 'loading';
  const shownError = localError ?? error;

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    const email = form.email.trim();
    if (mode === 'cadastrar' && form.name.trim().length < 2)
      return setLocalError('Informe seu nome completo.');
    if (!/^\S+@\S+\.\S+$/.test(email)) return setLocalError('Informe um e-mail válido.');
    if (mode === 'cadastrar' && form.password.length < 8)
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
            <Trophy size={22} aria-hidden />
            <strong>Pontos e conquistas</strong>
            quizzes e sequência diária
          </li>
          <li>
            <WifiOff size={22} aria-hidden />
            <strong>Funciona offline</strong>
            estude no ônibus
          </li>
        </Tiles>
        <Card>
          <TabsRoot
            value={mode}
            onValueChange={(v) => {
              setMode(v as Mode);
              setLocalError(null);
              dispatch(authErrorCleared());
            }}
          >
            <TabsList aria-label="Acesso">
              <TabsTrigger value="entrar">Entrar</TabsTrigger>
              <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
            </TabsList>
            {(['entrar', 'cadastrar'] as const).map((m) => (
              <TabsContent key={m} value={m}>
                <form onSubmit={submit} noValidate aria-busy={busy}>
                  {m === 'cadastrar' && (
                    <Field>
                      <label htmlFor="nome">Nome completo</label>
                      <input
                        id="nome"
                        name="name"
                        autoComplete="name"
                        value={form.name}
                        onChange={set('name')}
                        required
                      />
                    </Field>
                  )}
                  <Field>
                    <label htmlFor={`email-${m}`}>E-mail</label>
                    <input
                      id={`email-${m}`}
                      name="email"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      value={form.email}
                      onChange={set('email')}
                      required
                    />
                  </Field>
                  <Field>
                    <label htmlFor={`senha-${m}`}>Senha</label>
                    <input
                      id={`senha-${m}`}
                      name="password"
                      type="password"
                      autoComplete={m === 'entrar' ? 'current-password' : 'new-password'}
                      value={form.password}
                      onChange={set('password')}
                      aria-describedby={m === 'cadastrar' ? 'senha-dica' : undefined}
                      required
                    />
                    {m === 'cadastrar' && <small id="senha-dica">Pelo menos 8 caracteres.</small>}
                  </Field>
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
                </form>
              </TabsContent>
            ))}
          </TabsRoot>
        </Card>
      </Column>
    </Wrap>
  );
}
