/**
 * Feedback reports (spec 02 §2 "Other", §5 "Feedback dialog"; the server side is ours): the body was checked by
 * the route's contract (api-feedback.ts), so this stores it, at most FEEDBACK_PER_HOUR per learner per rolling
 * hour. The limit counts stored rows rather than an in-memory counter, so it holds across API nodes and restarts.
 * Comments are user text: stored as given, never logged.
 */
import { ErrorCode } from '@katana/shared/envelope';
import { FEEDBACK_PER_HOUR, type FeedbackArea } from '@katana/shared/engagement/feedback';
import { FeedbackApiMessage } from '@katana/shared/engagement/api-feedback';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface FeedbackReport {
  area: FeedbackArea;
  issue: string;
  comment: string;
  page?: string | undefined;
}

export function createFeedbackService(deps: { db: Db; repo: FeedbackRepository; now?: () => Date }) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async send(userId: number, report: FeedbackReport): Promise<{ received: true }> {
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const recent = await repo.countSince(tx, userId, new Date(at.getTime() - HOUR_MS));
        if (recent >= FEEDBACK_PER_HOUR)
          throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, FeedbackApiMessage.RATE_LIMITED);
        await repo.add(tx, {
          userId,
          area: report.area,
          issue: report.issue,
          comment: report.comment,
          pagePath: report.page ?? null,
          at,
        });
      });
      return { received: true };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
