/**
 * Signing up without going wrong: each field's error under it, the bad fields marked and the first one focused,
 * the server's refusals under the field they are about, "Cadastre-se" after a failed sign-in, "Você quis dizer
 * …?" for a slip in the domain, the e-mail carried to "Esqueci minha senha", and a farewell after deletion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import SignInScreen from '../../src/client/features/auth/SignInScreen';
import ForgotPasswordScreen from '../../src/client/features/auth/ForgotPasswordScreen';
import { deleteAccount } from '../../src/client/features/auth/auth-thunks';
import { renderApp } from '../support/render';

/** A fake server: each call is recorded and answered by method and path. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) return Response.json({ error: { code: 'X', message: 'indisponível' } }, { status: 503 });
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const refusal = (status: number, code: string, message: string, field?: string) => () =>
  Response.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

const signedOutApp = () => (
  <Switch>
    <Route path="/esqueci-senha" component={ForgotPasswordScreen} />
    <Route component={SignInScreen} />
  </Switch>
);

/** The message an input is described by (its error under it). */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

let fetchMock: ReturnType<typeof serve>;
beforeEach(() => {
  fetchMock = serve({});
});
afterEach(() => vi.unstubAllGlobals());

/** Cadastrar with an e-mail the server says already has an account. */
async function signUpWithTakenEmail() {
  const user = userEvent.setup();
  serve({
    'POST /api/auth/register': refusal(
      409,
      'EMAIL_TAKEN',
      'Já existe uma conta com este e-mail. Tente entrar.',
      'email',
    ),
  });
  const { location } = renderApp(<SignInScreen />, { signedIn: false, path: '/cadastrar' });
  await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
  await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo.com.br');
  await user.type(screen.getByLabelText('Senha'), 'uma frase bem longa');
  await user.click(screen.getByRole('button', { name: 'Junte-se ao Hub' }));
  return { user, location };
}

describe('the address names the tab', () => {
  it('opens on Cadastrar at /cadastrar, and switching tabs changes the address, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(<SignInScreen />, { signedIn: false, path: '/cadastrar' });
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Junte-se ao Hub' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');

    await user.click(screen.getByRole('tab', { name: 'Entrar' }));
    expect(location.history!.at(-1)).toBe('/entrar');
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com.br');

    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    expect(location.history!.at(-1)).toBe('/cadastrar');
  });
});

describe('errors under each field', () => {
  it('shows every problem at once, under its field, marks the fields and focuses the first', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/cadastrar' });
    await user.type(screen.getByLabelText('E-mail'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Junte-se ao Hub' }));

    const name = screen.getByLabelText('Nome completo');
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Senha');
    for (const input of [name, email, password]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(name)).toBe('Informe seu nome completo.');
    expect(descriptionOf(email)).toContain('Informe um e-mail válido.');
    expect(descriptionOf(password)).toContain('A senha precisa ter pelo menos 8 caracteres.');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Informe seu nome completo.',
      'Informe um e-mail válido.',
      'A senha precisa ter pelo menos 8 caracteres.',
    ]);
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // fixing a field clears its mark; the next submit focuses the first field still wrong
    await user.type(name, 'Maria da Silva');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Junte-se ao Hub' }));
    expect(email).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('on Entrar, marks only the field that is wrong', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe sua senha.');
  });

  it('puts the server’s refusal under the field it is about, and focuses it', async () => {
    await signUpWithTakenEmail();

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(email)).toContain('Já existe uma conta com este e-mail. Tente entrar.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Senha')).not.toHaveAttribute('aria-invalid');
  });

  it('offers to sign in with the e-mail that already has an account, which opens Entrar with it typed', async () => {
    const { user, location } = await signUpWithTakenEmail();

    await user.click(await screen.findByRole('button', { name: 'Entrar com este e-mail' }));
    expect(location.history!.at(-1)).toBe('/entrar');
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('after a failed sign-in', () => {
  it('offers Cadastre-se beside the error, which opens Cadastrar with the e-mail typed', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/auth/login': refusal(401, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos.') });
    const { location } = renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    await user.type(screen.getByLabelText('E-mail'), 'nova@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'uma senha qualquer');
    await user.click(screen.getByRole('button', { name: 'Começar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou senha incorretos.');
    expect(alert).toHaveFocus();
    // Neither field is marked: the server cannot say which one is wrong.
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    const offer = screen.getByRole('button', { name: 'Ainda não tem conta? Cadastre-se' });
    expect(offer).toHaveFocus();

    await user.click(offer);
    expect(location.history!.at(-1)).toBe('/cadastrar');
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nova@exemplo.com.br');
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer Cadastre-se when the failure is something else', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/auth/login': refusal(
        429,
        'TOO_MANY_ATTEMPTS',
        'Muitas tentativas de entrar nesta conta. Aguarde 2 segundos e tente de novo.',
      ),
    });
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'uma senha qualquer');
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas');
    expect(
      screen.queryByRole('button', { name: 'Ainda não tem conta? Cadastre-se' }),
    ).not.toBeInTheDocument();
  });
});

describe('Você quis dizer …?', () => {
  it('suggests the provider’s domain on leaving the field, and one tap takes it', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/cadastrar' });
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'ana.souza@gmail.con');
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(/Você quis dizer/)).toHaveTextContent('Você quis dizer ana.souza@gmail.com?');
    expect(email).toHaveAccessibleDescription('Você quis dizer ana.souza@gmail.com?');

    await user.click(screen.getByRole('button', { name: 'Corrigir o e-mail' }));
    expect(email).toHaveValue('ana.souza@gmail.com');
    expect(email).toHaveFocus();
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
  });

  it('stops a sign-up once to show it; sending again keeps the address as typed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serve({
      'POST /api/auth/register': (body) => {
        sent.push(body);
        return refusal(409, 'EMAIL_TAKEN', 'Já existe uma conta com este e-mail. Tente entrar.', 'email')();
      },
    });
    renderApp(<SignInScreen />, { signedIn: false, path: '/cadastrar' });
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('Senha'), 'uma frase bem longa');
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'ana@hotmail.com.bt');
    await user.click(screen.getByRole('button', { name: 'Junte-se ao Hub' }));
    expect(sent).toEqual([]);
    expect(email).toHaveFocus();
    expect(screen.getByText(/Você quis dizer/)).toHaveTextContent('Você quis dizer ana@hotmail.com.br?');

    await user.click(screen.getByRole('button', { name: 'Junte-se ao Hub' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'ana@hotmail.com.bt' });
  });

  it('says nothing for an address that looks right, and offers it on Entrar too', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'x@uol.com.br');
    await user.tab();
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'x@uol.com');
    await user.tab();
    expect(screen.getByText(/Você quis dizer/)).toHaveTextContent('Você quis dizer x@uol.com.br?');
  });
});

describe('Esqueci minha senha', () => {
  it('carries the e-mail typed on Entrar, and the answer repeats it without saying whether it has an account', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serve({
      'POST /api/auth/password-reset': (body) => {
        sent.push(body);
        return Response.json({ message: 'Se houver uma conta com este e-mail, …' }, { status: 202 });
      },
    });
    const { location } = renderApp(signedOutApp(), { signedIn: false, path: '/entrar' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(location.history!.at(-1)).toBe('/esqueci-senha');
    const field = await screen.findByLabelText('E-mail');
    expect(field).toHaveValue('ana@exemplo.com.br');

    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(
      'Se houver uma conta para ana@exemplo.com.br, você vai receber em instantes um link para criar uma nova senha. O link vale por 30 minutos; confira também a pasta de spam.',
    );
    expect(sent).toEqual([{ email: 'ana@exemplo.com.br' }]);
  });
});

describe('after deleting the account', () => {
  it('the sign-in screen says goodbye, once', async () => {
    serve({ 'DELETE /api/me': () => new Response(null, { status: 204 }) });
    const { store, unmount } = renderApp(<p>Ajustes</p>, { path: '/ajustes' });
    await store.dispatch(deleteAccount('marketing123'));
    unmount();

    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    expect(screen.getByRole('status')).toHaveTextContent('Sua conta foi excluída');
    // a later visit to the screen has nothing to say goodbye for
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    expect(screen.getAllByText(/Sua conta foi excluída/)).toHaveLength(1);
  });
});
