/**
 * The NPS survey (spec 02 §3 "NPS survey", §4 "NPS", §5 NPS rules): whether to ask a learner (the pure rule
 * shouldTriggerNps in @katana/shared/engagement/nps), the answer and the dismissal. The first answer inside the
 * answer cooldown stands: a second submit (double click, another tab) is not stored again and still answers
 * submitted, so the learner sees the thank-you either way. Feedback is user text: stored as given, never logged.
 */
import { canAnswerNps, shouldTriggerNps } from '@katana/shared/engagement/nps';
import type { Db } from '../../db/client.ts';
import type { NpsRepository } from './nps.repository.ts';

export function createNpsService(deps: { db: Db; repo: NpsRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async trigger(userId: number, forced: boolean): Promise<{ trigger_nps: boolean }> {
      const [createdAt, solvedCount, lastAnsweredAt, lastDismissedAt] = await Promise.all([
        repo.accountCreatedAt(userId),
        repo.solvedCount(userId),
        repo.lastAnsweredAt(userId),
        repo.lastDismissedAt(userId),
      ]);
      if (!createdAt) return { trigger_nps: false };
      return {
        trigger_nps: shouldTriggerNps({
          now: now(),
          accountCreatedAt: createdAt,
          solvedCount,
          lastAnsweredAt,
          lastDismissedAt,
          forced,
        }),
      };
    },

    async submit(
      userId: number,
      answer: { rating: number; feedback: string },
    ): Promise<{ submitted: boolean }> {
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if (!canAnswerNps(await repo.lastAnsweredAt(userId, tx), at)) return;
        await repo.addResponse(tx, { userId, rating: answer.rating, feedback: answer.feedback, at });
      });
      return { submitted: true };
    },

    async dismiss(userId: number, rating: number | null): Promise<{ dismissed: true }> {
      await repo.addDismissal({ userId, rating, at: now() });
      return { dismissed: true };
    },
  };
}
export type NpsService = ReturnType<typeof createNpsService>;
