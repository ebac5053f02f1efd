/**
 * Lembretes, in Ajustes: turn reminders on for this device (only a tap asks the browser), send a test, choose
 * the hour and the kinds. Where this device cannot receive them, it says why; the in-app bell stays either way.
 */
import { Banner, Button, Muted } from '../../components/ui';
import { Actions, Outcome, SettingsCard } from '../settings/settings-ui';
import { DEFAULT_REMINDER_SETTINGS } from '../../../shared/reminders';
import { ReminderChoices } from './ReminderChoices';
import { unavailableReason, useReminders } from './use-reminders';

export function RemindersCard() {
  const r = useReminders();
  const subscribed = r.reminders?.subscribed ?? false;
  const reason = unavailableReason(r.support);
  return (
    <SettingsCard id="ajustes-lembretes" title="Lembretes">
      <p>
        <strong>Quer um lembrete para estudar?</strong> Avisamos neste aparelho na hora que você escolher,
        quando a sua sequência estiver em risco e quando sair o resultado da liga.
      </p>
      {/* An error just shown says the same thing (refused, blocked): one message, not two. */}
      {reason && !subscribed && !r.error && (
        <Banner $tone="warning" role="note">
          {reason}
        </Banner>
      )}
      {r.reminders && subscribed && <Muted as="p">Este aparelho recebe os lembretes.</Muted>}
      <Actions>
        {/* Blocked notifications: the browser would not ask again, so the note above says where to free them. */}
        {!subscribed && r.support === 'available' && (
          <Button disabled={r.busy || r.reminders === null} onClick={() => void r.turnOn()}>
            Ativar lembretes neste aparelho
          </Button>
        )}
        {subscribed && (
          <>
            <Button disabled={r.busy} onClick={() => void r.sendTest()}>
              Enviar notificação de teste
            </Button>
            <Button $variant="secondary" disabled={r.busy} onClick={() => void r.turnOff()}>
              Desativar neste aparelho
            </Button>
          </>
        )}
      </Actions>
      <ReminderChoices
        settings={r.reminders?.settings ?? DEFAULT_REMINDER_SETTINGS}
        disabled={r.busy || r.reminders === null}
        onChange={(settings) => void r.save(settings)}
      />
      <Outcome ok={r.ok} error={r.error} />
    </SettingsCard>
  );
}
