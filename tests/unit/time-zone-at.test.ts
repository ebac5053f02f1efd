/** A learner's study day follows the time zone in force when it began; a new zone waits for the next day. */
import { describe, expect, it } from 'vitest';
import { dayKey, startOfNextDay } from '../../src/shared/days';
import { changeTimeZone, timeZoneAt, waitingTimeZone } from '../../src/shared/time-zone-at';

describe('the start of the next local day', () => {
  it('is the next midnight in São Paulo, which keeps UTC−3 all year since 2019', () => {
    expect(startOfNextDay(new Date('2026-11-26T02:30:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
    // A midnight is the start of its own day, not of the next one.
    expect(startOfNextDay(new Date('2026-11-26T03:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-27T03:00:00.000Z',
    );
    // Winter and summer alike.
    expect(startOfNextDay(new Date('2026-07-01T12:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-07-02T03:00:00.000Z',
    );
    expect(startOfNextDay(new Date('2026-11-26T11:30:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-26T15:00:00.000Z',
    );
  });

  it('follows New York’s daylight saving time, on the days the clocks move and around them', () => {
    const ny = (iso: string) => startOfNextDay(new Date(iso), 'America/New_York').toISOString();
    // 8 March 2026, 01:30 EST: the clocks jump from 02:00 to 03:00; Monday starts at 00:00 EDT (UTC−4).
    expect(ny('2026-03-08T06:30:00Z')).toBe('2026-03-09T04:00:00.000Z');
    // The evening before, still in winter time: Sunday starts at 00:00 EST (UTC−5).
    expect(ny('2026-03-08T03:00:00Z')).toBe('2026-03-08T05:00:00.000Z');
    // 1 November 2026, 01:30 EDT, before the clocks go back: that day has 25 hours, Monday starts at 00:00 EST.
    expect(ny('2026-11-01T05:30:00Z')).toBe('2026-11-02T05:00:00.000Z');
    // The same wall time an hour later (01:30 EST, the repeated hour) has the same next midnight.
    expect(ny('2026-11-01T06:30:00Z')).toBe('2026-11-02T05:00:00.000Z');
    // Saturday evening in summer time: Sunday starts at 00:00 EDT.
    expect(ny('2026-11-01T01:00:00Z')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('is the first instant of the next day where the clocks moved at midnight (São Paulo before 2019)', () => {
    // 4 November 2018: summer time began at midnight, so the day began at 01:00 (UTC−2).
    const spring = startOfNextDay(new Date('2018-11-04T01:00:00Z'), 'America/Sao_Paulo');
    expect(spring.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(dayKey(spring, 'America/Sao_Paulo')).toBe('2018-11-04');
    expect(dayKey(spring.getTime() - 1, 'America/Sao_Paulo')).toBe('2018-11-03');
    // 17 February 2019: summer time ended at midnight, back to 23:00 of the 16th; the 17th began at 00:00 UTC−3.
    const autumn = startOfNextDay(new Date('2019-02-17T00:30:00Z'), 'America/Sao_Paulo');
    expect(autumn.toISOString()).toBe('2019-02-17T03:00:00.000Z');
    expect(dayKey(autumn, 'America/Sao_Paulo')).toBe('2019-02-17');
  });
});

describe('the time zone in force', () => {
  const zones = {
    timeZone: 'America/Sao_Paulo',
    nextTimeZone: 'Asia/Tokyo',
    nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
  };

  it('is the current zone before the change, and the new one from the change’s instant on', () => {
    expect(timeZoneAt(zones, new Date('2026-11-26T02:59:59.999Z'))).toBe('America/Sao_Paulo');
    expect(timeZoneAt(zones, new Date('2026-11-26T03:00:00.000Z'))).toBe('Asia/Tokyo');
    expect(timeZoneAt(zones, '2026-11-27T12:00:00.000Z')).toBe('Asia/Tokyo');
    expect(timeZoneAt(zones, Date.parse('2026-11-20T12:00:00.000Z'))).toBe('America/Sao_Paulo');
  });

  it('names the change as waiting only before its instant', () => {
    expect(waitingTimeZone(zones, Date.parse('2026-11-26T02:59:59.999Z'))).toBe('Asia/Tokyo');
    expect(waitingTimeZone(zones, Date.parse('2026-11-26T03:00:00.000Z'))).toBeNull();
    expect(waitingTimeZone({ timeZone: 'America/Manaus' }, Date.now())).toBeNull();
  });

  it('is the only zone when no change waits (or the account predates changes that wait)', () => {
    expect(timeZoneAt({ timeZone: 'America/Manaus' }, new Date())).toBe('America/Manaus');
    expect(
      timeZoneAt({ timeZone: 'America/Manaus', nextTimeZone: null, nextTimeZoneAt: null }, new Date()),
    ).toBe('America/Manaus');
  });
});

describe('changing the time zone', () => {
  const saoPaulo = { timeZone: 'America/Sao_Paulo', nextTimeZone: null, nextTimeZoneAt: null };
  // 23:30 in São Paulo on 25 November 2026; already 11:30 of the 26th in Tokyo.
  const lateEvening = new Date('2026-11-26T02:30:00Z');

  it('takes effect at the next midnight of the zone in force, not at once', () => {
    const changed = changeTimeZone(saoPaulo, 'Asia/Tokyo', lateEvening);
    expect(changed).toEqual({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Asia/Tokyo',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    });
    expect(dayKey(lateEvening, timeZoneAt(changed, lateEvening))).toBe('2026-11-25');
  });

  it('is cancelled by choosing the zone in force again', () => {
    const changed = changeTimeZone(saoPaulo, 'Asia/Tokyo', lateEvening);
    expect(changeTimeZone(changed, 'America/Sao_Paulo', lateEvening)).toEqual(saoPaulo);
  });

  it('replaces a change still waiting, keeping the same day for it', () => {
    const changed = changeTimeZone(saoPaulo, 'Asia/Tokyo', lateEvening);
    expect(changeTimeZone(changed, 'Europe/Lisbon', new Date('2026-11-26T02:45:00Z'))).toEqual({
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Europe/Lisbon',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    });
  });

  it('counts from the zone in force once a change took effect', () => {
    const changed = changeTimeZone(saoPaulo, 'Asia/Tokyo', lateEvening);
    // Two days later, in Tokyo: going back to São Paulo waits for Tokyo’s next midnight.
    const back = changeTimeZone(changed, 'America/Sao_Paulo', new Date('2026-11-28T02:30:00Z'));
    expect(back).toEqual({
      timeZone: 'Asia/Tokyo',
      nextTimeZone: 'America/Sao_Paulo',
      nextTimeZoneAt: '2026-11-28T15:00:00.000Z',
    });
    // And choosing Tokyo then only drops the waiting change.
    expect(changeTimeZone(changed, 'Asia/Tokyo', new Date('2026-11-28T02:30:00Z'))).toEqual({
      timeZone: 'Asia/Tokyo',
      nextTimeZone: null,
      nextTimeZoneAt: null,
    });
  });
});
