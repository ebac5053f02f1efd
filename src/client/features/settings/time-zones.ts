/**
 * The time zones a learner can choose: Brazil's first, with the names people use, then every other one with its
 * name in Portuguese from the browser ("Horário do Leste (New York)"), grouped by continent and in alphabetical
 * order, instead of several hundred English ids.
 */
import { useEffect, useState } from 'react';
import { addDays, dayKey, DEFAULT_TIME_ZONE } from '../../../shared/days';
import { formatDay } from '../../../shared/format';
import type { LearnerTimeZones } from '../../../shared/time-zone-at';

interface TimeZoneOption {
  id: string;
  label: string;
}

export const BRAZIL_TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 'America/Sao_Paulo', label: 'Horário de Brasília (São Paulo)' },
  { id: 'America/Manaus', label: 'Horário do Amazonas (Manaus)' },
  { id: 'America/Rio_Branco', label: 'Horário do Acre (Rio Branco)' },
  { id: 'America/Noronha', label: 'Horário de Fernando de Noronha' },
  { id: 'America/Bahia', label: 'Horário de Brasília (Salvador)' },
  { id: 'America/Fortaleza', label: 'Horário de Brasília (Fortaleza)' },
  { id: 'America/Recife', label: 'Horário de Brasília (Recife)' },
  { id: 'America/Maceio', label: 'Horário de Brasília (Maceió)' },
  { id: 'America/Belem', label: 'Horário de Brasília (Belém)' },
  { id: 'America/Araguaina', label: 'Horário de Brasília (Araguaína)' },
  { id: 'America/Santarem', label: 'Horário de Brasília (Santarém)' },
  { id: 'America/Cuiaba', label: 'Horário do Amazonas (Cuiabá)' },
  { id: 'America/Campo_Grande', label: 'Horário do Amazonas (Campo Grande)' },
  { id: 'America/Porto_Velho', label: 'Horário do Amazonas (Porto Velho)' },
  { id: 'America/Boa_Vista', label: 'Horário do Amazonas (Boa Vista)' },
  { id: 'America/Eirunepe', label: 'Horário do Acre (Eirunepé)' },
];

const brazilIds = new Set(BRAZIL_TIME_ZONES.map((z) => z.id));

/** The place an id names: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
const place = (id: string) => (id.split('/').at(-1) ?? id).replace(/_/g, ' ');

/** One of the browser's names for the zone, in Portuguese. */
function zoneName(id: string, style: 'longGeneric' | 'long' | 'shortOffset'): string | undefined {
  try {
    return new Intl.DateTimeFormat('pt-BR', { timeZone: id, timeZoneName: style })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

const offsetOnly = (name: string | undefined) => !name || /^GMT/.test(name);

/**
 * "Horário do Leste (New York)", "Horário Padrão do Japão (Tokyo)"; a zone the browser only knows by its offset
 * reads "GMT-3"; "Horário Universal Coordenado" for UTC.
 */
function localised(id: string): string {
  const generic = zoneName(id, 'longGeneric');
  const long = zoneName(id, 'long');
  const name = !offsetOnly(generic)
    ? generic!
    : !offsetOnly(long)
      ? long!
      : (zoneName(id, 'shortOffset') ?? id);
  if (!id.includes('/') || id.startsWith('Etc/')) return name;
  return `${name} (${place(id)})`;
}

/** The continent or ocean an id starts with, in Portuguese. */
const REGIONS: [string, string][] = [
  ['America', 'Américas'],
  ['Europe', 'Europa'],
  ['Africa', 'África'],
  ['Asia', 'Ásia'],
  ['Australia', 'Oceania e Pacífico'],
  ['Pacific', 'Oceania e Pacífico'],
  ['Atlantic', 'Oceano Atlântico'],
  ['Indian', 'Oceano Índico'],
  ['Antarctica', 'Antártida e Ártico'],
  ['Arctic', 'Antártida e Ártico'],
];
const OTHER_REGION = 'Outros';
const regionOf = (id: string) => REGIONS.find(([prefix]) => id.startsWith(`${prefix}/`))?.[1] ?? OTHER_REGION;
const REGION_ORDER = [...new Set([...REGIONS.map(([, name]) => name), OTHER_REGION])];

interface TimeZoneGroup {
  label: string;
  options: TimeZoneOption[];
}

/** The other zones, grouped and sorted, from their names. */
function grouped(named: readonly TimeZoneOption[]): TimeZoneGroup[] {
  const byRegion = new Map<string, TimeZoneOption[]>();
  for (const zone of named) {
    const region = regionOf(zone.id);
    byRegion.set(region, [...(byRegion.get(region) ?? []), zone]);
  }
  const collator = new Intl.Collator('pt-BR');
  return REGION_ORDER.filter((region) => byRegion.has(region)).map((region) => ({
    label: region,
    options: byRegion.get(region)!.sort((a, b) => collator.compare(a.label, b.label)),
  }));
}

const otherIds = () =>
  (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter(
    (id) => !brazilIds.has(id),
  );

let others: TimeZoneGroup[] | undefined;
/** Every zone the browser knows outside Brazil, named and grouped (computed once: several hundred). */
export function otherTimeZones(): TimeZoneGroup[] {
  others ??= grouped(otherIds().map((id) => ({ id, label: localised(id) })));
  return others;
}

/** How many zones are named at a time: naming one costs about half a millisecond on a laptop, more on a phone. */
const ZONES_PER_SLICE = 40;

/**
 * The other zones for the select, named a slice at a time after the screen shows (several hundred names would
 * hold a phone for most of a second); empty until then. Brazil's zones, which nearly every learner wants, never
 * wait.
 */
export function useOtherTimeZones(): TimeZoneGroup[] {
  const [ready, setReady] = useState(others);
  useEffect(() => {
    if (ready) return;
    const ids = otherIds();
    const named: TimeZoneOption[] = [];
    let timer: ReturnType<typeof setTimeout>;
    const nameSome = () => {
      for (const id of ids.slice(named.length, named.length + ZONES_PER_SLICE))
        named.push({ id, label: localised(id) });
      if (named.length < ids.length) timer = setTimeout(nameSome, 0);
      else {
        others ??= grouped(named);
        setReady(others);
      }
    };
    timer = setTimeout(nameSome, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ?? [];
}

export function timeZoneLabel(id: string): string {
  return BRAZIL_TIME_ZONES.find((z) => z.id === id)?.label ?? localised(id);
}

/**
 * The groups of the select: Brazil's, then the others given (all of them by default); a zone the learner has
 * that is in neither is kept, in its own group.
 */
export function timeZoneGroups(selected: string, rest: TimeZoneGroup[] = otherTimeZones()): TimeZoneGroup[] {
  const known = brazilIds.has(selected) || rest.some((g) => g.options.some((z) => z.id === selected));
  return [
    { label: 'Brasil', options: [...BRAZIL_TIME_ZONES] },
    ...(known ? [] : [{ label: OTHER_REGION, options: [{ id: selected, label: localised(selected) }] }]),
    ...rest,
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
 * "O novo fuso, “Horário Padrão do Japão (Tokyo)”, vale a partir de amanhã, 26 de novembro.": the zone waiting and the day it takes
 * effect, on the calendar of the zone in force (`today` is its day now).
 */
export function waitingTimeZoneNote(zones: LearnerTimeZones, today: string): string | null {
  const { nextTimeZone, nextTimeZoneAt } = zones;
  if (!nextTimeZone || !nextTimeZoneAt) return null;
  const from = dayKey(nextTimeZoneAt, zones.timeZone);
  const date = formatDay(from);
  const when = from === addDays(today, 1) ? `amanhã, ${date}` : date;
  return `O novo fuso, “${timeZoneLabel(nextTimeZone)}”, vale a partir de ${when}.`;
}
