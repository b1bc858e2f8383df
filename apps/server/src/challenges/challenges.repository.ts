/**
 * Reads and writes of challenges, registrations and counted solves (schema: db/schema/challenges.ts), plus what a
 * challenge's view needs from elsewhere: its problems' names and the viewer's Challenge badges.
 */
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  challengeRegistrations,
  challenges,
  challengeSolves,
  type ChallengeRow,
} from '../db/schema/challenges.ts';
import { badgeLevels, userBadgeLevels } from '../db/schema/engagement-badges.ts';
import { problems } from '../db/schema/practice.ts';
import { users } from '../db/schema/users.ts';

export type ChallengeValues = Omit<ChallengeRow, 'id' | 'createdAt' | 'updatedAt'>;

export interface BoardRow {
  userId: number;
  uuid: string;
  name: string | null;
  image: string | null;
  profileVisibility: string;
  solved: number;
  lastSolvedAt: Date;
}

export function createChallengesRepository(db: Db) {
  return {
    async all(): Promise<ChallengeRow[]> {
      return db.select().from(challenges).orderBy(desc(challenges.startsOn), asc(challenges.id));
    },

    async bySlug(slug: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(challenges).where(eq(challenges.slug, slug));
      return row;
    },

    /** Challenges whose days name the problem `slug`. */
    async naming(slug: string): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(sql`${challenges.days} @> ${JSON.stringify([slug])}::jsonb`);
    },

    async upsert(values: ChallengeValues): Promise<'inserted' | 'updated' | 'unchanged'> {
      const [existing] = await db
        .select({ id: challenges.id, contentHash: challenges.contentHash })
        .from(challenges)
        .where(eq(challenges.slug, values.slug));
      if (existing?.contentHash === values.contentHash) return 'unchanged';
      if (existing) {
        await db
          .update(challenges)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(challenges.id, existing.id));
        return 'updated';
      }
      await db.insert(challenges).values(values);
      return 'inserted';
    },

    async knownProblems(
      slugs: readonly string[],
    ): Promise<Map<string, { name: string; difficulty: string }>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: problems.slug, name: problems.name, difficulty: problems.difficulty })
        .from(problems)
        .where(inArray(problems.slug, [...slugs]));
      return new Map(rows.map((r) => [r.slug, { name: r.name, difficulty: r.difficulty }]));
    },

    async participants(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: challengeRegistrations.challengeId, n: count() })
        .from(challengeRegistrations)
        .where(inArray(challengeRegistrations.challengeId, [...ids]))
        .groupBy(challengeRegistrations.challengeId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    async registeredIn(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: challengeRegistrations.challengeId })
        .from(challengeRegistrations)
        .where(
          and(
            eq(challengeRegistrations.userId, userId),
            inArray(challengeRegistrations.challengeId, [...ids]),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    async register(challengeId: number, userId: number, at: Date): Promise<void> {
      await db
        .insert(challengeRegistrations)
        .values({ challengeId, userId, registeredAt: at })
        .onConflictDoNothing();
    },

    /** Records a counted solve once per learner and day; true when it is new. */
    async recordSolve(input: {
      challengeId: number;
      userId: number;
      day: number;
      submissionId: string;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(challengeSolves)
        .values({
          challengeId: input.challengeId,
          userId: input.userId,
          day: input.day,
          submissionId: input.submissionId,
          solvedAt: input.at,
        })
        .onConflictDoNothing()
        .returning({ day: challengeSolves.day });
      return rows.length > 0;
    },

    async solvedDays(challengeId: number, userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ day: challengeSolves.day })
        .from(challengeSolves)
        .where(and(eq(challengeSolves.challengeId, challengeId), eq(challengeSolves.userId, userId)));
      return new Set(rows.map((r) => r.day));
    },

    /** Learners with at least one counted solve, best first (more days, then the earlier last solve). */
    async board(challengeId: number, limit: number): Promise<BoardRow[]> {
      const rows = await db
        .select({
          userId: challengeSolves.userId,
          uuid: users.uuid,
          name: users.name,
          image: users.image,
          profileVisibility: users.profileVisibility,
          solved: count(),
          lastSolvedAt: max(challengeSolves.solvedAt),
        })
        .from(challengeSolves)
        .innerJoin(users, eq(users.id, challengeSolves.userId))
        .where(eq(challengeSolves.challengeId, challengeId))
        .groupBy(challengeSolves.userId, users.uuid, users.name, users.image, users.profileVisibility)
        .orderBy(desc(count()), asc(max(challengeSolves.solvedAt)), asc(challengeSolves.userId))
        .limit(limit);
      return rows.map((r) => ({ ...r, solved: Number(r.solved), lastSolvedAt: new Date(r.lastSolvedAt!) }));
    },

    async userByUuid(uuid: string): Promise<{ id: number; name: string | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.uuid, uuid));
      return row;
    },

    async userUuid(userId: number): Promise<string | null> {
      const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId));
      return row?.uuid ?? null;
    },

    /** The learner's Challenge badges of the challenge `slug` (granted with entity_slug = the challenge's slug). */
    async badges(
      userId: number,
      slug: string,
    ): Promise<{ userBadgeLevelId: number; entityId: string; awardedAt: Date }[]> {
      return db
        .select({
          userBadgeLevelId: userBadgeLevels.id,
          entityId: badgeLevels.entityId,
          awardedAt: userBadgeLevels.awardedAt,
        })
        .from(userBadgeLevels)
        .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
        .where(
          and(
            eq(userBadgeLevels.userId, userId),
            eq(badgeLevels.entityType, 'Challenge'),
            eq(badgeLevels.entitySlug, slug),
          ),
        );
    },
  };
}
