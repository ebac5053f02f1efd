/** Ajustes → E-mail da conta: the current address, and "Trocar e-mail" with its errors under the fields. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailCard } from '../../src/client/features/settings/EmailCard';
import { learner, renderApp } from '../support/render';

function serve(answer: (body: { newEmail: string; password: string }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/me/email' || init?.method !== 'POST') return new Response(null, { status: 503 });
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}
const refusal = (status: number, code: string, message: string, field?: string) =>
  Response.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

const card = () => screen.getByRole('region', { name: 'E-mail da conta' });
const open = async (user: ReturnType<typeof userEvent.setup>) => {
  renderApp(<EmailCard />, { path: '/ajustes' });
  expect(card()).toHaveTextContent(`Você entra com ${learner.email}.`);
  await user.click(within(card()).getByRole('button', { name: 'Trocar e-mail' }));
  expect(screen.getByLabelText('Novo e-mail')).toHaveFocus();
};

let sent: unknown[];
beforeEach(() => {
  sent = serve(() =>
    Response.json({ message: 'Enviamos um link para nova@exemplo.com.br.' }, { status: 202 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Trocar e-mail', () => {
  it('shows each problem under its field, marks it, and focuses the first', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    const email = screen.getByLabelText('Novo e-mail');
    const password = screen.getByLabelText('Senha da conta');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(password).toHaveAccessibleDescription(/^Informe sua senha\./);
    expect(email).toHaveFocus();

    await user.type(email, learner.email.toUpperCase());
    await user.type(password, 'marketing123');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(email).toHaveAccessibleDescription('Este já é o e-mail da sua conta.');
    expect(sent).toEqual([]);
  });

  it('sends the new address with the password, says where the link went, and goes back to the button', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.type(screen.getByLabelText('Novo e-mail'), 'nova@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha da conta'), 'marketing123');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await screen.findByText('Enviamos um link para nova@exemplo.com.br.');
    expect(sent).toEqual([{ newEmail: 'nova@exemplo.com.br', password: 'marketing123' }]);
    expect(screen.queryByLabelText('Novo e-mail')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Trocar e-mail' })).toHaveFocus();
    // Nothing changes until the link is opened.
    expect(card()).toHaveTextContent(`Você entra com ${learner.email}.`);
  });

  it('puts the server’s refusals under the field they are about', async () => {
    const user = userEvent.setup();
    sent = serve(({ password }) =>
      password === 'errada'
        ? refusal(401, 'INVALID_CREDENTIALS', 'Senha incorreta.', 'password')
        : refusal(
            409,
            'EMAIL_TAKEN',
            'Já existe uma conta com este e-mail. Escolha outro endereço.',
            'newEmail',
          ),
    );
    await open(user);
    const email = screen.getByLabelText('Novo e-mail');
    const password = screen.getByLabelText('Senha da conta');
    await user.type(email, 'outra@exemplo.com.br');
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/^Senha incorreta\./);
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'marketing123');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Já existe uma conta com este e-mail. Escolha outro endereço.');
    expect(email).toHaveFocus();
  });

  it('offers the likely address for a slip, once, and one tap takes it', async () => {
    const user = userEvent.setup();
    await open(user);
    const email = screen.getByLabelText('Novo e-mail');
    await user.type(email, 'maria@gmial.com');
    await user.type(screen.getByLabelText('Senha da conta'), 'marketing123');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(sent).toEqual([]);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Você quis dizer maria@gmail.com?');
    await user.click(screen.getByRole('button', { name: 'Corrigir o e-mail' }));
    expect(email).toHaveValue('maria@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(sent).toEqual([{ newEmail: 'maria@gmail.com', password: 'marketing123' }]));
  });
});
