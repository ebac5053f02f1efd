/** Switches between the light and the dark theme, named for what it will do. */
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useAppDispatch } from '../../app/hooks';
import { themeChosen } from './uiSlice';
import { useEffectiveTheme } from './theme';
import { IconButton } from './IconButton';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useEffectiveTheme() === 'dark';
  const label = dark ? 'Ativar modo claro' : 'Ativar modo escuro';
  return (
    <IconButton
      type="button"
      onClick={() => dispatch(themeChosen(dark ? 'light' : 'dark'))}
      aria-label={label}
      title={label}
    >
      {dark ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </IconButton>
  );
}
