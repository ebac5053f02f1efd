/** Meta diária: how many points a day the learner means to earn; synced like any other action. */
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { setDailyGoal } from '../progress/progress-thunks';
import { selectDailyGoal } from '../progress/progress-selectors';
import { DAILY_GOALS, type DailyGoal } from '../../../shared/goal';
import { counted } from '../../../shared/counts';
import { Outcome, SettingsCard } from './settings-ui';

const LABELS: Record<DailyGoal, string> = {
  10: '10 pontos · leve',
  20: '20 pontos · regular',
  30: '30 pontos · puxada',
  50: '50 pontos · intensa',
};

const Radios = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 8px;
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

export function GoalCard() {
  const dispatch = useAppDispatch();
  const goal = useAppSelector(selectDailyGoal);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <SettingsCard id="ajustes-meta" title="Meta diária">
      <p>Quantos pontos por dia você quer fazer? Um capítulo vale de 100 a 200; o quiz diário, até 50.</p>
      <Radios>
        <legend className="visually-hidden">Meta diária</legend>
        {DAILY_GOALS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="meta-diaria"
              value={value}
              checked={goal === value}
              onChange={() => {
                void dispatch(setDailyGoal(value));
                setSaved(`Meta salva: ${counted('points', value)} por dia.`);
              }}
            />
            {LABELS[value]}
          </label>
        ))}
      </Radios>
      <Outcome ok={saved} />
    </SettingsCard>
  );
}
