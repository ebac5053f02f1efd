/** Light and dark themes. Colours checked for WCAG AA contrast (text ≥ 4.5:1, large text and UI ≥ 3:1). */
export type ThemeName = 'light' | 'dark';

const shared = {
  radius: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  breakpoint: { desktop: '900px' },
  /** On paper, whatever the theme on screen: black on white, with grey rules. */
  print: { paper: '#fff', ink: '#000', rule: '#999' },
  /** Início's welcome card: light text on a violet gradient, the same in both themes. */
  hero: {
    background: 'linear-gradient(135deg, #3730a3, #6d28d9)',
    text: '#fff',
    tile: 'rgba(255, 255, 255, 0.14)',
    actionText: '#312e81',
  },
  /** What floats over the screen (the notifications, a toast). */
  floatingShadow: '0 12px 32px rgba(0, 0, 0, 0.25)',
  /** Over a chapter's own gradient, which is the same in both themes. */
  onGradient: {
    text: '#fff',
    badge: 'rgba(0, 0, 0, 0.55)',
    pill: 'rgba(0, 0, 0, 0.35)',
    button: '#fff',
    buttonText: '#1f2040',
    buttonPressed: '#fde68a',
  },
};

export const lightTheme = {
  ...shared,
  name: 'light' as ThemeName,
  color: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef0f7',
    text: '#161a2b',
    textMuted: '#4a5068',
    border: '#d5d9e6',
    primary: '#4338ca',
    primaryText: '#ffffff',
    primarySoft: '#e6e4fb',
    accent: '#b4235a',
    success: '#146c43',
    successSoft: '#dcf3e6',
    warning: '#8a4b00',
    warningSoft: '#fff1d6',
    danger: '#b42318',
    dangerSoft: '#fde4e1',
    focus: '#1d4ed8',
    overlay: 'rgba(15, 18, 34, 0.55)',
  },
  shadow: '0 1px 2px rgba(22, 26, 43, 0.06), 0 4px 16px rgba(22, 26, 43, 0.06)',
};

export type AppTheme = typeof lightTheme;

export const darkTheme: AppTheme = {
  ...lightTheme,
  name: 'dark',
  color: {
    bg: '#0f1220',
    surface: '#181c2e',
    surfaceAlt: '#222741',
    text: '#eef0fa',
    textMuted: '#b3b9d1',
    border: '#343a5a',
    primary: '#a5b4fc',
    primaryText: '#111433',
    primarySoft: '#2b2f5a',
    accent: '#f9a8d4',
    success: '#6ee7a8',
    successSoft: '#133826',
    warning: '#fcd34d',
    warningSoft: '#3a2c08',
    danger: '#fca5a5',
    dangerSoft: '#3f1618',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 16px rgba(0, 0, 0, 0.3)',
};

export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme };
