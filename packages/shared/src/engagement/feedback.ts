/**
 * The feedback dialog with a single dropdown (spec 02 §2 "Other", §5 "Feedback dialog"; §8 its messages), and the
 * areas Katana asks for feedback about with their issue lists (ours: the spec names no call, so the server side and
 * the lists are ours). One list drives the web dialog's options and the server's check of the posted issue.
 */

export const FEEDBACK_OTHER = 'Other';
export const FEEDBACK_COMMENT_LABEL = 'Additional Comments';
export const FeedbackError = {
  ISSUE_REQUIRED: 'Please select an issue',
  COMMENT_REQUIRED: 'This field is required',
} as const;

/** The comment's length limit: the textarea's maxLength and the server's `.max()`. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
/** Reports a learner may send per rolling hour; more answer 429 (a flood of reports helps nobody read them). */
export const FEEDBACK_PER_HOUR = 10;

/** The parts of the engagement layer a learner can report a problem with, and the issues each offers. */
export const FEEDBACK_AREAS = {
  exp: ['EXP not added', 'Wrong level', 'Booster not applied'],
  leaderboard: ['My rank is wrong', 'Wrong league', 'Missing friend'],
  notifications: ['Notification not received', 'Too many notifications'],
} as const satisfies Record<string, readonly string[]>;
export type FeedbackArea = keyof typeof FEEDBACK_AREAS;
export const FEEDBACK_AREA_NAMES = Object.keys(FEEDBACK_AREAS) as [FeedbackArea, ...FeedbackArea[]];

/** "'Other' is always appended to the options" (once, even if the caller already listed it). */
export function feedbackOptions(options: readonly string[]): string[] {
  return [...options.filter((o) => o !== FEEDBACK_OTHER), FEEDBACK_OTHER];
}

/** The dropdown of an area: its issues, then "Other". */
export function feedbackAreaOptions(area: FeedbackArea): string[] {
  return feedbackOptions(FEEDBACK_AREAS[area]);
}

export function isFeedbackArea(value: string): value is FeedbackArea {
  return Object.hasOwn(FEEDBACK_AREAS, value);
}

export interface FeedbackErrors {
  issue?: string;
  comment?: string;
}

/** The selected issue is required; with "Other" the comment is required too. Submit is disabled while invalid. */
export function validateFeedback(input: { issue: string | null; comment: string }): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!input.issue) errors.issue = FeedbackError.ISSUE_REQUIRED;
  if (input.issue === FEEDBACK_OTHER && input.comment.trim() === '')
    errors.comment = FeedbackError.COMMENT_REQUIRED;
  return errors;
}

export function canSubmitFeedback(input: { issue: string | null; comment: string }): boolean {
  return Object.keys(validateFeedback(input)).length === 0;
}
