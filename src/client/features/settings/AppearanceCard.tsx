/** Aparência: follow the system's theme, or always light or dark. */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { themeChosen, type ThemePreference } from '../shell/uiSlice';
import { Outcome, RadioRow, SettingsCard } from './settings-ui';
import { selectThemePreference } from '../shell/ui-selectors';

const CHOICES: [ThemePreference, string, string][] = [
  ['system', 'Seguir o sistema', 'Tema salvo: segue o do sistema.'],
  ['light', 'Claro', 'Tema salvo: claro.'],
  ['dark', 'Escuro', 'Tema salvo: escuro.'],
];

export function AppearanceCard() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectThemePreference);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <SettingsCard id="ajustes-aparencia" title="Aparência">
      <RadioRow>
        <legend className="visually-hidden">Tema</legend>
        {CHOICES.map(([value, label, confirmation]) => (
          <label key={value}>
            <input
              type="radio"
              name="tema"
              value={value}
              checked={theme === value}
              onChange={() => {
                dispatch(themeChosen(value));
                setSaved(confirmation);
              }}
            />
            {label}
          </label>
        ))}
      </RadioRow>
      <Outcome ok={saved} />
    </SettingsCard>
  );
}
