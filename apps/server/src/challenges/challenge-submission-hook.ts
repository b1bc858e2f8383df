/**
 * The challenges' judged-submission hook (composed in judged-submission-hooks.ts), INSIDE the verdict's
 * transaction: a registered learner's accepted submission on a challenge day's problem, made while that day is
 * unlocked and the challenge runs, counts the day once; the level it brings earns the Challenge badge through
 * engagement's grantBadge seam (entity id `<month index>-<level>`, entity slug the challenge's slug).
 */
import { and, eq } from 'drizzle-orm';
import {
  challengeBadgeEntityId,
  challengeEndsAt,
  challengeLevel,
  dayUnlocksAt,
} from '@katana/shared/api/challenges';
import type { Db } from '../db/client.ts';
import { challengeRegistrations } from '../db/schema/challenges.ts';
import { grantBadge } from '../engagement/index.ts';
import type { JudgedSubmissionHook } from '../practice/index.ts';
import { createChallengesRepository } from './challenges.repository.ts';

export const challengeSubmissionHook: JudgedSubmissionHook = async (tx: Db, judged) => {
  if (!judged.solved) return;
  const repo = createChallengesRepository(tx);
  for (const challenge of await repo.naming(judged.problemSlug)) {
    const day = challenge.days.indexOf(judged.problemSlug) + 1;
    const at = judged.submittedAt;
    if (at < dayUnlocksAt(challenge.startsOn, day) || at >= challengeEndsAt(challenge.endsOn)) continue;
    const [registered] = await tx
      .select({ at: challengeRegistrations.registeredAt })
      .from(challengeRegistrations)
      .where(
        and(
          eq(challengeRegistrations.challengeId, challenge.id),
          eq(challengeRegistrations.userId, judged.userId),
        ),
      );
    if (!registered) continue;
    const counted = await repo.recordSolve({
      challengeId: challenge.id,
      userId: judged.userId,
      day,
      submissionId: judged.submissionId,
      at: judged.judgedAt,
    });
    if (!counted) continue;
    const solved = (await repo.solvedDays(challenge.id, judged.userId)).size;
    const level = challengeLevel(solved, challenge.days.length);
    await grantBadge(tx, {
      userId: judged.userId,
      badgeKey: `Challenge:${challengeBadgeEntityId(challenge.monthIndex, level)}`,
      entityName: `${challenge.title}, level ${level}`,
      entitySlug: challenge.slug,
      at: judged.judgedAt,
    });
  }
};
