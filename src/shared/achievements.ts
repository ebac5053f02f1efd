/**
 * Conquistas: families of tiers over the learner's stats, with pt-BR names. Whether one is earned is derived;
 * when it was earned is recorded by the rules (`ProgressState.achievements`), so the date never moves.
 */
import type { ContentRules, ProgressState } from './progress.js';
import { longestStreak } from './streak.js';

export interface LearnerStats {
  chaptersCompleted: number;
  totalChapters: number;
  longestStreak: number;
  perfectQuizzes: number;
  quizzesTaken: number;
  checklistsCompleted: number;
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
  name: string;
  description: string;
  /** The learner's count toward it, and the count that earns it. */
  value: (s: LearnerStats) => number;
  target: (s: LearnerStats) => number;
  /** How the count reads: ["dia", "dias"]. */
  unit: readonly [string, string];
  /** @deprecated use isEarned(); kept for the snapshot's summary. */
  earned: (s: LearnerStats) => boolean;
}

type Spec = Omit<Achievement, 'earned' | 'target'> & { target: number | ((s: LearnerStats) => number) };

const DAYS = ['dia', 'dias'] as const;
const CHAPTERS = ['capítulo', 'capítulos'] as const;
const QUIZZES = ['quiz', 'quizzes'] as const;
const CHECKLISTS = ['checklist', 'checklists'] as const;
const INSIGHTS = ['insight', 'insights'] as const;

const specs: Spec[] = [
  // Sequência
  {
    id: 'sequencia-3',
    family: 'Sequência',
    name: 'Aquecendo',
    description: 'Estudou 3 dias seguidos.',
    value: (s) => s.longestStreak,
    target: 3,
    unit: DAYS,
  },
  {
    id: 'sequencia-7',
    family: 'Sequência',
    name: 'Semana de Foco',
    description: 'Estudou 7 dias seguidos.',
    value: (s) => s.longestStreak,
    target: 7,
    unit: DAYS,
  },
  {
    id: 'sequencia-30',
    family: 'Sequência',
    name: 'Hábito de Ferro',
    description: 'Estudou 30 dias seguidos.',
    value: (s) => s.longestStreak,
    target: 30,
    unit: DAYS,
  },
  {
    id: 'sequencia-100',
    family: 'Sequência',
    name: 'Cem Dias',
    description: 'Estudou 100 dias seguidos.',
    value: (s) => s.longestStreak,
    target: 100,
    unit: DAYS,
  },
  // Capítulos
  {
    id: 'primeiro-capitulo',
    family: 'Capítulos',
    name: 'Primeiro Passo',
    description: 'Concluiu o primeiro capítulo.',
    value: (s) => s.chaptersCompleted,
    target: 1,
    unit: CHAPTERS,
  },
  {
    id: 'tres-capitulos',
    family: 'Capítulos',
    name: 'Embalado',
    description: 'Concluiu 3 capítulos.',
    value: (s) => s.chaptersCompleted,
    target: 3,
    unit: CHAPTERS,
  },
  {
    id: 'meio-caminho',
    family: 'Capítulos',
    name: 'Meio Caminho',
    description: 'Concluiu metade dos capítulos.',
    value: (s) => s.chaptersCompleted,
    target: (s) => Math.max(1, Math.ceil(s.totalChapters / 2)),
    unit: CHAPTERS,
  },
  {
    id: 'todos-capitulos',
    family: 'Capítulos',
    name: 'Mestre do Marketing',
    description: 'Concluiu todos os capítulos.',
    value: (s) => s.chaptersCompleted,
    target: (s) => Math.max(1, s.totalChapters),
    unit: CHAPTERS,
  },
  // Quizzes
  {
    id: 'primeiro-quiz',
    family: 'Quizzes',
    name: 'Mão na Prova',
    description: 'Fez o primeiro quiz.',
    value: (s) => s.quizzesTaken,
    target: 1,
    unit: QUIZZES,
  },
  {
    id: 'dez-quizzes',
    family: 'Quizzes',
    name: 'Treino Constante',
    description: 'Enviou 10 quizzes de capítulo.',
    value: (s) => s.quizzesTaken,
    target: 10,
    unit: QUIZZES,
  },
  // Quizzes perfeitos
  {
    id: 'quiz-perfeito',
    family: 'Quizzes perfeitos',
    name: 'Gabaritou',
    description: 'Acertou todas as perguntas de um quiz.',
    value: (s) => s.perfectQuizzes,
    target: 1,
    unit: QUIZZES,
  },
  {
    id: 'tres-perfeitos',
    family: 'Quizzes perfeitos',
    name: 'Pontaria',
    description: 'Gabaritou 3 quizzes.',
    value: (s) => s.perfectQuizzes,
    target: 3,
    unit: QUIZZES,
  },
  {
    id: 'todos-perfeitos',
    family: 'Quizzes perfeitos',
    name: 'Gabarito Completo',
    description: 'Gabaritou o quiz de todos os capítulos.',
    value: (s) => s.perfectQuizzes,
    target: (s) => Math.max(1, s.totalChapters),
    unit: QUIZZES,
  },
  // Quiz diário
  {
    id: 'diario-1',
    family: 'Quiz diário',
    name: 'Primeira Revisão',
    description: 'Terminou um quiz diário.',
    value: (s) => s.dailyQuizzes,
    target: 1,
    unit: DAYS,
  },
  {
    id: 'diario-7',
    family: 'Quiz diário',
    name: 'Revisão em Dia',
    description: 'Terminou o quiz diário em 7 dias.',
    value: (s) => s.dailyQuizzes,
    target: 7,
    unit: DAYS,
  },
  {
    id: 'diario-30',
    family: 'Quiz diário',
    name: 'Memória de Elefante',
    description: 'Terminou o quiz diário em 30 dias.',
    value: (s) => s.dailyQuizzes,
    target: 30,
    unit: DAYS,
  },
  // Meta diária
  {
    id: 'meta-1',
    family: 'Meta diária',
    name: 'Meta Batida',
    description: 'Cumpriu a meta diária pela primeira vez.',
    value: (s) => s.goalsMet,
    target: 1,
    unit: DAYS,
  },
  {
    id: 'meta-7',
    family: 'Meta diária',
    name: 'Uma Semana de Metas',
    description: 'Cumpriu a meta diária em 7 dias.',
    value: (s) => s.goalsMet,
    target: 7,
    unit: DAYS,
  },
  {
    id: 'meta-30',
    family: 'Meta diária',
    name: 'Mês de Metas',
    description: 'Cumpriu a meta diária em 30 dias.',
    value: (s) => s.goalsMet,
    target: 30,
    unit: DAYS,
  },
  // Checklists
  {
    id: 'checklist-completo',
    family: 'Checklists',
    name: 'Mão na Massa',
    description: 'Completou o checklist de um capítulo.',
    value: (s) => s.checklistsCompleted,
    target: 1,
    unit: CHECKLISTS,
  },
  {
    id: 'cinco-checklists',
    family: 'Checklists',
    name: 'Fazedor',
    description: 'Completou 5 checklists.',
    value: (s) => s.checklistsCompleted,
    target: 5,
    unit: CHECKLISTS,
  },
  {
    id: 'todos-checklists',
    family: 'Checklists',
    name: 'Plano em Ação',
    description: 'Completou o checklist de todos os capítulos.',
    value: (s) => s.checklistsCompleted,
    target: (s) => Math.max(1, s.totalChapters),
    unit: CHECKLISTS,
  },
  // Insights
  {
    id: 'primeiro-insight',
    family: 'Insights',
    name: 'Curioso',
    description: 'Leu o primeiro insight.',
    value: (s) => s.insightsRead,
    target: 1,
    unit: INSIGHTS,
  },
  {
    id: 'leitor-de-insights',
    family: 'Insights',
    name: 'Bem Informado',
    description: 'Leu os sete insights da semana.',
    value: (s) => s.insightsRead,
    target: 7,
    unit: INSIGHTS,
  },
  // Liga semanal (counted from the league's history, which the app fetches; dated by the week they ended)
  {
    id: 'liga-subiu',
    family: 'Liga semanal',
    name: 'Subiu de Divisão',
    description: 'Terminou uma semana entre os 7 primeiros do grupo e subiu de divisão.',
    value: (s) => s.leaguePromotions,
    target: 1,
    unit: ['semana', 'semanas'],
  },
  {
    id: 'liga-escalada',
    family: 'Liga semanal',
    name: 'Escalada',
    description: 'Subiu de divisão em 3 semanas.',
    value: (s) => s.leaguePromotions,
    target: 3,
    unit: ['semana', 'semanas'],
  },
  // Projeto final
  {
    id: 'projeto-final',
    family: 'Projeto final',
    name: 'Plano Traçado',
    description: 'Concluiu o projeto final: o plano de 90 dias.',
    value: (s) => s.planCompleted,
    target: 1,
    unit: ['projeto', 'projetos'],
  },
];

export const ACHIEVEMENTS: readonly Achievement[] = specs.map((spec) => {
  const target = typeof spec.target === 'number' ? () => spec.target as number : spec.target;
  return { ...spec, target, earned: (s: LearnerStats) => spec.value(s) >= target(s) };
});

export const ACHIEVEMENT_FAMILIES = [...new Set(ACHIEVEMENTS.map((a) => a.family))];

export function statsOf(
  progress: ProgressState,
  rules: Pick<ContentRules, 'chapter'> & { chapterIds?: readonly string[] },
): LearnerStats {
  return {
    chaptersCompleted: Object.keys(progress.completedChapters).length,
    totalChapters: rules.chapterIds?.length ?? 0,
    longestStreak: longestStreak(progress.activityDays),
    perfectQuizzes: Object.values(progress.quizBests).filter((b) => b.total > 0 && b.correct === b.total)
      .length,
    quizzesTaken: progress.quizAttempts,
    checklistsCompleted: Object.entries(progress.checklist).filter(([id, done]) => {
      const all = rules.chapter(id)?.checklistIds ?? [];
      return all.length > 0 && all.every((item) => done.includes(item));
    }).length,
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
export function withUnlocks(
  state: ProgressState,
  rules: Pick<ContentRules, 'chapter'> & { chapterIds?: readonly string[] },
  at: string,
): ProgressState {
  const stats = statsOf(state, rules);
  let unlocked = state.achievements;
  for (const a of ACHIEVEMENTS) {
    if (!unlocked[a.id] && a.earned(stats)) unlocked = { ...unlocked, [a.id]: at };
  }
  return unlocked === state.achievements ? state : { ...state, achievements: unlocked };
}
