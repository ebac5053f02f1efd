/** The time zones a learner can choose: Brazil's first, with names people use, then every other one. */
import { addDays, dayKey, DEFAULT_TIME_ZONE } from '../../../shared/days';
import { formatDay } from '../../../shared/format';
import type { LearnerTimeZones } from '../../../shared/time-zone-at';

interface TimeZoneOption {
  id: string;
  label: string;
}

export const BRAZIL_TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 'America/Sao_Paulo', label: 'Horário de Brasília (São Paulo, Rio, BH…)' },
  { id: 'America/Noronha', label: 'Fernando de Noronha' },
  { id: 'America/Manaus', label: 'Manaus' },
  { id: 'America/Rio_Branco', label: 'Rio Branco' },
  { id: 'America/Bahia', label: 'Horário de Brasília (Salvador)' },
  { id: 'America/Fortaleza', label: 'Horário de Brasília (Fortaleza)' },
  { id: 'America/Recife', label: 'Horário de Brasília (Recife)' },
  { id: 'America/Maceio', label: 'Horário de Brasília (Maceió)' },
  { id: 'America/Belem', label: 'Horário de Brasília (Belém)' },
  { id: 'America/Araguaina', label: 'Horário de Brasília (Araguaína)' },
  { id: 'America/Santarem', label: 'Horário de Brasília (Santarém)' },
  { id: 'America/Cuiaba', label: 'Cuiabá' },
  { id: 'America/Campo_Grande', label: 'Campo Grande' },
  { id: 'America/Porto_Velho', label: 'Porto Velho' },
  { id: 'America/Boa_Vista', label: 'Boa Vista' },
  { id: 'America/Eirunepe', label: 'Eirunepé' },
];

const brazilIds = new Set(BRAZIL_TIME_ZONES.map((z) => z.id));

/** "America/New_York" → "America / New York". */
const readable = (id: string) => id.replace(/_/g, ' ').replace(/\//g, ' / ');

let others: TimeZoneOption[] | undefined;
/** Every zone the browser knows outside Brazil (computed once: several hundred). */
function otherTimeZones(): TimeZoneOption[] {
  if (!others) {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    others = all.filter((id) => !brazilIds.has(id)).map((id) => ({ id, label: readable(id) }));
  }
  return others;
}

export function timeZoneLabel(id: string): string {
  return BRAZIL_TIME_ZONES.find((z) => z.id === id)?.label ?? readable(id);
}

/** The groups of the select; a zone the learner has that the browser does not list is kept in them. */
export function timeZoneGroups(selected: string): { label: string; options: TimeZoneOption[] }[] {
  const rest = otherTimeZones();
  const known = brazilIds.has(selected) || rest.some((z) => z.id === selected);
  return [
    { label: 'Brasil', options: [...BRAZIL_TIME_ZONES] },
    {
      label: 'Outros lugares',
      options: known ? rest : [{ id: selected, label: readable(selected) }, ...rest],
    },
  ];
}

/** The zone this device is set to. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * "Novo fuso (Asia / Tokyo) vale a partir de amanhã, 26 de novembro.": the zone waiting and the day it takes
 * effect, on the calendar of the zone in force (`today` is its day now).
 */
export function waitingTimeZoneNote(zones: LearnerTimeZones, today: string): string | null {
  const { nextTimeZone, nextTimeZoneAt } = zones;
  if (!nextTimeZone || !nextTimeZoneAt) return null;
  const from = dayKey(nextTimeZoneAt, zones.timeZone);
  const date = formatDay(from);
  const when = from === addDays(today, 1) ? `amanhã, ${date}` : date;
  return `Novo fuso (${timeZoneLabel(nextTimeZone)}) vale a partir de ${when}.`;
}
