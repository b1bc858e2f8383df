import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysInMonth,
  formatIstDate,
  isIstDate,
  IST_OFFSET_MINUTES,
  istDate,
  istDateToDayNumber,
  istWeekday,
  startOfIstDay,
  startOfIstMonth,
} from './ist-time.ts';

describe('istDate', () => {
  it.each([
    // An IST day starts at 18:30 UTC of the day before.
    ['2024-03-04T18:29:59.999Z', '2024-03-04'],
    ['2024-03-04T18:30:00.000Z', '2024-03-05'],
    ['2024-03-05T00:00:00.000Z', '2024-03-05'],
    ['2024-12-31T18:30:00.000Z', '2025-01-01'],
    ['1969-12-31T18:30:00.000Z', '1970-01-01'],
    ['1969-12-31T18:29:59.000Z', '1969-12-31'],
  ])('%s is %s in IST', (iso, expected) => {
    expect(istDate(Date.parse(iso))).toBe(expected);
  });

  it('uses the +330 minute offset', () => {
    expect(IST_OFFSET_MINUTES).toBe(330);
  });
});

describe('calendar helpers', () => {
  it('startOfIstDay is 00:00 IST', () => {
    expect(new Date(startOfIstDay('2024-03-05')).toISOString()).toBe('2024-03-04T18:30:00.000Z');
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-01-01', -1, '2023-12-31'],
    ['2024-03-04', 6, '2024-03-10'],
  ])('%s + %s days is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
  });

  it.each([
    ['2024-03-04', 1],
    ['2024-03-10', 7],
    ['1970-01-01', 4],
    ['1969-12-29', 1],
  ])('weekday of %s is %s', (date, weekday) => {
    expect(istWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2024-02-10', 29],
    ['2023-02-10', 28],
    ['2024-04-30', 30],
    ['2024-12-01', 31],
  ])('%s has a month of %s days', (date, n) => {
    expect(daysInMonth(date)).toBe(n);
    expect(startOfIstMonth(date)).toBe(`${date.slice(0, 7)}-01`);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-3-1', false],
    ['yesterday', false],
  ])('isIstDate(%s) is %s', (value, ok) => {
    expect(isIstDate(value)).toBe(ok);
  });

  it('rejects impossible dates', () => {
    expect(() => istDateToDayNumber('2024-02-30')).toThrow(RangeError);
  });

  it('formats like 5 Mar 2024', () => {
    expect(formatIstDate('2024-03-05')).toBe('5 Mar 2024');
    expect(formatIstDate('2024-12-25', false)).toBe('25 Dec');
  });
});
