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
  it('before any chapter quiz, says the daily quiz starts with one and leads to it', () => {
    renderApp(<DailyQuizScreen />, { path: '/quiz-diario' });
    expect(
      screen.getByText(/^Seu quiz diário começa quando você fizer o quiz de um capítulo/),
    ).toBeInTheDocument();
    const first = curriculum.chapters[0]!;
    expect(screen.getByRole('link', { name: 'Fazer o quiz do Capítulo 1' })).toHaveAttribute(
      'href',
      `/capitulos/${first.id}/quiz`,
    );
  });

  it('with quizzes taken and nothing due, says all is done and leads back to the reading', () => {
    const first = curriculum.chapters[0]!;
    const day = new Date().toISOString().slice(0, 10);
    const review = Object.fromEntries(
      first.quiz.map((q) => [
        `${first.id}:${q.id}`,
        {
          due: '2099-01-01T00:00:00.000Z',
          stability: 30,
          difficulty: 5,
          elapsed_days: 0,
          scheduled_days: 30,
          learning_steps: 0,
          reps: 1,
          lapses: 0,
          state: 2,
        },
      ]),
    );
    renderApp(<DailyQuizScreen />, {
      path: '/quiz-diario',
      progress: {
        quizBests: { [first.id]: { correct: 5, total: 5, at: `${day}T12:00:00.000Z` } },
        review,
        lastChapterId: first.id,
        sectionAt: { [first.id]: first.sections[1]!.id },
      },
    });
    expect(screen.getByText(/^Tudo em dia por hoje!/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Continuar: Cap. 1 · Seção 2 de ${first.sections.length}` }),
    ).toBeInTheDocument();
  });

  // A whole day's quiz, answered click by click: longer than the 5 s default on a busy machine.
  it(
    'asks today’s questions one at a time, explains each answer, then sums the day up',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let first: ReturnType<typeof questionOf> | undefined;
      const { store } = renderApp(<DailyQuizScreen />, {
        path: '/quiz-diario',
        // Chapter 1's quiz taken yesterday: its bank is reviewed today.
        progress: {
          openedChapters: ['1'],
          quizBests: { '1': { correct: 2, total: 5, at: '2026-11-01T12:00:00.000Z' } },
        },
      });
      for (let i = 1; i <= DAILY_SIZE; i++) {
        expect(
          await screen.findByText(`Pergunta ${i} de ${DAILY_SIZE}`, { exact: false }),
        ).toBeInTheDocument();
        const question = questionOf(screen.getByRole('group').querySelector('legend')!.textContent!);
        if (i === 1) first = question;
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
              : // As Testing Library reads the page: "R$" and its no-break space become an ordinary space.
                `Não foi dessa vez. A resposta certa é: ${question.options[question.answer]}`.replace(
                  /\s+/g,
                  ' ',
                ),
          ),
        ).toBeInTheDocument();
        expect(screen.getByText(question.explanation.replace(/\s+/g, ' '))).toBeInTheDocument();
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
      // The day's first question can still go to a study group (jsdom has no share sheet: WhatsApp).
      const share = screen.getByRole('link', { name: 'Mandar a pergunta de hoje no WhatsApp' });
      const text = new URL(share.getAttribute('href')!).searchParams.get('text')!;
      expect(text).toContain(`${first!.question}\n\nA) ${first!.options[0]}`);
    },
  );
});
