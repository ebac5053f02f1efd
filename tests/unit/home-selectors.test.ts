// @vitest-environment jsdom
/** What Início shows: which chapter "Continuar" opens, the counters, the daily quiz, the greeting, the insight. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dailyQuizToday,
  selectDailyQuizToday,
  selectFirstName,
  selectHomeCounters,
} from '../../src/client/features/home/home-selectors';
import {
  selectAchievements,
  selectContinueChapterId,
  selectContinueReading,
  selectNotifications,
  selectTodaysInsight,
} from '../../src/client/app/selectors';
import { insightOfTheDay } from '../../src/shared/insight-rotation';
import type { ProgressState } from '../../src/shared/progress';
import { curriculum, learnerStore } from '../support/learner-store';

// Midday in São Paulo, the learner's time zone: today is 5 November 2026 there.
const TODAY = '2026-11-05';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
});
afterEach(() => vi.useRealTimers());

const stateWith = (progress: Partial<ProgressState> = {}, name?: string) =>
  learnerStore({ progress, user: name === undefined ? {} : { name } }).getState();
const done = '2026-11-01T10:00:00Z';
const ids = curriculum.chapters.map((c) => c.id);
const allCompleted = Object.fromEntries(ids.map((id) => [id, done]));

describe('"Continuar de onde parei"', () => {
  it('opens the first chapter for a learner who has opened none', () => {
    expect(selectContinueChapterId(stateWith())).toBe(ids[0]);
  });

  it('opens the chapter last opened while it is not completed', () => {
    const state = stateWith({ lastChapterId: ids[4], completedChapters: { [ids[0]!]: done } });
    expect(selectContinueChapterId(state)).toBe(ids[4]);
  });

  it('moves on to the first chapter not completed, in course order, once the last one opened is done', () => {
    const completed = { [ids[0]!]: done, [ids[1]!]: done, [ids[3]!]: done };
    expect(selectContinueChapterId(stateWith({ lastChapterId: ids[3], completedChapters: completed }))).toBe(
      ids[2],
    );
  });

  it('goes back to the chapter last opened, for review, once every chapter is completed', () => {
    const state = stateWith({ lastChapterId: ids[6], completedChapters: allCompleted });
    expect(selectContinueChapterId(state)).toBe(ids[6]);
  });

  it('goes back to the first chapter when every chapter is completed and none was opened here', () => {
    expect(selectContinueChapterId(stateWith({ completedChapters: allCompleted }))).toBe(ids[0]);
  });
});

describe('"Continuar de onde parei", named', () => {
  const second = curriculum.chapters[1]!;

  it('names the chapter and the section the learner was on, and opens that section', () => {
    const state = stateWith({ lastChapterId: second.id, sectionAt: { [second.id]: second.sections[2]!.id } });
    expect(selectContinueReading(state)).toEqual({
      chapterId: second.id,
      label: `Continuar: Cap. 2 · Seção 3 de ${second.sections.length}`,
      href: `/capitulos/${second.id}?secao=${second.sections[2]!.id}`,
    });
  });

  it('names the summary when the learner stopped there, and keeps the plain label before any reading', () => {
    const atSummary = stateWith({ lastChapterId: second.id, sectionAt: { [second.id]: 'resumo' } });
    expect(selectContinueReading(atSummary)?.label).toBe('Continuar: Cap. 2 · Resumo');
    expect(selectContinueReading(stateWith())).toEqual({
      chapterId: ids[0],
      label: 'Continuar de onde parei',
      href: `/capitulos/${ids[0]}`,
    });
  });
});

describe('"Seus números"', () => {
  it('counts completed chapters out of the course, quizzes taken, achievements earned and favourites', () => {
    const best = { correct: 4, total: 5, at: done };
    const state = stateWith({
      completedChapters: { [ids[0]!]: done, [ids[2]!]: done },
      quizBests: { [ids[0]!]: best, [ids[1]!]: best, [ids[2]!]: best },
      // Every quiz sent counts, retakes included, as on Progresso.
      quizAttempts: 3,
      favorites: [ids[1]!, ids[3]!, ids[5]!, ids[7]!],
    });
    const earned = selectAchievements(state).length;
    expect(earned).toBeGreaterThan(0);
    expect(selectHomeCounters(state)).toEqual({
      chaptersCompleted: 2,
      chapters: curriculum.chapters.length,
      quizzesTaken: 3,
      achievements: earned,
      favorites: 4,
    });
  });

  it('starts at zero of the whole course', () => {
    expect(selectHomeCounters(stateWith())).toEqual({
      chaptersCompleted: 0,
      chapters: curriculum.chapters.length,
      quizzesTaken: 0,
      achievements: 0,
      favorites: 0,
    });
  });
});

describe('the daily quiz on Início', () => {
  it('has nothing to offer on a day without questions', () => {
    expect(dailyQuizToday(0, 0)).toEqual({ state: 'nothing-due' });
    expect(selectDailyQuizToday(stateWith())).toEqual({ state: 'nothing-due' });
  });

  it('counts the questions still waiting until the last one is answered', () => {
    expect(dailyQuizToday(5, 0)).toEqual({ state: 'waiting', waiting: 5, total: 5 });
    expect(dailyQuizToday(5, 4)).toEqual({ state: 'waiting', waiting: 1, total: 5 });
    expect(dailyQuizToday(5, 5)).toEqual({ state: 'done' });
  });

  it('reads today’s set and answers from the learner’s log, not another day’s', () => {
    const set = ['1:q1', '1:q2', '1:q3'];
    const day = (answered: string[]) => ({
      set,
      answers: Object.fromEntries(answered.map((k) => [k, true])),
      points: 0,
    });
    const yesterday = { '2026-11-04': day(set) };
    expect(selectDailyQuizToday(stateWith({ dailyLog: { ...yesterday, [TODAY]: day(['1:q1']) } }))).toEqual({
      state: 'waiting',
      waiting: 2,
      total: 3,
    });
    expect(selectDailyQuizToday(stateWith({ dailyLog: { [TODAY]: day(set) } }))).toEqual({ state: 'done' });
  });
});

describe('the greeting and today’s insight', () => {
  it('greets the learner by the first name', () => {
    expect(selectFirstName(stateWith({}, 'Maria da Silva'))).toBe('Maria');
    expect(selectFirstName(stateWith({}, 'Joana'))).toBe('Joana');
  });

  it('features the same insight on Início and in the bell: the rotation’s insight for the learner’s day', () => {
    const state = stateWith();
    const insight = selectTodaysInsight(state)!;
    expect(insight).toBe(insightOfTheDay(curriculum.insights, TODAY));
    const bell = selectNotifications(state).list.find((n) => n.kind === 'insight');
    expect(bell?.href).toBe(`/insights/${insight.id}`);
  });
});
