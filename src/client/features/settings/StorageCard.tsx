/**
 * Espaço neste aparelho: how much the course takes offline, whether the browser keeps it, and "Liberar espaço"
 * for what can be downloaded again (never the learner's progress, nor the course needed offline).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatMegabytes } from '../../../shared/data-cost';
import { Button, Muted } from '../../components/ui';
import {
  freeDeviceSpace,
  keepStorage,
  measureDeviceUsage,
  storageKept,
  type DeviceUsage,
} from '../../lib/device-storage';
import { Actions, Outcome, SettingsCard } from './settings-ui';

/** Its buttons keep a line's space from the text under them. */
const Row = styled(Actions)`
  margin-bottom: 12px;
`;

export function StorageCard() {
  const [usage, setUsage] = useState<DeviceUsage | null>(null);
  const [kept, setKept] = useState<boolean | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void measureDeviceUsage().then((u) => live && setUsage(u));
    void storageKept().then((k) => live && setKept(k));
    return () => {
      live = false;
    };
  }, []);

  const free = async () => {
    setBusy(true);
    const freed = await freeDeviceSpace();
    setUsage(await measureDeviceUsage());
    setBusy(false);
    setOk(`Pronto: ${formatMegabytes(freed)} liberados. Seu progresso e o curso offline continuam aqui.`);
  };
  const keep = async () => setKept(await keepStorage());

  return (
    <SettingsCard id="ajustes-espaco" title="Espaço neste aparelho">
      <p>
        {usage === null
          ? 'Medindo o espaço…'
          : usage.course > 0
            ? `O curso ocupa ${formatMegabytes(usage.course)} neste aparelho, para estudar sem internet.`
            : 'O curso ainda não foi guardado neste aparelho para estudar sem internet.'}
        {usage?.total ? ` No total, com seu progresso, o app usa ${formatMegabytes(usage.total)}.` : ''}
      </p>
      {kept === true && <Muted as="p">O navegador vai manter o curso guardado mesmo com pouco espaço.</Muted>}
      {kept === false && (
        <>
          <Muted as="p">
            Com pouco espaço, o navegador pode apagar o curso guardado (seu progresso fica salvo na sua
            conta).
          </Muted>
          <Row>
            <Button type="button" $variant="secondary" onClick={() => void keep()}>
              Manter o curso neste aparelho
            </Button>
          </Row>
        </>
      )}

      {usage !== null && usage.freeable > 0 && (
        <>
          <Muted as="p">
            Liberar espaço apaga só cópias de mídia e arquivos que o app baixa de novo quando precisar. Seu
            progresso, as ações ainda não enviadas e o curso para estudar offline ficam.
          </Muted>
          <Row>
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void free()}>
              Liberar espaço ({formatMegabytes(usage.freeable)})
            </Button>
          </Row>
        </>
      )}
      {usage !== null && usage.freeable === 0 && (
        <Muted as="p">
          Nada a liberar agora: o aparelho guarda só o curso para estudar offline e o seu progresso.
        </Muted>
      )}
      <Outcome ok={ok} />
    </SettingsCard>
  );
}
