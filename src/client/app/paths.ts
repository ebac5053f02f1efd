/**
 * Every address of the app in one place: the routes match these patterns, and screens link with these functions,
 * so a renamed screen is one change here.
 */
export const CHAPTER_TABS = ['conteudo', 'quiz', 'checklist', 'pratica'] as const;
export type ChapterTab = (typeof CHAPTER_TABS)[number];

/** The tab an address names; the content tab, which has no segment of its own, for anything else. */
export const chapterTabOf = (segment: string | undefined): ChapterTab =>
  CHAPTER_TABS.find((tab) => tab === segment) ?? 'conteudo';

export const paths = {
  home: '/',
  library: '/aprender',
  chapterPattern: '/capitulos/:id/:tab?',
  /** The content tab is the chapter's own address. */
  chapter: (id: string, tab?: ChapterTab) =>
    tab && tab !== 'conteudo' ? `/capitulos/${id}/${tab}` : `/capitulos/${id}`,
  /** A step of the content tab: a section, or the summary (SUMMARY_STEP). */
  chapterSection: (id: string, sectionId: string) =>
    `/capitulos/${id}?secao=${encodeURIComponent(sectionId)}`,
  /** The query parameter that names the step. */
  sectionParam: 'secao',
  insightPattern: '/insights/:id',
  insight: (id: string) => `/insights/${id}`,
  dailyQuiz: '/quiz-diario',
  capstone: '/projeto-final',
  /** A step of the projeto final (a PlanStep id, or CAPSTONE_REVIEW_STEP). */
  capstoneStep: (stepId: string) => `/projeto-final?etapa=${encodeURIComponent(stepId)}`,
  /** The query parameter that names the projeto final's step. */
  capstoneStepParam: 'etapa',
  capstonePrint: '/projeto-final/imprimir',
  exam: '/prova-final',
  progress: '/progresso',
  /** A certificate's public page (served by the server, outside the app). */
  certificate: (code: string) => `/certificado/${code}`,
  community: '/comunidade',
  settings: '/ajustes',
  /** A card of Ajustes, by the id of its title. */
  settingsCard: (cardId: string) => `/ajustes#${cardId}`,
  privacy: '/privacidade',
  signIn: '/entrar',
  /** The sign-in screen on its Cadastrar tab: where newcomers and the public pages' invitations land. */
  signUp: '/cadastrar',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  confirmEmail: '/confirmar-email',
  /** Where the link sent to a new address (Ajustes → E-mail da conta) leads. */
  confirmEmailChange: '/confirmar-novo-email',
} as const;
