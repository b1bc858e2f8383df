/**
 * grantBadge: gives a user one level (tier) of a badge, INSIDE the caller's transaction. Idempotent: granting the
 * same badge level again changes nothing and returns created false (a re-judged submission or a re-run week-end job
 * grants once). A new grant also records a PROFILE inbox item ("You earned ..."), delivered after the commit like
 * every notification (app.notifications.deliver(userId)).
 *
 * Called by: streaks (Streak badges at the 10/50/100/300/365-day milestones, engagement/experience), weekly
 * leaderboards and practice-topic/guided-path rankings (engagement/leaderboard), contests (ContestRound badges with
 * contest_rank).
 */
import { and, eq } from 'drizzle-orm';
import { badgeTierName, type BadgeKind, type BadgeLevel } from '@katana/shared/engagement/badges';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { badgeLevels, userBadgeLevels } from '../../db/schema/engagement-badges.ts';
import type { Db } from '../../db/client.ts';
import { recordNotification } from '../notifications/record-notification.ts';

/** `${entity_type}:${entity_id}`, e.g. 'Streak:10', 'PracticeTopic:arrays', 'ContestRound:42'. */
export type BadgeKey = `${BadgeKind}:${string}`;

export function badgeKey(kind: BadgeKind, entityId: string | number): BadgeKey {
  return `${kind}:${entityId}`;
}

export function parseBadgeKey(key: string): { entityType: BadgeKind; entityId: string } | null {
  const at = key.indexOf(':');
  if (at <= 0 || at === key.length - 1) return null;
  const entityType = key.slice(0, at);
  const kinds = ['PracticeTopic', 'GuidedPath', 'ContestRound', 'Challenge', 'Streak', 'Subject'];
  if (!kinds.includes(entityType)) return null;
  return { entityType: entityType as BadgeKind, entityId: key.slice(at + 1) };
}

export interface GrantBadgeInput {
  userId: number;
  badgeKey: BadgeKey;
  /** Badge level 1-3 (Achiever, Specialist, Master); default 1. Streak badges use 1. */
  tier?: BadgeLevel;
  at: Date;
  /** Shown on the badge and its certificate; default: '10 Day Streak' for streaks, else the entity id. */
  entityName?: string;
  entitySlug?: string | null;
  /** ContestRound badges: the learner's rank in the round. */
  contestRank?: number | null;
  /** Normal (1) or Differentiable (2); default 1. */
  type?: 1 | 2;
}

export interface GrantedBadge {
  userBadgeLevelId: number;
  badgeLevelId: number;
  created: boolean;
}

function defaultName(entityType: BadgeKind, entityId: string): string {
  return entityType === 'Streak' ? `${entityId} Day Streak` : entityId;
}

export async function grantBadge(db: Db, input: GrantBadgeInput): Promise<GrantedBadge> {
  const parsed = parseBadgeKey(input.badgeKey);
  if (!parsed) throw new RangeError(`Not a badge key: ${input.badgeKey}`);
  const level = input.tier ?? 1;
  const tier = badgeTierName(level);
  const entityName = input.entityName ?? defaultName(parsed.entityType, parsed.entityId);

  // The badge level exists once for everyone; its name and slug are refreshed by the latest grant.
  const [badgeLevel] = await db
    .insert(badgeLevels)
    .values({
      badgeKey: input.badgeKey,
      entityType: parsed.entityType,
      entityId: parsed.entityId,
      entitySlug: input.entitySlug ?? null,
      entityName,
      level,
      type: input.type ?? 1,
      badgeLevelOrder: level,
    })
    .onConflictDoUpdate({
      target: [badgeLevels.badgeKey, badgeLevels.level],
      set: { entityName, ...(input.entitySlug ? { entitySlug: input.entitySlug } : {}) },
    })
    .returning({ id: badgeLevels.id });
  const badgeLevelId = badgeLevel!.id;

  const [inserted] = await db
    .insert(userBadgeLevels)
    .values({
      userId: input.userId,
      badgeLevelId,
      contestRank: input.contestRank ?? null,
      awardedAt: input.at,
    })
    .onConflictDoNothing({ target: [userBadgeLevels.userId, userBadgeLevels.badgeLevelId] })
    .returning({ id: userBadgeLevels.id });
  if (!inserted) {
    const [existing] = await db
      .select({ id: userBadgeLevels.id })
      .from(userBadgeLevels)
      .where(and(eq(userBadgeLevels.userId, input.userId), eq(userBadgeLevels.badgeLevelId, badgeLevelId)));
    return { userBadgeLevelId: existing!.id, badgeLevelId, created: false };
  }

  await recordNotification(db, {
    userId: input.userId,
    kind: NotificationKind.PROFILE,
    title: `You earned the ${tier} badge: ${entityName}`,
    body: null,
    link: '/profile',
    eventData: { badge_level_id: badgeLevelId, user_badge_level_id: inserted.id },
    dedupeKey: `badge:${inserted.id}`,
    at: input.at,
  });
  return { userBadgeLevelId: inserted.id, badgeLevelId, created: true };
}
