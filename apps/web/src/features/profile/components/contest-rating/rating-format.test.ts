import { describe, expect, it } from 'vitest';
import { historyTickLabels, ratingDay } from './rating-format.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the rating history axis', () => {
  it('writes each month once, at its first contest, in IST, with the year at the start and where it changes', () => {
    const dates = [
      at('2025-12-20T10:00:00Z'),
      at('2026-06-07T10:00:00Z'),
      at('2026-06-14T10:00:00Z'),
      at('2026-06-21T10:00:00Z'),
      at('2026-07-05T10:00:00Z'),
    ];
    expect(historyTickLabels(dates)).toEqual(['Dec 2025', 'Jun 2026', '', '', 'Jul']);
  });

  it('puts a contest late on the last day of a month (UTC) in the next month, as IST sees it', () => {
    const dates = [at('2026-06-30T10:00:00Z'), at('2026-06-30T20:00:00Z')];
    expect(historyTickLabels(dates)).toEqual(['Jun 2026', 'Jul']);
    expect(ratingDay(dates[1]!)).toBe('1 Jul 2026');
  });

  it('never writes a two-digit year that reads as a day ("Dec 25")', () => {
    const labels = historyTickLabels([at('2024-12-01T10:00:00Z'), at('2025-01-05T10:00:00Z')]);
    expect(labels).toEqual(['Dec 2024', 'Jan 2025']);
  });
});
