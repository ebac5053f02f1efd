/**
 * Aparelhos conectados: every device signed in to the account. Another device's row offers "Desconectar"; this
 * device's row, "Sair deste aparelho" (signing out here, as the header's Sair does). Offline, the list needs the
 * server: a neutral line says so instead of an error.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTimeZone } from '../../app/selectors';
import { Button, Muted, Pill } from '../../components/ui';
import type { DeviceSession } from '../../../shared/api-schemas';
import { useOnline } from '../shell/useOnline';
import { useSignOut } from '../shell/useSignOut';
import { SignOutDialog } from '../shell/SignOutDialog';
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

function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: DeviceSession;
  busy: boolean;
  /** Signs out on this device. */
  onSignOut: () => void;
}) {
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
      {device.current ? (
        <Button $variant="secondary" aria-describedby={labelId} onClick={onSignOut}>
          Sair deste aparelho
        </Button>
      ) : (
        <Button
          $variant="secondary"
          aria-describedby={labelId}
          disabled={busy}
          onClick={() => void dispatch(endDevice(device.id))}
        >
          Desconectar
        </Button>
      )}
    </li>
  );
}

export function DevicesCard() {
  const dispatch = useAppDispatch();
  const { list, busy, notice, error } = useAppSelector(selectDevices);
  const hasOthers = useAppSelector(selectHasOtherDevices);
  const online = useOnline();
  const signOut = useSignOut();
  useEffect(() => {
    if (online) void dispatch(loadDevices());
  }, [dispatch, online]);

  return (
    <SettingsCard id="ajustes-aparelhos" title="Aparelhos conectados">
      {!online ? (
        <Muted as="p" role="status">
          {list === null
            ? 'Conecte-se para ver seus aparelhos.'
            : 'Sem conexão: esta é a lista da última vez. Conecte-se para desconectar um aparelho.'}
        </Muted>
      ) : (
        list === null && !error && <Muted as="p">Carregando aparelhos…</Muted>
      )}
      {list !== null && (
        <List aria-labelledby="ajustes-aparelhos">
          {list.map((d) => (
            <DeviceRow key={d.id} device={d} busy={busy || !online} onSignOut={signOut.request} />
          ))}
        </List>
      )}
      <Outcome ok={notice} error={online ? error : null} />
      <Actions>
        {hasOthers && (
          <Button
            $variant="secondary"
            disabled={busy || !online}
            onClick={() => void dispatch(signOutOtherDevices())}
          >
            Desconectar todos os outros
          </Button>
        )}
        {online && error && (
          <Button $variant="secondary" disabled={busy} onClick={() => void dispatch(loadDevices())}>
            Tentar de novo
          </Button>
        )}
      </Actions>
      <SignOutDialog open={signOut.confirming} onConfirm={signOut.confirm} onCancel={signOut.cancel} />
    </SettingsCard>
  );
}
