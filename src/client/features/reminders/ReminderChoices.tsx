/** Lembretes' choices: the study reminder's hour and one switch per kind of reminder; each change is saved at once. */
import { FIRST_REMINDER_HOUR, LAST_REMINDER_HOUR, type ReminderSettings } from '../../../shared/reminders';
import { Field, SwitchLabel } from '../settings/settings-ui';

const HOURS = Array.from(
  { length: LAST_REMINDER_HOUR - FIRST_REMINDER_HOUR + 1 },
  (_, i) => FIRST_REMINDER_HOUR + i,
);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const SWITCHES: { key: 'study' | 'streak' | 'league'; label: string }[] = [
  { key: 'study', label: 'Lembrete de estudo' },
  { key: 'streak', label: 'Sequência em risco (19h às 20h)' },
  { key: 'league', label: 'Resultado da liga (segunda-feira)' },
];

export function ReminderChoices({
  settings,
  disabled,
  onChange,
}: {
  settings: ReminderSettings;
  disabled: boolean;
  onChange: (settings: ReminderSettings) => void;
}) {
  return (
    <>
      <Field>
        <label htmlFor="lembrete-hora">Horário do lembrete de estudo</label>
        <select
          id="lembrete-hora"
          value={settings.hour === null ? 'auto' : String(settings.hour)}
          disabled={disabled}
          aria-describedby="lembrete-hora-ajuda"
          onChange={(e) =>
            onChange({ ...settings, hour: e.target.value === 'auto' ? null : Number(e.target.value) })
          }
        >
          <option value="auto">Automático</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
        <small id="lembrete-hora-ajuda">
          No automático, o lembrete chega cerca de 23 horas e meia depois do seu último estudo, entre 8h e
          21h. Sempre no seu fuso horário: nada entre 22h e 8h, nada num dia em que você já estudou e no
          máximo um lembrete por dia além do aviso da sequência.
        </small>
      </Field>
      {SWITCHES.map(({ key, label }) => (
        <SwitchLabel key={key}>
          <input
            type="checkbox"
            role="switch"
            checked={settings[key]}
            disabled={disabled}
            onChange={(e) => onChange({ ...settings, [key]: e.target.checked })}
          />
          {label}
        </SwitchLabel>
      ))}
    </>
  );
}
