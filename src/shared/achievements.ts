/** Achievements: a table of rules over the learner's stats, with pt-BR names. Derived, never stored. */
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
}

export interface Achievement {
  id: string;
  name: string;
  description: string;
  earned: (s: LearnerStats) => boolean;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: 'primeiro-capitulo',
    name: 'Primeiro Passo',
    description: 'Concluiu o primeiro capítulo.',
    earned: (s) => s.chaptersCompleted >= 1,
  },
  {
    id: 'primeiro-quiz',
    name: 'Mão na Prova',
    description: 'Fez o primeiro quiz.',
    earned: (s) => s.quizzesTaken >= 1,
  },
  {
    id: 'quiz-perfeito',
    name: 'Gabaritou',
    description: 'Acertou todas as perguntas de um quiz.',
    earned: (s) => s.perfectQuizzes >= 1,
  },
  {
    id: 'sequencia-3',
    name: 'Aquecendo',
    description: 'Estudou 3 dias seguidos.',
    earned: (s) => s.longestStreak >= 3,
  },
  {
    id: 'sequencia-7',
    name: 'Semana de Foco',
    description: 'Estudou 7 dias seguidos.',
    earned: (s) => s.longestStreak >= 7,
  },
  {
    id: 'sequencia-30',
    name: 'Hábito de Ferro',
    description: 'Estudou 30 dias seguidos.',
    earned: (s) => s.longestStreak >= 30,
  },
  {
    id: 'checklist-completo',
    name: 'Mão na Massa',
    description: 'Completou o checklist de um capítulo.',
    earned: (s) => s.checklistsCompleted >= 1,
  },
  {
    id: 'leitor-de-insights',
    name: 'Bem Informado',
    description: 'Leu os sete insights da semana.',
    earned: (s) => s.insightsRead >= 7,
  },
  {
    id: 'meio-caminho',
    name: 'Meio Caminho',
    description: 'Concluiu metade dos capítulos.',
    earned: (s) => s.totalChapters > 0 && s.chaptersCompleted >= Math.ceil(s.totalChapters / 2),
  },
  {
    id: 'todos-capitulos',
    name: 'Mestre do Marketing',
    description: 'Concluiu todos os capítulos.',
    earned: (s) => s.totalChapters > 0 && s.chaptersCompleted >= s.totalChapters,
  },
];

export function statsOf(
  progress: ProgressState,
  rules: ContentRules & { chapterIds: readonly string[] },
): LearnerStats {
  return {
    chaptersCompleted: Object.keys(progress.completedChapters).length,
    totalChapters: rules.chapterIds.length,
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
  };
}

export function earnedAchievements(stats: LearnerStats): Achievement[] {
  return ACHIEVEMENTS.filter((a) => a.earned(stats));
}
