/**
 * API contract of the feedback dialog (spec 02 §2 "Other", §5 "Feedback dialog"). The spec names no call, so the
 * path and names are ours:
 *
 *   POST /api/v3/feedback   { area, issue, comment?, page? }   -> { received: true }
 *
 * The body rules mirror the dialog's (feedback.ts): the issue is one of the area's options or "Other", and "Other"
 * needs a comment. Signed-in only; FEEDBACK_PER_HOUR reports per learner per hour.
 */
import { z } from 'zod';
import {
  FEEDBACK_AREA_NAMES,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_OTHER,
  FeedbackError,
  feedbackAreaOptions,
} from './feedback.ts';

export const FeedbackPaths = { feedback: '/api/v3/feedback' } as const;

export const FEEDBACK_PAGE_MAX_LENGTH = 300;
export const FeedbackApiMessage = {
  AREA: `Pick one of: ${FEEDBACK_AREA_NAMES.join(', ')}.`,
  UNKNOWN_ISSUE: 'Pick one of the listed issues.',
  COMMENT_TOO_LONG: `Keep it under ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
  PAGE: 'A path on this site, like /leaderboard.',
  RATE_LIMITED: 'You have sent a lot of reports lately. Please try again later.',
} as const;

export const feedbackBodySchema = z
  .object({
    area: z.enum(FEEDBACK_AREA_NAMES, { error: FeedbackApiMessage.AREA }),
    issue: z.string({ error: FeedbackError.ISSUE_REQUIRED }).trim().min(1, FeedbackError.ISSUE_REQUIRED),
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, FeedbackApiMessage.COMMENT_TOO_LONG)
      .default(''),
    /** Where the learner was (pathname only: no query, which may carry tokens). */
    page: z
      .string()
      .max(FEEDBACK_PAGE_MAX_LENGTH, FeedbackApiMessage.PAGE)
      // One leading slash: '//host' is another site.
      .regex(/^\/(?!\/)[^?#\s]*$/, FeedbackApiMessage.PAGE)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.issue) return;
    if (!feedbackAreaOptions(body.area).includes(body.issue))
      ctx.addIssue({ code: 'custom', path: ['issue'], message: FeedbackApiMessage.UNKNOWN_ISSUE });
    else if (body.issue === FEEDBACK_OTHER && body.comment === '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: FeedbackError.COMMENT_REQUIRED });
  });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackResponseSchema = z.object({ received: z.literal(true) });
