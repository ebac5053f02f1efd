import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DailyQuizScreen from '../../src/client/features/daily/DailyQuizScreen';
import { DAILY_POINTS_FIRST, DAILY_SIZE, parseReviewKey } from '../../src/shared/daily-quiz';
import { curriculum, renderApp } from '../support/render';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const questionOf = (legend: string) =>
  curriculum.chapters.flatMap((c) => c.quiz).find((q) => q.question === legend)!;

describe('quiz diário', () => {
  it('has nothing to review before a chapter is opened, and offers the next chapter', () => {
    renderApp(<DailyQuizScreen />, { path: '/quiz-diario' });
    expect(screen.getByText(/^Nada para revisar hoje/)).toBeInTheDocument();
    const first = curriculum.chapters[0]!;
    expect(screen.getByRole('link', { name: `Ir para o próximo capítulo: ${first.title}` })).toHaveAttribute(
      'href',
      `/capitulos/${first.id}`,
    );
  });

  it('asks today’s questions one at a time, explains each answer, then sums the day up', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(<DailyQuizScreen />, {
      path: '/quiz-diario',
      progress: { openedChapters: ['1'] },
    });
    for (let i = 1; i <= DAILY_SIZE; i++) {
      expect(await screen.findByText(`Pergunta ${i} de ${DAILY_SIZE}`, { exact: false })).toBeInTheDocument();
      const question = questionOf(screen.getByRole('group').querySelector('legend')!.textContent!);
      const answer = screen.getByRole('button', { name: 'Responder' });
      expect(answer).toBeDisabled();
      // Right on odd questions, wrong on even ones.
      const pick = i % 2 === 1 ? question.answer : (question.answer + 1) % 4;
      await user.click(screen.getByRole('radio', { name: question.options[pick] }));
      await user.click(answer);
      expect(
        await screen.findByText(
          i % 2 === 1
            ? `Certo! +${DAILY_POINTS_FIRST} pontos`
            : `Não foi dessa vez. A resposta certa é: ${question.options[question.answer]}`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(question.explanation)).toBeInTheDocument();
      expect(screen.getByText(`Pergunta ${i} de ${DAILY_SIZE}`, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: question.options[pick] })).toBeDisabled();
      await user.click(
        screen.getByRole('button', { name: i < DAILY_SIZE ? 'Próxima pergunta' : 'Ver resultado' }),
      );
    }
    expect(await screen.findByRole('heading', { name: 'Feito por hoje!' })).toBeInTheDocument();
    const right = Math.ceil(DAILY_SIZE / 2);
    expect(
      screen.getByText(
        `Você acertou ${right} de ${DAILY_SIZE} e ganhou ${right * DAILY_POINTS_FIRST} pontos no quiz diário.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    const today = Object.keys(store.getState().progress.state.dailyLog)[0]!;
    const log = store.getState().progress.state.dailyLog[today]!;
    expect(log.set.map((k) => parseReviewKey(k).chapterId)).toEqual(Array(DAILY_SIZE).fill('1'));
    expect(log.points).toBe(right * DAILY_POINTS_FIRST);
  });
});
