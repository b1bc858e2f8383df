import { describe, expect, it } from 'vitest';
import {
  acknowledgeBadgesBodySchema,
  badgeCertificateQuerySchema,
  monthlyStreakQuerySchema,
  userBadgesQuerySchema,
  userEventBodySchema,
} from './api-streaks-badges.ts';

describe('streak and badge API schemas', () => {
  it('the monthly map needs a calendar start_date', () => {
    expect(monthlyStreakQuerySchema.safeParse({ start_date: '2024-02-01' }).success).toBe(true);
    expect(monthlyStreakQuerySchema.safeParse({ start_date: '2024-02-30' }).success).toBe(false);
  });

  it('user badges filter by a known entity type', () => {
    expect(userBadgesQuerySchema.parse({ entity_type: 'Streak' })).toEqual({ entity_type: 'Streak' });
    expect(userBadgesQuerySchema.safeParse({ entity_type: 'Course' }).success).toBe(false);
    expect(userBadgesQuerySchema.safeParse({ entity_id: '4' }).success).toBe(false);
  });

  it('the certificate takes entity, badge level and an optional contest rank', () => {
    expect(
      badgeCertificateQuerySchema.parse({
        entity_type: 'ContestRound',
        entity_id: '7',
        badge_level_id: '3',
        contest_rank: '12',
      }),
    ).toEqual({ entity_type: 'ContestRound', entity_id: '7', badge_level_id: 3, contest_rank: 12 });
    expect(
      badgeCertificateQuerySchema.safeParse({ entity_type: 'ContestRound', entity_id: '7' }).success,
    ).toBe(false);
  });

  it('acknowledging needs at least one id', () => {
    expect(acknowledgeBadgesBodySchema.safeParse({ user_badge_level_ids: [] }).success).toBe(false);
    expect(acknowledgeBadgesBodySchema.safeParse({ user_badge_level_ids: [1, 2] }).success).toBe(true);
  });

  it('a user event has event_key, acknowledgement and an optional append_key', () => {
    const ok = { event_key: 'BADGE_NAME_CHANGE_POPUP_SHOWN', acknowledgement: true };
    expect(userEventBodySchema.parse(ok)).toEqual(ok);
    expect(userEventBodySchema.safeParse({ event_key: '', acknowledgement: true }).success).toBe(false);
  });
});
