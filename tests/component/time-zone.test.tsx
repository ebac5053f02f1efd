/** Ajustes › Perfil › Fuso horário: a new zone is announced with the day it takes effect, and can be cancelled. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../src/client/features/settings/SettingsScreen';
import { learner, renderApp } from '../support/render';
import { selectToday } from '../../src/client/app/selectors';

const TOKYO_FROM_MIDNIGHT = {
  timeZone: 'America/Sao_Paulo',
  nextTimeZone: 'Asia/Tokyo',
  nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
};
const NO_CHANGE = { timeZone: 'America/Sao_Paulo', nextTimeZone: null, nextTimeZoneAt: null };
const NOTE = 'O novo fuso, “Horário Padrão do Japão (Tokyo)”, vale a partir de amanhã, 26 de novembro.';

/** A fake server: the profile answers with the given user, and records what was sent. */
function serve(answer: (body: Record<string, unknown>) => object) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/me/profile' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return Response.json({
          user: { ...learner, ...answer(body) },
          progress: {
            points: 0,
            completedChapters: {},
            quizBests: {},
            quizAttempts: 0,
            checklist: {},
            favorites: [],
            insightsRead: [],
            activityDays: [],
            lastChapterId: null,
          },
          summary: { level: 1, streak: 0, today: '2026-11-25', achievements: [] },
        });
      }
      if (url === '/api/me/sessions') return Response.json([]);
      return new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 });
    }),
  );
  return sent;
}

beforeEach(() => {
  // 23:30 on 25 November in São Paulo (already the 26th in Tokyo).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T02:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Fuso horário in Ajustes', { timeout: 20_000 }, () => {
  it('keeps the zone in force in the field and says from which day the new one counts', async () => {
    const user = userEvent.setup();
    const sent = serve(() => TOKYO_FROM_MIDNIGHT);
    const { store } = renderApp(<SettingsScreen />, { path: '/ajustes' });
    const field = screen.getByLabelText('Fuso horário');
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();

    // Zones outside Brazil are named a slice at a time once the screen shows.
    await waitFor(() => expect(field.querySelector('option[value="Asia/Tokyo"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    await user.selectOptions(field, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    const perfil = screen.getByRole('region', { name: 'Perfil' });
    expect(await within(perfil).findByText(/^Perfil salvo\./)).toBeInTheDocument();
    expect(sent).toEqual([{ timeZone: 'Asia/Tokyo' }]);

    // São Paulo is still the zone of today; the line under the field names Tokyo and its first day.
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Sao_Paulo');
    expect(screen.getByText(NOTE, { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Fuso horário')).toHaveAccessibleDescription(
      `Decide quando começa cada dia da sua sequência de estudos. ${NOTE} Até lá, seus dias de estudo seguem o fuso atual.`,
    );
    expect(selectToday(store.getState())).toBe('2026-11-25');
  });

  it('cancels the change waiting, keeping the zone in force', async () => {
    const user = userEvent.setup();
    const sent = serve(() => NO_CHANGE);
    renderApp(<SettingsScreen />, { path: '/ajustes', user: TOKYO_FROM_MIDNIGHT });
    expect(screen.getByText(NOTE, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar a mudança de fuso' }));
    expect(
      await screen.findByText('Mudança cancelada: o fuso continua “Horário de Brasília (São Paulo)”.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ timeZone: 'America/Sao_Paulo' }]);
    expect(screen.queryByText(NOTE, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fuso horário')).toHaveAccessibleDescription(
      'Decide quando começa cada dia da sua sequência de estudos.',
    );
  });

  it('shows the new zone as in force once its day has come, without a note', () => {
    // Noon in São Paulo: already the 27th in Tokyo.
    vi.setSystemTime(new Date('2026-11-26T15:30:00Z'));
    const { store } = renderApp(<SettingsScreen />, { path: '/ajustes', user: TOKYO_FROM_MIDNIGHT });
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('Asia/Tokyo');
    expect(screen.queryByText(NOTE, { exact: false })).not.toBeInTheDocument();
    expect(selectToday(store.getState())).toBe('2026-11-27');
  });
});
