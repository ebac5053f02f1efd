/** Aparência: follow the system's theme, or always light or dark. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { themeChosen, type ThemePreference } from '../shell/uiSlice';
import { RadioRow, SettingsCard } from './settings-ui';
import { selectThemePreference } from '../shell/ui-selectors';

const CHOICES: [ThemePreference, string][] = [
  ['system', 'Seguir o sistema'],
  ['light', 'Claro'],
  ['dark', 'Escuro'],
];

export function AppearanceCard() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectThemePreference);
  return (
    <SettingsCard id="ajustes-aparencia" title="Aparência">
      <RadioRow>
        <legend className="visually-hidden">Tema</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="tema"
              value={value}
              checked={theme === value}
              onChange={() => dispatch(themeChosen(value))}
            />
            {label}
          </label>
        ))}
      </RadioRow>
    </SettingsCard>
  );
}
