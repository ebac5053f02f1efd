/** Tamanho do texto: four sizes, from 0,9× to 1,4× the browser's own, applied to every screen at once. */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Muted } from '../../components/ui';
import { textScaleChosen, type TextScale } from '../shell/uiSlice';
import { selectTextScale } from '../shell/ui-selectors';
import { Outcome, RadioRow, SettingsCard } from './settings-ui';

const CHOICES: [TextScale, string][] = [
  [0.9, 'Pequeno'],
  [1, 'Normal'],
  [1.2, 'Grande'],
  [1.4, 'Muito grande'],
];

export function TextSizeCard() {
  const dispatch = useAppDispatch();
  const scale = useAppSelector(selectTextScale);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <SettingsCard id="ajustes-texto" title="Tamanho do texto">
      <RadioRow aria-describedby="texto-dica">
        <legend className="visually-hidden">Tamanho do texto</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="tamanho-do-texto"
              value={value}
              checked={scale === value}
              onChange={(e) => {
                // Everything above grows or shrinks with the text: the chosen option stays where it was on
                // the screen, under the finger, instead of sliding out of view.
                const option = e.currentTarget;
                const before = option.getBoundingClientRect().top;
                dispatch(textScaleChosen(value));
                setSaved(`Tamanho do texto salvo: ${label.toLowerCase()}.`);
                requestAnimationFrame(() => window.scrollBy(0, option.getBoundingClientRect().top - before));
              }}
            />
            {label}
          </label>
        ))}
      </RadioRow>
      <Muted as="p" id="texto-dica">
        Vale para todas as telas deste aparelho e soma com o tamanho de letra do sistema.
      </Muted>
      <Outcome ok={saved} />
    </SettingsCard>
  );
}
