/** Aparelhos conectados: every device signed in to the account, this one marked; the others can be signed out. */
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTimeZone } from '../../app/selectors';
import { Button, Muted, Pill } from '../../components/ui';
import type { DeviceSession } from '../../../shared/api-schemas';
import { endDevice, loadDevices, signOutOtherDevices } from './account-thunks';
import { selectDevices, selectHasOtherDevices } from './devicesSlice';
import { Actions, Outcome, SettingsCard } from './settings-ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  li > div {
    min-width: 0;
  }
`;

function when(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

function DeviceRow({ device, busy }: { device: DeviceSession; busy: boolean }) {
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectTimeZone);
  const labelId = `aparelho-${device.id}`;
  return (
    <li>
      <div>
        <strong id={labelId}>{device.device}</strong>{' '}
        {device.current && <Pill $tone="primary">Este aparelho</Pill>}
        <br />
        <Muted>
          Entrou em {when(device.createdAt, timeZone)} · último uso em {when(device.lastSeenAt, timeZone)}
        </Muted>
      </div>
      {!device.current && (
        <Button
          $variant="secondary"
          aria-describedby={labelId}
          disabled={busy}
          onClick={() => void dispatch(endDevice(device.id))}
        >
          Sair deste aparelho
        </Button>
      )}
    </li>
  );
}

export function DevicesCard() {
  const dispatch = useAppDispatch();
  const { list, busy, notice, error } = useAppSelector(selectDevices);
  const hasOthers = useAppSelector(selectHasOtherDevices);
  useEffect(() => {
    void dispatch(loadDevices());
  }, [dispatch]);

  return (
    <SettingsCard id="ajustes-aparelhos" title="Aparelhos conectados">
      {list === null ? (
        !error && <Muted as="p">Carregando aparelhos…</Muted>
      ) : (
        <List aria-labelledby="ajustes-aparelhos">
          {list.map((d) => (
            <DeviceRow key={d.id} device={d} busy={busy} />
          ))}
        </List>
      )}
      <Outcome ok={notice} error={error} />
      <Actions>
        {hasOthers && (
          <Button $variant="secondary" disabled={busy} onClick={() => void dispatch(signOutOtherDevices())}>
            Sair de todos os outros
          </Button>
        )}
        {error && (
          <Button $variant="secondary" disabled={busy} onClick={() => void dispatch(loadDevices())}>
            Tentar de novo
          </Button>
        )}
      </Actions>
    </SettingsCard>
  );
}
