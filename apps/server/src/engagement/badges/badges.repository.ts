/** Reads and writes of badge levels and the badge levels users hold. No rules here. */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badgeLevels, userBadgeLevels } from '../../db/schema/engagement-badges.ts';
import { users } from '../../db/schema/users.ts';

const heldColumns = {
  userBadgeLevelId: userBadgeLevels.id,
  userId: userBadgeLevels.userId,
  badgeLevelId: badgeLevels.id,
  entityType: badgeLevels.entityType,
  entityId: badgeLevels.entityId,
  entitySlug: badgeLevels.entitySlug,
  entityName: badgeLevels.entityName,
  level: badgeLevels.level,
  type: badgeLevels.type,
  badgeLevelOrder: badgeLevels.badgeLevelOrder,
  contestRank: userBadgeLevels.contestRank,
  acknowledgedAt: userBadgeLevels.acknowledgedAt,
  awardedAt: userBadgeLevels.awardedAt,
  learnerName: users.name,
};

export type HeldBadgeRow = {
  [K in keyof typeof heldColumns]: (typeof heldColumns)[K]['_']['notNull'] extends true
    ? (typeof heldColumns)[K]['_']['data']
    : (typeof heldColumns)[K]['_']['data'] | null;
};

export function createBadgesRepository(db: Db) {
  const held = (where: SQL | undefined) =>
    db
      .select(heldColumns)
      .from(userBadgeLevels)
      .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
      .innerJoin(users, eq(users.id, userBadgeLevels.userId))
      .where(where)
      .orderBy(desc(userBadgeLevels.awardedAt), desc(userBadgeLevels.id));

  return {
    async userBadges(
      userId: number,
      filter: { entityType?: string | undefined; entityId?: string | undefined },
    ): Promise<HeldBadgeRow[]> {
      return held(
        and(
          eq(userBadgeLevels.userId, userId),
          filter.entityType ? eq(badgeLevels.entityType, filter.entityType) : undefined,
          filter.entityId ? eq(badgeLevels.entityId, filter.entityId) : undefined,
        ),
      );
    },

    async userBadge(
      userId: number,
      q: { badgeLevelId: number; entityType: string; entityId: string },
    ): Promise<HeldBadgeRow | null> {
      const [row] = await held(
        and(
          eq(userBadgeLevels.userId, userId),
          eq(badgeLevels.id, q.badgeLevelId),
          eq(badgeLevels.entityType, q.entityType),
          eq(badgeLevels.entityId, q.entityId),
        ),
      );
      return row ?? null;
    },

    async heldBadgeById(userBadgeLevelId: number): Promise<HeldBadgeRow | null> {
      const [row] = await held(eq(userBadgeLevels.id, userBadgeLevelId));
      return row ?? null;
    },

    async hasAnyBadge(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: userBadgeLevels.id })
        .from(userBadgeLevels)
        .where(eq(userBadgeLevels.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** Acknowledges the user's own not yet acknowledged badge levels among ids; returns how many changed. */
    async acknowledge(userId: number, ids: number[], at: Date): Promise<number> {
      const rows = await db
        .update(userBadgeLevels)
        .set({ acknowledgedAt: at })
        .where(
          and(
            eq(userBadgeLevels.userId, userId),
            inArray(userBadgeLevels.id, ids),
            isNull(userBadgeLevels.acknowledgedAt),
          ),
        )
        .returning({ id: userBadgeLevels.id });
      return rows.length;
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
