import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import ProgressScreen from '../../src/client/features/progress/ProgressScreen';
import { addDays, dayKey } from '../../src/shared/days';
import { renderApp } from '../support/render';
import { selectHomeCounters } from '../../src/client/features/home/home-selectors';
import userEvent from '@testing-library/user-event';

const today = dayKey(Date.now(), 'America/Sao_Paulo');
// Seven days in a row, one day missed (protected), then today.
const studied = [...Array.from({ length: 7 }, (_, i) => addDays(today, i - 8)), today];
const missed = addDays(today, -1);

describe('Progresso', () => {
  it('marks studied and protected days in the calendar by label, and counts the protections', () => {
    renderApp(<ProgressScreen />, {
      progress: { activityDays: studied, pointsByDay: { [today]: 30 }, dailyGoal: 20, points: 30 },
    });
    expect(screen.getByText(/Proteções de sequência: 0 de 2/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sequência: 8 dias' })).toBeInTheDocument();
    const label = (day: string) =>
      new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      );
    if (missed.slice(0, 7) === today.slice(0, 7))
      expect(screen.getByLabelText(`${label(missed)}: protegido`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${label(today)}: estudou`)).toBeInTheDocument();
  });

  it('describes the 30-day chart in words and gives its numbers as a table', () => {
    renderApp(<ProgressScreen />, {
      progress: { activityDays: [today], pointsByDay: { [today]: 30, [addDays(today, -3)]: 10 }, points: 40 },
    });
    expect(screen.getByRole('img', { name: /40 pontos em 2 dias de estudo/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pontos por dia nos últimos 30 dias' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('shows each achievement’s progress, and the date of those unlocked', () => {
    renderApp(<ProgressScreen />, {
      progress: {
        activityDays: [addDays(today, -1), today],
        achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' },
        completedChapters: { '1': '2026-11-20T15:00:00.000Z' },
      },
    });
    expect(screen.getByText('Conquistada em 20 de nov. de 2026')).toBeInTheDocument();
    expect(screen.getByText('2 de 3 dias')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Conquistas \(1 de 29\)/ })).toBeInTheDocument();
  });

  it('puts what is left to do first: the certificate, the chapters, then level and streak, then achievements', () => {
    renderApp(<ProgressScreen />, { progress: { activityDays: [today] } });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    const at = (pattern: RegExp) => headings.findIndex((h) => pattern.test(h));
    expect(at(/Seu certificado/)).toBe(0);
    expect(at(/^Capítulos$/)).toBeLessThan(at(/^Nível e sequência$/));
    expect(at(/^Nível e sequência$/)).toBeLessThan(at(/^Conquistas/));
    expect(at(/^Conquistas/)).toBeLessThan(at(/^Totais$/));
  });

  it('keeps the achievements still locked folded under one disclosure that says how many', async () => {
    const user = userEvent.setup();
    renderApp(<ProgressScreen />, {
      progress: {
        activityDays: [today],
        achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' },
        completedChapters: { '1': '2026-11-20T15:00:00.000Z' },
      },
    });
    // The one earned shows; the 28 locked are behind "Ver as 28 conquistas a liberar", closed.
    expect(screen.getByText('Conquistada em 20 de nov. de 2026')).toBeVisible();
    const disclosure = screen.getByText('Ver as 28 conquistas a liberar').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(disclosure).getByText('1 de 3 dias')).not.toBeVisible();
    await user.click(screen.getByText('Ver as 28 conquistas a liberar'));
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText('1 de 3 dias')).toBeVisible();
  });

  it('says what a fixed question is, and counts them with the chapter’s questions', () => {
    renderApp(<ProgressScreen />, { progress: { activityDays: [today] } });
    expect(
      screen.getByText(/Uma questão fica fixada quando você a acerta no quiz diário/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/firmes/)).not.toBeInTheDocument();
  });

  it('counts quizzes as Início does, with one selector', () => {
    const best = { correct: 4, total: 5, at: '2026-11-20T15:00:00.000Z' };
    const { store } = renderApp(<ProgressScreen />, {
      progress: { activityDays: [today], quizAttempts: 5, quizBests: { '1': best, '3': best } },
    });
    expect(selectHomeCounters(store.getState()).quizzesTaken).toBe(5);
    const term = screen.getByText('Quizzes feitos');
    expect(term.nextElementSibling).toHaveTextContent('5');
  });
});
