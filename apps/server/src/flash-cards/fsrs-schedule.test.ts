import { describe, expect, it } from 'vitest';
import { intervalLabel, newCard, preview, rate } from './fsrs-schedule.ts';

const now = new Date('2026-11-20T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the FSRS schedule', () => {
  it('previews a new card with growing intervals from Again to Easy, and rating gives exactly the preview', () => {
    const card = newCard(now);
    const shown = preview(card, now);
    expect(shown.map((p) => p.rating)).toEqual(['again', 'hard', 'good', 'easy']);
    const times = shown.map((p) => p.due.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBe(later(60_000).getTime());
    expect(times[3]! - now.getTime()).toBeGreaterThanOrEqual(86_400_000);
    for (const { rating, due } of shown) expect(rate(card, rating, now).due).toEqual(due);
  });

  it('a lapse brings a reviewed card back within minutes', () => {
    let card = rate(newCard(now), 'easy', now);
    const review = card.due;
    card = rate(card, 'again', review);
    expect(card.due.getTime() - review.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(card.lapses).toBe(1);
  });

  it('labels intervals in minutes, hours, days, months and years', () => {
    expect(intervalLabel(now, later(60_000))).toBe('1m');
    expect(intervalLabel(now, later(10 * 60_000))).toBe('10m');
    expect(intervalLabel(now, later(5 * 3_600_000))).toBe('5h');
    expect(intervalLabel(now, later(3 * 86_400_000))).toBe('3d');
    expect(intervalLabel(now, later(65 * 86_400_000))).toBe('2mo');
    expect(intervalLabel(now, later(511 * 86_400_000))).toBe('1.4y');
  });
});
