/** A streak milestone (10/50/100/300/365 days) earns its Streak badge, once per learner (grantBadge is idempotent). */
import type { StreakMilestone } from '@katana/shared/engagement/streaks';
import type { Db } from '../../db/client.ts';
import { badgeKey, grantBadge } from '../badges/grant-badge.ts';

export async function grantStreakBadges(
  db: Db,
  userId: number,
  milestones: readonly StreakMilestone[],
  at: Date,
): Promise<void> {
  for (const days of milestones) await grantBadge(db, { userId, badgeKey: badgeKey('Streak', days), at });
}
