/** Aparência: follow the system's theme, or always light or dark. */
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { themeChosen, type ThemePreference } from '../shell/uiSlice';
import { SettingsCard } from './settings-ui';
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
      <Radios>
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
      </Radios>
    </SettingsCard>
  );
}
