import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time.ts';

const now = Date.parse('2025-06-15T12:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTimeLabel', () => {
  it.each([
    [0, 'A few seconds ago'],
    [59 * S, 'A few seconds ago'],
    [-5 * MIN, 'A few seconds ago'],
    [60 * S, '1 minute ago'],
    [119 * S, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [29 * D, '29 days ago'],
    [30 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [364 * D, '12 months ago'],
  ])('%s ms ago reads %j', (age, label) => {
    expect(relativeTimeLabel(now - age, now)).toBe(label);
  });

  it('gives a date like 5 Mar 2024 after a year, in IST', () => {
    expect(relativeTimeLabel(Date.parse('2024-03-05T06:00:00Z'), now)).toBe('5 Mar 2024');
    // 20:00 UTC on 4 Mar is already 5 Mar in India.
    expect(relativeTimeLabel(Date.parse('2024-03-04T20:00:00Z'), now)).toBe('5 Mar 2024');
  });
});
