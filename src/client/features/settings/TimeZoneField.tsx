/**
 * Perfil's time zone: the zone in force, and, after a change, the day the new one takes effect (a study day
 * keeps the zone it began in), with a way to keep the current one.
 */
import { useState } from 'react';
import type { User } from '../../../shared/api-schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTimeZone, selectToday, selectWaitingTimeZone } from '../../app/selectors';
import { LinkButton, Muted } from '../../components/ui';
import { keepTimeZone } from './account-thunks';
import {
  deviceTimeZone,
  timeZoneGroups,
  timeZoneLabel,
  useOtherTimeZones,
  waitingTimeZoneNote,
} from './time-zones';
import { Field } from './settings-ui';

interface Props {
  user: User;
  /** The zone the form holds: the one in force until the learner picks another. */
  value: string;
  onChange(timeZone: string): void;
  /** The outcome of cancelling a change, for the card to show with its others. */
  onResult(result: { ok?: string; error?: string }): void;
}

export function TimeZoneField({ user, value, onChange, onResult }: Props) {
  const dispatch = useAppDispatch();
  const [cancelling, setCancelling] = useState(false);
  const inForce = useAppSelector(selectTimeZone);
  const waiting = useAppSelector(selectWaitingTimeZone);
  const today = useAppSelector(selectToday);
  const device = deviceTimeZone();
  const others = useOtherTimeZones();
  const note = waiting ? waitingTimeZoneNote(user, today) : null;

  const cancel = async () => {
    setCancelling(true);
    onResult({});
    const res = await dispatch(keepTimeZone());
    setCancelling(false);
    onResult(
      keepTimeZone.rejected.match(res)
        ? { error: res.payload ?? 'Não foi possível cancelar a mudança de fuso.' }
        : { ok: `Mudança cancelada: o fuso continua “${timeZoneLabel(inForce)}”.` },
    );
  };

  return (
    <Field>
      <label htmlFor="perfil-fuso">Fuso horário</label>
      <select
        id="perfil-fuso"
        aria-describedby={note ? 'perfil-fuso-dica perfil-fuso-novo' : 'perfil-fuso-dica'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {timeZoneGroups(value, others).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((z) => (
              <option key={z.id} value={z.id}>
                {z.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <small id="perfil-fuso-dica">Decide quando começa cada dia da sua sequência de estudos.</small>
      {note && (
        <p>
          <span id="perfil-fuso-novo">{note} Até lá, seus dias de estudo seguem o fuso atual.</span>{' '}
          <LinkButton type="button" disabled={cancelling} onClick={cancel}>
            Cancelar a mudança de fuso
          </LinkButton>
        </p>
      )}
      {device !== value && device !== waiting && (
        <Muted>
          Este aparelho está em “{timeZoneLabel(device)}”.{' '}
          <LinkButton type="button" onClick={() => onChange(device)}>
            Usar o fuso deste aparelho
          </LinkButton>
        </Muted>
      )}
    </Field>
  );
}
