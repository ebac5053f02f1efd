/**
 * Economizar dados: videos, audios and large images wait for a tap. Until the learner chooses, it follows the
 * browser (on with Save-Data or a cellular connection), and the card says which.
 */
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Muted } from '../../components/ui';
import { useDataSaver, type DataSaverHint } from '../shell/data-saver';
import { dataSaverChosen } from '../shell/uiSlice';
import { Outcome, SettingsCard, SwitchLabel } from './settings-ui';

const WHY: Record<NonNullable<DataSaverHint>, string> = {
  'save-data': 'Ligado porque o navegador pediu economia de dados.',
  cellular: 'Ligado porque você está na rede móvel.',
};

export function DataSaverCard() {
  const dispatch = useAppDispatch();
  const { on, chosen, hint } = useDataSaver();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <SettingsCard id="ajustes-economia" title="Economizar dados">
      <SwitchLabel>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby="economia-dica"
          onChange={() => {
            dispatch(dataSaverChosen(!on));
            setSaved(on ? 'Economia de dados desligada.' : 'Economia de dados ligada.');
          }}
        />
        Economizar dados
      </SwitchLabel>
      <Muted as="p" id="economia-dica">
        Vídeos, áudios e imagens grandes só carregam quando você tocar neles, e cada um mostra o tamanho
        antes. O texto dos capítulos já fica no aparelho.
        {chosen === null && hint && ` ${WHY[hint]}`}
      </Muted>
      <Outcome ok={saved} />
    </SettingsCard>
  );
}
