/**
 * The feedback dialog with a single dropdown (spec 02 §5 "Feedback dialog"; §8 its messages).
 */

export const FEEDBACK_OTHER = 'Other';
export const FEEDBACK_COMMENT_LABEL = 'Additional Comments';
export const FeedbackError = {
  ISSUE_REQUIRED: 'Please select an issue',
  COMMENT_REQUIRED: 'This field is required',
} as const;

/** "'Other' is always appended to the options" (once, even if the caller already listed it). */
export function feedbackOptions(options: readonly string[]): string[] {
  return [...options.filter((o) => o !== FEEDBACK_OTHER), FEEDBACK_OTHER];
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
