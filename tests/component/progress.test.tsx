import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import ProgressScreen from '../../src/client/features/progress/ProgressScreen';
import { addDays, dayKey } from '../../src/shared/days';
import { renderApp } from '../support/render';

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
});
