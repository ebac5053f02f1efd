/**
 * Progresso's rules: the achievement board (families, tiers, progress and dates as shown) and each chapter's
 * mastery (best quiz, checklist, and how firm its daily-review questions are).
 */
import { describe, expect, it } from 'vitest';
import {
  achievementBoard,
  selectAchievementBoard,
  selectChapterMastery,
} from '../../src/client/features/progress/report-selectors';
import { ACHIEVEMENT_FAMILIES, ACHIEVEMENTS, type LearnerStats } from '../../src/shared/achievements';
import { addDays, dayKey } from '../../src/shared/days';
import { curriculum, learnerState } from '../support/learner-state';

const noStats: LearnerStats = {
  chaptersCompleted: 0,
  totalChapters: 10,
  longestStreak: 0,
  perfectQuizzes: 0,
  quizzesTaken: 0,
  checklistsCompleted: 0,
  labsCompleted: 0,
  insightsRead: 0,
  favorites: 0,
  dailyQuizzes: 0,
  goalsMet: 0,
  planCompleted: 0,
  leaguePromotions: 0,
};
const tierOf = (board: ReturnType<typeof achievementBoard>, id: string) =>
  board.families.flatMap((f) => f.tiers).find((t) => t.id === id)!;

describe('the achievement board', () => {
  it('lists every family in order, each with its tiers in order', () => {
    const board = achievementBoard({}, noStats, []);
    expect(board.families.map((f) => f.family)).toEqual(ACHIEVEMENT_FAMILIES);
    for (const { family, tiers } of board.families)
      expect(tiers.map((t) => t.id)).toEqual(
        ACHIEVEMENTS.filter((a) => a.family === family).map((a) => a.id),
      );
    expect(board.total).toBe(ACHIEVEMENTS.length);
    expect(board.earned).toBe(0);
  });

  it('earns each tier exactly at its target, and shows the count one short of it', () => {
    for (const a of ACHIEVEMENTS) {
      const target = a.target(noStats);
      const short = achievementBoard({}, { ...noStats, [a.stat]: target - 1 }, []);
      expect(tierOf(short, a.id), a.id).toMatchObject({ earned: false, value: target - 1, target });
      const reached = achievementBoard({}, { ...noStats, [a.stat]: target }, []);
      expect(tierOf(reached, a.id), a.id).toMatchObject({ earned: true, status: 'Conquistada' });
    }
  });

  it('says how far the learner is, in the tier’s unit, capped at its target', () => {
    const stats = { ...noStats, longestStreak: 2, chaptersCompleted: 1, quizzesTaken: 15 };
    const board = achievementBoard({}, stats, []);
    expect(tierOf(board, 'sequencia-3').status).toBe('2 de 3 dias');
    expect(tierOf(board, 'tres-capitulos').status).toBe('1 de 3 capítulos');
    expect(tierOf(board, 'primeiro-capitulo').status).toBe('Conquistada');
    expect(tierOf(board, 'meio-caminho').status).toBe('1 de 5 capítulos');
    expect(tierOf(board, 'todos-capitulos').status).toBe('1 de 10 capítulos');
    expect(tierOf(board, 'dez-quizzes')).toMatchObject({ value: 10, target: 10, earned: true });
  });

  it('dates a tier by when the rules recorded it, and keeps it earned if the count went back', () => {
    const board = achievementBoard({ 'checklist-completo': '2026-11-20T15:00:00.000Z' }, noStats, []);
    expect(tierOf(board, 'checklist-completo')).toMatchObject({
      earned: true,
      unlockedAt: '2026-11-20T15:00:00.000Z',
      status: 'Conquistada em 20 de nov. de 2026',
    });
    expect(board.earned).toBe(1);
  });

  it('dates league tiers by the end of the week of the promotion that reached them', () => {
    const state = learnerState({
      leagueHistory: [
        { week: '2026-11-09', tier: 3, rank: 2, points: 300, outcome: 'promoted', newTier: 4 },
        { week: '2026-11-02', tier: 3, rank: 9, points: 90, outcome: 'stayed', newTier: 3 },
        { week: '2026-10-26', tier: 2, rank: 1, points: 250, outcome: 'promoted', newTier: 3 },
        { week: '2026-10-19', tier: 1, rank: 3, points: 120, outcome: 'promoted', newTier: 2 },
      ],
    });
    const board = selectAchievementBoard(state);
    expect(tierOf(board, 'liga-subiu')).toMatchObject({
      unlockedAt: '2026-10-25T23:59:00.000Z',
      status: 'Conquistada em 25 de out. de 2026',
    });
    expect(tierOf(board, 'liga-escalada').status).toBe('Conquistada em 15 de nov. de 2026');
  });

  it('counts a league tier not reached yet from the promotions so far', () => {
    const state = learnerState({
      leagueHistory: [{ week: '2026-10-19', tier: 1, rank: 3, points: 120, outcome: 'promoted', newTier: 2 }],
    });
    expect(tierOf(selectAchievementBoard(state), 'liga-escalada')).toMatchObject({
      earned: false,
      status: '1 de 3 semanas',
    });
  });

  it('reads the learner’s progress: chapters of the course, recorded dates, streaks', () => {
    const today = dayKey(Date.now(), 'America/Sao_Paulo');
    const board = selectAchievementBoard(
      learnerState({
        progress: {
          activityDays: [addDays(today, -1), today],
          completedChapters: { '1': '2026-11-20T15:00:00.000Z' },
          achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' },
        },
      }),
    );
    expect(tierOf(board, 'primeiro-capitulo').status).toBe('Conquistada em 20 de nov. de 2026');
    expect(tierOf(board, 'sequencia-3').status).toBe('2 de 3 dias');
    expect(tierOf(board, 'todos-capitulos').status).toBe(`1 de ${curriculum.chapters.length} capítulos`);
    expect(board.earned).toBe(1);
  });
});

describe('chapter mastery', () => {
  const timeZone = 'America/Sao_Paulo';
  const today = dayKey(Date.now(), timeZone);
  /** A daily-review card due on `day` (at noon in São Paulo) after a rest of `rest` days. */
  const card = (day: string, rest: number) => ({
    due: `${day}T15:00:00.000Z`,
    stability: 3,
    difficulty: 5,
    elapsed_days: 1,
    scheduled_days: rest,
    learning_steps: 0,
    reps: 2,
    lapses: 0,
    state: 2,
  });
  const first = curriculum.chapters[0]!;
  const q = (i: number) => `${first.id}:${first.quiz[i]!.id}`;
  const done = '2026-11-20T15:00:00.000Z';

  it('lists every chapter in course order, with nothing done yet', () => {
    const mastery = selectChapterMastery(learnerState());
    expect(mastery.map((c) => c.id)).toEqual(curriculum.chapters.map((c) => c.id));
    expect(mastery[0]).toEqual({
      id: first.id,
      number: first.number,
      title: first.title,
      completed: false,
      bestQuizPercent: null,
      checklistDone: 0,
      checklistCount: first.checklist.length,
      review: null,
    });
  });

  it('shows the best quiz as a rounded percent, the checklist ticked and whether the chapter is done', () => {
    const [c] = selectChapterMastery(
      learnerState({
        progress: {
          quizBests: { [first.id]: { correct: 2, total: 3, at: done } },
          checklist: { [first.id]: [first.checklist[0]!.id] },
          completedChapters: { [first.id]: done },
        },
      }),
    );
    expect(c).toMatchObject({ completed: true, bestQuizPercent: 67, checklistDone: 1 });
  });

  it('calls a question firm when it is not due before tomorrow and earned at least two days’ rest', () => {
    const [c, second] = selectChapterMastery(
      learnerState({
        progress: {
          review: {
            [q(0)]: card(addDays(today, 1), 2), // firm
            [q(1)]: card(addDays(today, 1), 1), // a day's rest only
            [q(2)]: card(today, 5), // due today
            [q(3)]: card(addDays(today, 10), 10), // firm
          },
        },
      }),
    );
    expect(c!.review).toEqual({ firm: 2, questions: first.quiz.length });
    expect(second!.review).toBeNull();
  });
});
