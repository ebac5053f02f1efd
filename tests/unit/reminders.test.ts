/**
 * Who gets which reminder at a given instant: at the learner's own hour in their time zone, never between 22:00
 * and 08:00, never on a day already studied, at most one a day besides the streak warning.
 */
import { describe, expect, it } from 'vitest';
import { dueReminder, type ReminderLearner } from '../../src/shared/reminders';

/** UTC offsets in late November 2026 (Brazil keeps no summer time; Lisbon is on winter time). */
const ZONES = {
  'America/Sao_Paulo': -3,
  'America/Manaus': -4,
  'America/Rio_Branco': -5,
  'America/Noronha': -2,
  'Europe/Lisbon': 0,
  'Asia/Tokyo': 9,
} as const;
type Zone = keyof typeof ZONES;
const zones = Object.keys(ZONES) as Zone[];

/** The instant of a local wall time ("2026-11-30T19:30") in a zone. */
function at(zone: Zone, local: string): Date {
  return new Date(Date.parse(`${local}:00Z`) - ZONES[zone] * 3_600_000);
}

// Monday 30 November 2026 and the days around it.
const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';

function learner(timeZone: Zone, over: Partial<ReminderLearner> = {}): ReminderLearner {
  return {
    timeZone,
    settings: { study: true, streak: true, league: true, hour: null },
    activityDays: [],
    lastStudyAt: null,
    lastReminderDay: null,
    lastStreakDay: null,
    leagueResult: null,
    nextChapter: null,
    ...over,
  };
}

describe('the study reminder at the chosen hour', () => {
  it.each(zones)('goes out from 10:00 in %s, not before', (zone) => {
    const l = learner(zone, { settings: { study: true, streak: false, league: false, hour: 10 } });
    expect(dueReminder(l, at(zone, `${TUESDAY}T09:59`))).toBeNull();
    expect(dueReminder(l, at(zone, `${TUESDAY}T10:00`))).toMatchObject({ type: 'study', day: TUESDAY });
    expect(dueReminder(l, at(zone, `${TUESDAY}T21:59`))).toMatchObject({ type: 'study', day: TUESDAY });
  });

  it('picks, at one instant, only the learners whose local hour it is', () => {
    // 13:00 UTC: 10:00 in São Paulo, 09:00 in Manaus, 08:00 in Rio Branco, 11:00 in Noronha, 13:00 in Lisbon,
    // 22:00 in Tokyo (quiet hours).
    const instant = new Date(`${TUESDAY}T13:00:00Z`);
    const due = zones.filter((zone) =>
      dueReminder(
        learner(zone, { settings: { study: true, streak: false, league: false, hour: 10 } }),
        instant,
      ),
    );
    expect(due).toEqual(['America/Sao_Paulo', 'America/Noronha', 'Europe/Lisbon']);
  });

  it('names the chapter to continue and opens it', () => {
    const l = learner('America/Sao_Paulo', {
      settings: { study: true, streak: false, league: false, hour: 9 },
      nextChapter: { id: '4', title: 'E-mail marketing' },
    });
    expect(dueReminder(l, at('America/Sao_Paulo', `${TUESDAY}T09:05`))?.message).toEqual({
      title: 'Hora de estudar',
      body: 'Continue “E-mail marketing” de onde parou: alguns minutos já contam para a sua sequência.',
      url: '/capitulos/4',
      tag: 'lembrete',
    });
  });
});

describe('the default study reminder: about 23,5 h after the last study', () => {
  const settings = { study: true, streak: false, league: false, hour: null };

  it.each(zones)('comes 23,5 h after studying at 20:00 the day before in %s', (zone) => {
    const l = learner(zone, {
      settings,
      activityDays: [SUNDAY],
      lastStudyAt: at(zone, `${SUNDAY}T20:00`).toISOString(),
    });
    expect(dueReminder(l, at(zone, `${MONDAY}T19:29`))).toBeNull();
    expect(dueReminder(l, at(zone, `${MONDAY}T19:30`))).toMatchObject({ type: 'study' });
  });

  it('waits for 08:00 after an early study, and comes at 21:00 after a late one', () => {
    const zone = 'Asia/Tokyo';
    const early = learner(zone, {
      settings,
      activityDays: [SUNDAY],
      lastStudyAt: at(zone, `${SUNDAY}T06:00`).toISOString(),
    });
    expect(dueReminder(early, at(zone, `${MONDAY}T07:59`))).toBeNull();
    expect(dueReminder(early, at(zone, `${MONDAY}T08:00`))).toMatchObject({ type: 'study' });
    const late = learner(zone, {
      settings,
      activityDays: [SUNDAY],
      lastStudyAt: at(zone, `${SUNDAY}T23:40`).toISOString(),
    });
    expect(dueReminder(late, at(zone, `${MONDAY}T20:59`))).toBeNull();
    expect(dueReminder(late, at(zone, `${MONDAY}T21:00`))).toMatchObject({ type: 'study' });
  });

  it('is not sent to a learner who never studied', () => {
    expect(
      dueReminder(learner('America/Manaus', { settings }), at('America/Manaus', `${MONDAY}T20:00`)),
    ).toBeNull();
  });
});

describe('quiet hours and days already studied', () => {
  it.each(zones)('sends nothing between 22:00 and 08:00 in %s', (zone) => {
    const l = learner(zone, {
      activityDays: [SUNDAY],
      lastStudyAt: at(zone, `${SUNDAY}T23:59`).toISOString(),
      leagueResult: { week: '2026-11-23', rank: 3, outcome: 'promoted', newTier: 2 },
    });
    for (const time of ['22:00', '23:30', '00:00', '03:00', '07:59']) {
      expect(dueReminder(l, at(zone, `${MONDAY}T${time}`)), time).toBeNull();
    }
    expect(dueReminder(l, at(zone, `${MONDAY}T08:00`))).not.toBeNull();
  });

  it.each(zones)('sends nothing on a day already studied in %s', (zone) => {
    const l = learner(zone, {
      settings: { study: true, streak: true, league: true, hour: 9 },
      activityDays: [SUNDAY, MONDAY],
      lastStudyAt: at(zone, `${MONDAY}T07:00`).toISOString(),
      leagueResult: { week: '2026-11-23', rank: 3, outcome: 'promoted', newTier: 2 },
    });
    for (const time of ['09:00', '12:00', '19:15', '21:00']) {
      expect(dueReminder(l, at(zone, `${MONDAY}T${time}`)), time).toBeNull();
    }
  });
});

describe('the streak at risk', () => {
  const sixDays = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', SUNDAY];
  const settings = { study: false, streak: true, league: false, hour: null };

  it.each(zones)('warns between 19:00 and 20:00 in %s, naming the streak and the daily quiz', (zone) => {
    const l = learner(zone, { settings, activityDays: sixDays });
    expect(dueReminder(l, at(zone, `${MONDAY}T18:59`))).toBeNull();
    expect(dueReminder(l, at(zone, `${MONDAY}T19:00`))).toEqual({
      type: 'streak',
      day: MONDAY,
      countsAsDaily: false,
      message: {
        title: 'Sua sequência de 6 dias termina hoje',
        body: 'O quiz diário leva 2 minutos: responda agora e mantenha a sequência.',
        url: '/quiz-diario',
        tag: 'lembrete',
      },
    });
    expect(dueReminder(l, at(zone, `${MONDAY}T20:00`))).toBeNull();
  });

  it('speaks of the protection when one would save the streak', () => {
    const week = ['2026-11-23', ...sixDays];
    const l = learner('America/Noronha', { settings, activityDays: week });
    expect(dueReminder(l, at('America/Noronha', `${MONDAY}T19:10`))?.message.title).toBe(
      'Sua sequência de 7 dias está em risco',
    );
  });

  it('says "1 dia" for a streak of one', () => {
    const l = learner('America/Rio_Branco', { settings, activityDays: [SUNDAY] });
    expect(dueReminder(l, at('America/Rio_Branco', `${MONDAY}T19:10`))?.message.title).toBe(
      'Sua sequência de 1 dia termina hoje',
    );
  });

  it('is not sent without a streak, nor twice the same day', () => {
    const zone = 'Europe/Lisbon';
    expect(
      dueReminder(learner(zone, { settings, activityDays: ['2026-11-20'] }), at(zone, `${MONDAY}T19:10`)),
    ).toBeNull();
    const warned = learner(zone, { settings, activityDays: sixDays, lastStreakDay: MONDAY });
    expect(dueReminder(warned, at(zone, `${MONDAY}T19:40`))).toBeNull();
  });
});

describe('one reminder a day besides the streak warning', () => {
  const base = {
    settings: { study: true, streak: true, league: true, hour: 9 },
    activityDays: [SUNDAY],
    lastStudyAt: `${SUNDAY}T15:00:00Z`,
  };

  it('sends no second reminder the same day, but still warns about the streak', () => {
    const zone = 'America/Sao_Paulo';
    const l = learner(zone, { ...base, lastReminderDay: MONDAY });
    expect(dueReminder(l, at(zone, `${MONDAY}T12:00`))).toBeNull();
    expect(dueReminder(l, at(zone, `${MONDAY}T19:05`))).toMatchObject({
      type: 'streak',
      countsAsDaily: false,
    });
  });

  it('counts a streak warning sent while the study reminder was due as the day’s reminder', () => {
    const zone = 'Asia/Tokyo';
    const l = learner(zone, { ...base, settings: { ...base.settings, hour: 19 } });
    expect(dueReminder(l, at(zone, `${MONDAY}T19:00`))).toMatchObject({
      type: 'streak',
      countsAsDaily: true,
    });
  });

  it('tells the league result on Monday instead of the study reminder', () => {
    const zone = 'America/Manaus';
    const l = learner(zone, {
      ...base,
      leagueResult: { week: '2026-11-23', rank: 2, outcome: 'promoted', newTier: 3 },
    });
    expect(dueReminder(l, at(zone, `${MONDAY}T09:00`))).toEqual({
      type: 'league',
      day: MONDAY,
      countsAsDaily: true,
      message: {
        title: 'Você subiu para a divisão Ouro!',
        body: 'Você terminou a semana da liga em 2º lugar. A nova semana já começou: estude hoje para sair na frente.',
        url: '/comunidade',
        tag: 'lembrete',
      },
    });
    // Not on another day: then the study reminder.
    expect(dueReminder(l, at(zone, `${TUESDAY}T09:00`))).toMatchObject({ type: 'study' });
  });

  it('sends nothing of a type switched off', () => {
    const zone = 'America/Sao_Paulo';
    const l = learner(zone, {
      ...base,
      settings: { study: false, streak: false, league: false, hour: 9 },
      leagueResult: { week: '2026-11-23', rank: 2, outcome: 'stayed', newTier: 1 },
    });
    for (const time of ['09:00', '19:30']) expect(dueReminder(l, at(zone, `${MONDAY}T${time}`))).toBeNull();
  });
});
