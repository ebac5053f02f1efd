/**
 * Conquistas: families of tiers over the learner's stats (their pt-BR names are in achievement-texts.ts, which
 * only the screens that show them load). Whether one is earned is derived;
 * when it was earned is recorded by the rules (`ProgressState.achievements`), so the date never moves.
 */
import type { ContentRules, ProgressState } from './progress-state.js';
import { longestStreak } from './streak.js';

export interface LearnerStats {
  chaptersCompleted: number;
  totalChapters: number;
  longestStreak: number;
  perfectQuizzes: number;
  quizzesTaken: number;
  checklistsCompleted: number;
  /** Mão na massa: labs with every step ticked. */
  labsCompleted: number;
  insightsRead: number;
  favorites: number;
  dailyQuizzes: number;
  goalsMet: number;
  planCompleted: number;
  /** Weeks the learner moved up a league tier (known to the app from the league's history; 0 elsewhere). */
  leaguePromotions: number;
}

export interface Achievement {
  id: string;
  family: string;
  /** The stat it counts. */
  stat: keyof LearnerStats;
  /** The learner's count toward it, and the count that earns it. */
  value: (s: LearnerStats) => number;
  target: (s: LearnerStats) => number;
  /** How the count reads: ["dia", "dias"]. */
  unit: readonly [string, string];
  /** @deprecated use isEarned(); kept for the snapshot's summary. */
  earned: (s: LearnerStats) => boolean;
}

/** A tier's target: a count, or half / all of the course's chapters. */
type Target = number | 'half' | 'all';

const DAYS = ['dia', 'dias'] as const;
const CHAPTERS = ['capítulo', 'capítulos'] as const;
const QUIZZES = ['quiz', 'quizzes'] as const;
const CHECKLISTS = ['checklist', 'checklists'] as const;
const INSIGHTS = ['insight', 'insights'] as const;
const WEEKS = ['semana', 'semanas'] as const;
const LABS = ['prática', 'práticas'] as const;

/** Each family: the stat it counts, how the count reads, and its tiers (id and target). */
const FAMILIES: [string, keyof LearnerStats, readonly [string, string], [string, Target][]][] = [
  [
    'Sequência',
    'longestStreak',
    DAYS,
    [
      ['sequencia-3', 3],
      ['sequencia-7', 7],
      ['sequencia-30', 30],
      ['sequencia-100', 100],
    ],
  ],
  [
    'Capítulos',
    'chaptersCompleted',
    CHAPTERS,
    [
      ['primeiro-capitulo', 1],
      ['tres-capitulos', 3],
      ['meio-caminho', 'half'],
      ['todos-capitulos', 'all'],
    ],
  ],
  [
    'Quizzes',
    'quizzesTaken',
    QUIZZES,
    [
      ['primeiro-quiz', 1],
      ['dez-quizzes', 10],
    ],
  ],
  [
    'Quizzes perfeitos',
    'perfectQuizzes',
    QUIZZES,
    [
      ['quiz-perfeito', 1],
      ['tres-perfeitos', 3],
      ['todos-perfeitos', 'all'],
    ],
  ],
  [
    'Quiz diário',
    'dailyQuizzes',
    DAYS,
    [
      ['diario-1', 1],
      ['diario-7', 7],
      ['diario-30', 30],
    ],
  ],
  [
    'Meta diária',
    'goalsMet',
    DAYS,
    [
      ['meta-1', 1],
      ['meta-7', 7],
      ['meta-30', 30],
    ],
  ],
  [
    'Checklists',
    'checklistsCompleted',
    CHECKLISTS,
    [
      ['checklist-completo', 1],
      ['cinco-checklists', 5],
      ['todos-checklists', 'all'],
    ],
  ],
  [
    'Práticas',
    'labsCompleted',
    LABS,
    [
      ['primeira-pratica', 1],
      ['tres-praticas', 3],
    ],
  ],
  [
    'Insights',
    'insightsRead',
    INSIGHTS,
    [
      ['primeiro-insight', 1],
      ['leitor-de-insights', 7],
    ],
  ],
  // Counted from the league's history, which the app fetches; dated by the week they ended.
  [
    'Liga semanal',
    'leaguePromotions',
    WEEKS,
    [
      ['liga-subiu', 1],
      ['liga-escalada', 3],
    ],
  ],
  ['Projeto final', 'planCompleted', ['projeto', 'projetos'], [['projeto-final', 1]]],
];

export const ACHIEVEMENTS: readonly Achievement[] = FAMILIES.flatMap(([family, stat, unit, tiers]) =>
  tiers.map(([id, t]) => {
    const target = (s: LearnerStats) =>
      t === 'half'
        ? Math.max(1, Math.ceil(s.totalChapters / 2))
        : t === 'all'
          ? Math.max(1, s.totalChapters)
          : t;
    const value = (s: LearnerStats) => s[stat];
    return { id, family, stat, unit, value, target, earned: (s: LearnerStats) => value(s) >= target(s) };
  }),
);

export const ACHIEVEMENT_FAMILIES = [...new Set(ACHIEVEMENTS.map((a) => a.family))];

type StatsRules = Pick<ContentRules, 'chapter'> & { chapterIds?: readonly string[] };

/**
 * A count over one part of the state, remembered by the part itself: the rules never change a part in place (a
 * change makes a new object), so the same part with the same rules gives the same count. Every applied event
 * checks the achievements, and a year of checklists, labs and quizzes then costs what a day does (decision 027).
 */
function countedByPart<T extends object>(count: (part: T, rules: StatsRules) => number) {
  const known = new WeakMap<T, { rules: StatsRules; n: number }>();
  return (part: T, rules: StatsRules): number => {
    const hit = known.get(part);
    if (hit?.rules === rules) return hit.n;
    const n = count(part, rules);
    known.set(part, { rules, n });
    return n;
  };
}

const perfectQuizzes = countedByPart(
  (bests: ProgressState['quizBests']) =>
    Object.values(bests).filter((b) => b.total > 0 && b.correct === b.total).length,
);
const checklistsCompleted = countedByPart(
  (checklist: ProgressState['checklist'], rules) =>
    Object.entries(checklist).filter(([id, done]) => {
      const all = rules.chapter(id)?.checklistIds ?? [];
      return all.length > 0 && all.every((item) => done.includes(item));
    }).length,
);
const NO_LABS: ProgressState['labs'] = {};
const labsCompleted = countedByPart((labs: ProgressState['labs'], rules) =>
  Object.entries(labs).reduce((n, [chapterId, chapterLabs]) => {
    const known = rules.chapter(chapterId)?.labs ?? [];
    return (
      n +
      known.filter((lab) => {
        const done = chapterLabs[lab.id] ?? [];
        return lab.stepIds.length > 0 && lab.stepIds.every((step) => done.includes(step));
      }).length
    );
  }, 0),
);

export function statsOf(progress: ProgressState, rules: StatsRules): LearnerStats {
  return {
    chaptersCompleted: Object.keys(progress.completedChapters).length,
    totalChapters: rules.chapterIds?.length ?? 0,
    longestStreak: longestStreak(progress.activityDays),
    perfectQuizzes: perfectQuizzes(progress.quizBests, rules),
    quizzesTaken: progress.quizAttempts,
    checklistsCompleted: checklistsCompleted(progress.checklist, rules),
    labsCompleted: labsCompleted(progress.labs ?? NO_LABS, rules),
    insightsRead: progress.insightsRead.length,
    favorites: progress.favorites.length,
    dailyQuizzes: progress.dailyDays.length,
    goalsMet: progress.goalDays.length,
    planCompleted: progress.planCompletedAt ? 1 : 0,
    leaguePromotions: 0,
  };
}

export function earnedAchievements(stats: LearnerStats): Achievement[] {
  return ACHIEVEMENTS.filter((a) => a.earned(stats));
}

/** "5 de 7 dias", capped at the target. */
export function achievementProgress(a: Achievement, stats: LearnerStats): { value: number; target: number } {
  const target = a.target(stats);
  return { value: Math.min(a.value(stats), target), target };
}

/**
 * Records, at `at`, every achievement the state has just earned; those already recorded keep their date, and
 * one is never taken back (a learner who un-ticks a checklist keeps what they earned).
 */
export function withUnlocks(state: ProgressState, rules: StatsRules, at: string): ProgressState {
  const stats = statsOf(state, rules);
  let unlocked = state.achievements;
  for (const a of ACHIEVEMENTS) {
    if (!unlocked[a.id] && a.earned(stats)) unlocked = { ...unlocked, [a.id]: at };
  }
  return unlocked === state.achievements ? state : { ...state, achievements: unlocked };
}
