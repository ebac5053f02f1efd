/** Confirming the e-mail: the link's page, and Ajustes until the address is confirmed. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../src/client/features/settings/SettingsScreen';
import ConfirmEmailScreen from '../../src/client/features/auth/ConfirmEmailScreen';
import { renderApp } from '../support/render';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Confirmar e-mail', () => {
  it('sends the link’s token once and says the address is confirmed', async () => {
    const fetchMock = answer(200, { message: 'Pronto! Seu e-mail está confirmado.' });
    renderApp(<ConfirmEmailScreen />, { path: '/confirmar-email?token=abc_123', signedIn: false });
    expect(await screen.findByText('Pronto! Seu e-mail está confirmado.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/email-confirmation/confirm',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'abc_123' }) }),
    ]);
    expect(screen.getByRole('link', { name: 'Entrar no app' })).toBeInTheDocument();
  });

  it('says why a used or expired link does not work, and what to do', async () => {
    const message = 'Este link de confirmação não vale mais. Entre no app e peça um novo em Ajustes.';
    answer(400, { error: { code: 'INVALID_CONFIRMATION_LINK', message } });
    renderApp(<ConfirmEmailScreen />, { path: '/confirmar-email?token=usado', signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('Confirmar e-mail without a connection', () => {
  it('keeps the link, offers to try again and confirms once the connection is back', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp(<ConfirmEmailScreen />, { path: '/confirmar-email?token=abc_123', signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Você está offline');
    fetchMock.mockImplementation(async () =>
      Response.json({ message: 'Pronto! O e-mail a@b.com está confirmado.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Pronto! O e-mail a@b.com está confirmado.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/email-confirmation/confirm',
      expect.objectContaining({ body: JSON.stringify({ token: 'abc_123' }) }),
    );
  });

  it('tells a signed-in learner with a dead link to ask for a new one in Ajustes, with the way there', async () => {
    answer(400, {
      error: {
        code: 'INVALID_CONFIRMATION_LINK',
        message: 'Este link de confirmação não vale mais. Entre no app e peça um novo em Ajustes.',
      },
    });
    renderApp(<ConfirmEmailScreen />, {
      path: '/confirmar-email?token=velho',
      user: { emailConfirmed: false },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de confirmação não vale mais. Peça um novo em Ajustes.',
    );
    expect(screen.getByRole('link', { name: 'Ir para Ajustes' })).toHaveAttribute(
      'href',
      '/ajustes#ajustes-confirmar-email',
    );
  });
});

describe('Ajustes: Confirme seu e-mail', () => {
  it('asks an unconfirmed learner to open the link, and sends a new one on request', async () => {
    const fetchMock = answer(202, {
      message:
        'Enviamos um link para maria@exemplo.com.br. Ele vale por 48 horas; confira também a pasta de spam.',
    });
    renderApp(<SettingsScreen />, { path: '/ajustes', user: { emailConfirmed: false } });
    const card = screen.getByRole('region', { name: 'Confirme seu e-mail' });
    expect(card).toHaveTextContent('maria@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText(/Enviamos um link para maria@exemplo.com.br/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/email-confirmation',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says nothing once the address is confirmed, or before the server has said', () => {
    renderApp(<SettingsScreen />, { path: '/ajustes', user: { emailConfirmed: true } });
    expect(screen.queryByRole('region', { name: 'Confirme seu e-mail' })).not.toBeInTheDocument();
  });
});
