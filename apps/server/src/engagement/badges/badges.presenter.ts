/** Held badge rows to the wire's userBadge (api-streaks-badges.ts). */
import { badgeTierName, type BadgeLevel } from '@katana/shared/engagement/badges';
import type { UserBadge } from '@katana/shared/engagement/api-streaks-badges';
import type { HeldBadgeRow } from './badges.repository.ts';

export function presentUserBadge(row: HeldBadgeRow): UserBadge {
  return {
    user_badge_level_id: row.userBadgeLevelId,
    badge_level_id: row.badgeLevelId,
    entity_type: row.entityType as UserBadge['entity_type'],
    entity_id: row.entityId,
    entity_slug: row.entitySlug,
    entity_name: row.entityName,
    level: row.level as BadgeLevel,
    tier: badgeTierName(row.level),
    badge_level_order: row.badgeLevelOrder,
    type: row.type === 2 ? 2 : 1,
    contest_rank: row.contestRank,
    acknowledged: row.acknowledgedAt !== null,
    awarded_at: row.awardedAt.toISOString(),
  };
}
