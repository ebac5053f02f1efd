import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  dayNumber,
  daysBetween,
  localHour,
  nextUtcDay,
  utcDay,
  weekday,
} from '../../src/shared/days';

describe('calendar days', () => {
  it('numbers days from 1970-01-01, so a weekly rotation moves by one each day', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-11-23') - dayNumber('2026-11-22')).toBe(1);
    expect(dayNumber(addDays('2026-03-08', 7))).toBe(dayNumber('2026-03-08') + 7);
  });

  it('names the day of the week, Sunday first', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-28')).toBe(6);
  });

  it('counts whole days between two days, across a change of month and year', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29);
  });

  it('reads the local hour of an instant in the learner’s time zone', () => {
    const instant = Date.parse('2026-11-21T02:30:00Z');
    expect(localHour(instant, 'UTC')).toBe(2);
    expect(localHour(instant, 'America/Sao_Paulo')).toBe(23);
    expect(dayKey(instant, 'America/Sao_Paulo')).toBe('2026-11-20');
    // Midnight is hour 0 of the new day, not 24 of the old one.
    expect(localHour(Date.parse('2026-11-21T03:00:00Z'), 'America/Sao_Paulo')).toBe(0);
  });

  it('counts quotas by the UTC day, which ends at midnight UTC', () => {
    const lateInSaoPaulo = new Date('2026-11-21T23:59:59.999Z');
    expect(utcDay(lateInSaoPaulo)).toBe('2026-11-21');
    expect(nextUtcDay(lateInSaoPaulo).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(utcDay(new Date('2026-11-22T00:00:00.000Z'))).toBe('2026-11-22');
  });
});
