/**
 * The offer after a completed lesson: "Quer um lembrete para estudar?", with one tap to turn reminders on here
 * (only that tap asks the browser) or "Agora não", remembered on this device. Not shown where the device is
 * already subscribed, where notifications are blocked, or once declined.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import BellRing from 'lucide-react/icons/bell-ring';
import { Link } from 'wouter';
import { Button, Card, Muted } from '../../components/ui';
import { paths } from '../../app/paths';
import { Outcome } from '../settings/settings-ui';
import { currentSubscription } from './push-client';
import { unavailableReason, useReminders } from './use-reminders';

const DECLINED_KEY = 'hub-lembrete-oferta-recusada';

const Offer = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
  h3 {
    margin: 0 0 ${(p) => p.theme.space(2)};
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

function declined(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

export function ReminderOffer() {
  const r = useReminders({ load: false });
  const [hidden, setHidden] = useState(
    () => declined() || r.support === 'denied' || r.support === 'unsupported',
  );
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (hidden) return;
    let live = true;
    currentSubscription().then(
      (s) => live && s && setHidden(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hidden]);
  if (hidden && !done) return null;

  const reason = unavailableReason(r.support);
  return (
    <Offer aria-labelledby="oferta-lembrete">
      <h3 id="oferta-lembrete">
        <BellRing size={20} aria-hidden /> Quer um lembrete para estudar?
      </h3>
      {done ? null : reason ? (
        <p>{reason}</p>
      ) : (
        <p>
          Avisamos neste aparelho quando for hora de estudar e antes de a sua sequência acabar. Você escolhe o
          horário em <Link href={paths.settingsCard('ajustes-lembretes')}>Ajustes</Link>.
        </p>
      )}
      {!done && (
        <Row>
          {!reason && (
            <Button disabled={r.busy} onClick={() => void r.turnOn().then((ok) => setDone(ok))}>
              Ativar lembretes
            </Button>
          )}
          <Button
            $variant="secondary"
            onClick={() => {
              try {
                localStorage.setItem(DECLINED_KEY, '1');
              } catch {
                // Private mode: the offer simply comes back next time.
              }
              setHidden(true);
            }}
          >
            Agora não
          </Button>
        </Row>
      )}
      <Outcome ok={r.ok} error={r.error} />
      {done && <Muted as="p">Você pode mudar o horário ou desligar em Ajustes → Lembretes.</Muted>}
    </Offer>
  );
}
