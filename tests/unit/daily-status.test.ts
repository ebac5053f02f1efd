// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dailyQuizStatus,
  questionNumber,
  selectDailyQuizStatus,
} from '../../src/client/features/daily/daily-selectors';
import { answerDailyQuestion } from '../../src/client/features/daily/daily-thunks';
import { verdict } from '../../src/client/features/daily/daily-format';
import { selectToday } from '../../src/client/app/selectors';
import { DAILY_POINTS_FIRST, DAILY_SIZE, parseReviewKey } from '../../src/shared/daily-quiz';
import { courseStore, curriculum, settled } from '../support/course-store';

afterEach(() => vi.unstubAllGlobals());

const keys = ['1:a', '1:b', '1:c', '2:a', '2:b'];
const log = (answers: Record<string, boolean>, points = 0) => ({ set: keys, answers, points });
const answered = (n: number) => Object.fromEntries(keys.slice(0, n).map((k, i) => [k, i % 2 === 0]));

describe('today’s daily quiz status', () => {
  it('has nothing to review when today has no questions', () => {
    expect(dailyQuizStatus([], undefined)).toMatchObject({ stage: 'nothing-to-review', answered: 0 });
    expect(dailyQuizStatus(keys.slice(0, 1), undefined).stage).toBe('not-started');
  });

  it('is not started until the first answer, in progress until the last, then done', () => {
    expect(dailyQuizStatus(keys, undefined)).toMatchObject({
      stage: 'not-started',
      answered: 0,
      pending: keys,
      points: 0,
    });
    expect(dailyQuizStatus(keys, log(answered(1), 10))).toMatchObject({
      stage: 'in-progress',
      answered: 1,
      pending: keys.slice(1),
      points: 10,
    });
    expect(dailyQuizStatus(keys, log(answered(keys.length - 1)))).toMatchObject({
      stage: 'in-progress',
      answered: keys.length - 1,
      pending: keys.slice(-1),
    });
    expect(dailyQuizStatus(keys, log(answered(keys.length), 30))).toMatchObject({
      stage: 'done',
      answered: keys.length,
      pending: [],
      right: 3,
      points: 30,
    });
  });

  it('asks the first question not answered, wherever it is in the day’s order', () => {
    const status = dailyQuizStatus(keys, log({ '1:b': true }));
    expect(status.pending[0]).toBe('1:a');
    expect(status.answered).toBe(1);
  });

  it('numbers the question on screen: the next one, or the one whose answer is shown', () => {
    const two = dailyQuizStatus(keys, log(answered(2)));
    expect(questionNumber(two, false)).toBe(3);
    expect(questionNumber(two, true)).toBe(2);
    const all = dailyQuizStatus(keys, log(answered(keys.length)));
    expect(questionNumber(all, true)).toBe(keys.length);
    expect(questionNumber(all, false)).toBe(keys.length);
  });

  it('gives the verdict with the points, says why a right answer earned none, and shows the right option', () => {
    expect(verdict({ correct: true, points: DAILY_POINTS_FIRST }, 'B')).toBe(
      `Certo! +${DAILY_POINTS_FIRST} pontos`,
    );
    // What is left under the day's cap may be a single point.
    expect(verdict({ correct: true, points: 1 }, 'B')).toBe('Certo! +1 ponto');
    expect(verdict({ correct: true, points: 0 }, 'B')).toBe(
      'Certo! Sem pontos: o limite de hoje já foi atingido.',
    );
    expect(verdict({ correct: false, points: 0 }, 'B')).toBe('Não foi dessa vez. A resposta certa é: B');
  });
});

describe('the daily quiz in the store', () => {
  it('has nothing to review before the learner takes a chapter’s quiz, even with chapters opened', async () => {
    expect(selectDailyQuizStatus(courseStore().getState()).stage).toBe('nothing-to-review');
    const opened = courseStore({ openedChapters: ['1', '2'] });
    expect(selectDailyQuizStatus(opened.getState()).stage).toBe('nothing-to-review');
  });

  it('moves from not started to in progress with the first answer, paying a first right answer', async () => {
    const store = courseStore({
      openedChapters: ['1'],
      quizBests: { '1': { correct: 2, total: 5, at: '' } },
    });
    const before = selectDailyQuizStatus(store.getState());
    expect(before).toMatchObject({ stage: 'not-started', answered: 0, points: 0 });
    expect(before.keys).toHaveLength(DAILY_SIZE);

    const { chapterId, questionId } = parseReviewKey(before.pending[0]!);
    const question = curriculum.chapters
      .find((c) => c.id === chapterId)!
      .quiz.find((q) => q.id === questionId)!;
    const result = await store.dispatch(
      answerDailyQuestion({ chapterId, questionId, answer: question.answer }),
    );
    expect(answerDailyQuestion.fulfilled.match(result) && result.payload).toMatchObject({
      pointsAwarded: DAILY_POINTS_FIRST,
      daily: { correct: true },
    });

    const after = selectDailyQuizStatus(store.getState());
    expect(after).toMatchObject({ stage: 'in-progress', answered: 1, right: 1, points: DAILY_POINTS_FIRST });
    expect(after.keys).toEqual(before.keys);
    expect(store.getState().progress.state.dailyLog[selectToday(store.getState())]?.points).toBe(
      DAILY_POINTS_FIRST,
    );
    await settled(store);
  });

  it('refuses an answer about a chapter the learner has not opened, saying why', async () => {
    const store = courseStore({
      openedChapters: ['1'],
      quizBests: { '1': { correct: 2, total: 5, at: '' } },
    });
    const other = curriculum.chapters.find((c) => c.id !== '1')!;
    const result = await store.dispatch(
      answerDailyQuestion({ chapterId: other.id, questionId: other.quiz[0]!.id, answer: 0 }),
    );
    expect(answerDailyQuestion.rejected.match(result)).toBe(true);
    expect(result.payload).toBe('Faça o quiz do capítulo antes de revisá-lo no quiz diário.');
    expect(selectDailyQuizStatus(store.getState()).stage).toBe('not-started');
  });
});
