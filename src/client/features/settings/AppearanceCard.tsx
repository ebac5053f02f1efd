/** Aparência: follow the system's theme, or always light or dark. */
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { themeChosen, type ThemePreference } from '../shell/uiSlice';
import { Outcome, SettingsCard } from './settings-ui';
import { selectThemePreference } from '../shell/ui-selectors';

const Radios = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 10px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    min-height: 44px;
    cursor: pointer;
  }
`;

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
      <Radios>
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
      </Radios>
      <Outcome ok={saved} />
    </SettingsCard>
  );
}
