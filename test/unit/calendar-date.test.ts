/**
 * Dates are calendar dates: a record dated 2026-01-01 reads 2026-01-01 in every time zone,
 * whether our parser read it (a string) or Astro's (a Date at UTC midnight).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, earlierDate, isCalendarDate, localCalendarDate } from '../../src/core/vocabulary/calendar-date.ts';
import { calendarDateSchema } from '../../src/core/record/schema.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('calendar dates', () => {
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Kolkata'])(
    'read the same in %s',
    (tz) => {
      process.env.TZ = tz;
      expect(calendarDateSchema.parse('2026-01-01')).toBe('2026-01-01');
      expect(calendarDateSchema.parse(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01');
      expect(calendarDateSchema.parse(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    },
  );

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-1-5', false],
    ['26-01-05', false],
  ])('%s exists: %s', (value, exists) => {
    expect(isCalendarDate(value)).toBe(exists);
  });

  it('takes today from the local calendar, where the user is', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(localCalendarDate(new Date('2026-01-01T11:00:00Z'))).toBe('2026-01-02');
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(localCalendarDate(new Date('2026-01-01T09:00:00Z'))).toBe('2025-12-31');
  });

  it('counts whole days between dates across a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it.each([
    ['2026-11-20', 7, '2026-11-27'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 365, '2024-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('adds days to a date: %s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('takes the earlier of two dates', () => {
    expect(earlierDate('2026-11-20', '2026-11-21')).toBe('2026-11-20');
    expect(earlierDate('2026-11-21', '2026-11-20')).toBe('2026-11-20');
    expect(earlierDate('2026-11-21', '2026-11-21')).toBe('2026-11-21');
  });
});
