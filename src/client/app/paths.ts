/**
 * Every address of the app in one place: the routes match these patterns, and screens link with these functions,
 * so a renamed screen is one change here.
 */
export type ChapterTab = 'conteudo' | 'quiz' | 'checklist' | 'pratica';

export const paths = {
  home: '/',
  library: '/aprender',
  chapterPattern: '/capitulos/:id/:tab?',
  chapter: (id: string, tab?: string) => (tab ? `/capitulos/${id}/${tab}` : `/capitulos/${id}`),
  insightPattern: '/insights/:id',
  insight: (id: string) => `/insights/${id}`,
  dailyQuiz: '/quiz-diario',
  capstone: '/projeto-final',
  capstonePrint: '/projeto-final/imprimir',
  progress: '/progresso',
  community: '/comunidade',
  settings: '/ajustes',
  /** A card of Ajustes, by the id of its title. */
  settingsCard: (cardId: string) => `/ajustes#${cardId}`,
  privacy: '/privacidade',
  signIn: '/entrar',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  confirmEmail: '/confirmar-email',
} as const;
