/**
 * The sign-in screen beyond its two tabs: the links that switch forms, showing the password, what password
 * managers read, and the strength meter that only the sign-up form loads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignInScreen from '../../src/client/features/auth/SignInScreen';
import { PasswordField } from '../../src/client/features/auth/PasswordField';
import type {
  StrengthRequest,
  StrengthResponse,
} from '../../src/client/features/auth/password-strength.worker';
import { renderApp } from '../support/render';

/** jsdom has no workers: this one answers in the page with the real estimator the worker would run. */
class InProcessWorker extends EventTarget {
  static created = 0;
  private estimate = import('../../src/shared/password-strength').then((m) => m.createPasswordEstimator());
  private terminated = false;
  constructor() {
    super();
    InProcessWorker.created++;
  }
  postMessage(request: StrengthRequest) {
    void this.estimate.then((estimate) => {
      if (this.terminated) return;
      const data: StrengthResponse = {
        id: request.id,
        estimate: estimate(request.password, request.personal),
      };
      this.dispatchEvent(new MessageEvent('message', { data }));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  InProcessWorker.created = 0;
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const meter = () => screen.findByRole('status', {}, { timeout: 15_000 });

describe('sign-in screen', () => {
  it('switches forms with the link under each one, focusing the first field', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    await user.click(screen.getByRole('button', { name: 'Não tem conta? Cadastre-se' }));
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Junte-se ao Hub' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Já tem conta? Entrar' }));
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button, keeping the field’s label', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false });
    const field = screen.getByLabelText('Senha');
    await user.type(field, 'segredo-de-ana');
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(screen.getByLabelText('Senha')).toBe(field);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('segredo-de-ana');
    expect(toggle).toHaveAccessibleName('Ocultar senha');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Mostrar senha');
  });

  it('marks the fields the way password managers and phone keyboards expect', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false });
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocapitalize', 'none');
    expect(email).toHaveAttribute('spellcheck', 'false');
    const current = screen.getByLabelText('Senha');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAttribute('id', 'current-password');
    expect(current).toHaveAttribute('name', 'password');

    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    const name = screen.getByLabelText('Nome completo');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    const chosen = screen.getByLabelText('Senha');
    expect(chosen).toHaveAttribute('autocomplete', 'new-password');
    expect(chosen).toHaveAttribute('id', 'new-password');
    expect(chosen).toHaveAccessibleDescription(/^Pelo menos 8 caracteres\./);
    await meter();
  });

  it('loads the strength meter only on Cadastrar, and says how strong the password is in pt-BR', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false });
    await user.type(screen.getByLabelText('Senha'), '12345678');
    expect(InProcessWorker.created).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    const status = await meter();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(InProcessWorker.created).toBe(1);
    // the password typed on Entrar carries over, and is judged
    await screen.findByText('Muito fraca', {}, { timeout: 15_000 });
    expect(status).toHaveTextContent(
      'Força da senha: Muito fraca. Esta é uma senha muito usada. Adicione mais palavras menos comuns.',
    );

    await user.type(screen.getByLabelText('Nome completo'), 'Joaquina Albuquerque');
    const password = screen.getByLabelText('Senha');
    await user.clear(password);
    await user.type(password, 'joaquinaalbuquerque');
    await screen.findByText(/seu nome, seu e-mail/, {}, { timeout: 15_000 });
    expect(status).toHaveTextContent('Força da senha: Muito fraca.');

    await user.clear(password);
    await user.type(password, 'cavalo correto bateria grampo');
    await screen.findByText('Forte', {}, { timeout: 15_000 });
    expect(status).toHaveTextContent(/^Força da senha: Forte\.\s*$/);
  });
});

describe('a new-password field on another screen', () => {
  it('loads the meter when the field gets focus, not before', async () => {
    const user = userEvent.setup();
    renderApp(
      <PasswordField
        id="nova-senha"
        label="Nova senha"
        autoComplete="new-password"
        value="marketing"
        onChange={() => undefined}
        personal={{ name: 'Maria da Silva' }}
      />,
    );
    expect(InProcessWorker.created).toBe(0);
    await user.click(screen.getByLabelText('Nova senha'));
    await screen.findByText('Fraca', {}, { timeout: 15_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Palavras simples são fáceis de adivinhar.');
    expect(InProcessWorker.created).toBe(1);
  });
});
