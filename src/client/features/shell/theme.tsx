/** Applies the theme: the learner's choice, else the system's; mirrored to localStorage for a flash-free start. */
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { themes, type ThemeName } from '../../styles/theme';
import { GlobalStyle } from '../../styles/global';
import { THEME_STORAGE_KEY } from './uiSlice';
import { selectThemePreference } from './ui-selectors';
import { useAppliedTextScale } from './text-scale';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

export function useEffectiveTheme(): ThemeName {
  const choice = useAppSelector(selectThemePreference);
  const [systemDark, setSystemDark] = useState(() => query().matches);
  useEffect(() => {
    const mq = query();
    const onChange = () => setSystemDark(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const name = useEffectiveTheme();
  const choice = useAppSelector(selectThemePreference);
  const theme = themes[name];
  useAppliedTextScale();
  useEffect(() => {
    document.documentElement.dataset.theme = name;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.color.bg);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // private mode: the theme still applies, only the first paint may differ
    }
  }, [name, choice, theme]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
