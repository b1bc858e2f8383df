/**
 * The recommend-to-a-friend survey (spec 02 §2 "NPS survey"; §4 "NPS"; §5 NPS rules; §9 "NPS max rating 10",
 * "NPS feedback limit 200 characters", "NPS show delay 3000 ms").
 */

export const NPS_MIN_RATING = 1;
export const NPS_MAX_RATING = 10;
export const NPS_FEEDBACK_MAX_LENGTH = 200;
export const NPS_SHOW_DELAY_MS = 3000;
/** "The query param nps triggers an NPS check." */
export const NPS_QUERY_PARAM = 'nps';

export function isValidNpsRating(rating: unknown): rating is number {
  return (
    Number.isInteger(rating) && (rating as number) >= NPS_MIN_RATING && (rating as number) <= NPS_MAX_RATING
  );
}

export const NpsPrompt = {
  LOW: 'What was missing or disappointing in your experience with us?',
  MID: 'How can we improve your experience?',
  TOP: 'What do you like most about us?',
} as const;

/** Below 7, 7 to 9, and 10. */
export function npsFeedbackPrompt(rating: number): string {
  if (rating < 7) return NpsPrompt.LOW;
  if (rating < 10) return NpsPrompt.MID;
  return NpsPrompt.TOP;
}

/** The remaining-characters counter and its limit-reached style. */
export function npsFeedbackCounter(text: string): { remaining: number; limit_reached: boolean } {
  const remaining = NPS_FEEDBACK_MAX_LENGTH - text.length;
  return { remaining: Math.max(0, remaining), limit_reached: remaining <= 0 };
}

/** "The thank-you and the referral banner appear only when rating is above 7 and not the alternate survey variant." */
export function showsNpsThankYou(rating: number | null, alternateVariant: boolean): boolean {
  return rating !== null && rating > 7 && !alternateVariant;
}

export type NpsStep = 1 | 2 | 3;

export interface NpsState {
  step: NpsStep;
  rating: number | null;
  feedback: string;
  loading: boolean;
  /** The bottom sheet (mobile, or the first pick from the initial state). */
  sheet_open: boolean;
  closed: boolean;
}

export const initialNpsState: NpsState = {
  step: 1,
  rating: null,
  feedback: '',
  loading: false,
  sheet_open: false,
  closed: false,
};

export type NpsAction =
  | { type: 'rated'; rating: number; mobile: boolean }
  | { type: 'feedback_changed'; text: string }
  | { type: 'submit_started' }
  | { type: 'submit_finished'; submitted: boolean }
  | { type: 'closed' };

/**
 * What the survey records when it closes: a dismissal with the rating (or none) before step 3, nothing after.
 */
export function npsDismissal(state: NpsState): { nps_rating: number | null } | null {
  return state.step < 3 ? { nps_rating: state.rating } : null;
}

export function npsReducer(state: NpsState, action: NpsAction): NpsState {
  switch (action.type) {
    case 'rated':
      if (!isValidNpsRating(action.rating)) return state;
      // "On mobile or initial state a bottom sheet opens."
      return {
        ...state,
        rating: action.rating,
        step: 2,
        sheet_open: action.mobile || state.step === 1 || state.sheet_open,
      };
    case 'feedback_changed':
      return { ...state, feedback: action.text.slice(0, NPS_FEEDBACK_MAX_LENGTH) };
    case 'submit_started':
      return state.loading || state.rating === null ? state : { ...state, loading: true };
    case 'submit_finished':
      return { ...state, loading: false, step: action.submitted ? 3 : state.step };
    case 'closed':
      return { ...state, closed: true, sheet_open: false };
  }
}

/** Submit is disabled while loading (and without a rating, which the call needs). */
export function canSubmitNps(state: NpsState): boolean {
  return !state.loading && state.rating !== null && state.step === 2;
}

/**
 * When the survey asks a learner (ours: the spec only says a trigger is confirmed). Someone who has used the
 * product a while (an account NPS_MIN_ACCOUNT_AGE_DAYS old, or NPS_MIN_SOLVED problems solved) is asked, but not
 * again within NPS_ANSWER_COOLDOWN_DAYS of an answer nor NPS_DISMISS_COOLDOWN_DAYS of closing the survey. A
 * forced check (`?nps` in the page address, e.g. from a mail) skips the usage bar, never the cooldowns.
 */
export const NPS_MIN_ACCOUNT_AGE_DAYS = 14;
export const NPS_MIN_SOLVED = 5;
export const NPS_ANSWER_COOLDOWN_DAYS = 90;
export const NPS_DISMISS_COOLDOWN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NpsTriggerInput {
  now: Date;
  accountCreatedAt: Date;
  solvedCount: number;
  lastAnsweredAt: Date | null;
  lastDismissedAt: Date | null;
  forced: boolean;
}

const within = (at: Date | null, now: Date, days: number) =>
  at !== null && now.getTime() - at.getTime() < days * DAY_MS;

export function shouldTriggerNps(input: NpsTriggerInput): boolean {
  const { now } = input;
  if (within(input.lastAnsweredAt, now, NPS_ANSWER_COOLDOWN_DAYS)) return false;
  if (within(input.lastDismissedAt, now, NPS_DISMISS_COOLDOWN_DAYS)) return false;
  if (input.forced) return true;
  const ageDays = (now.getTime() - input.accountCreatedAt.getTime()) / DAY_MS;
  return ageDays >= NPS_MIN_ACCOUNT_AGE_DAYS || input.solvedCount >= NPS_MIN_SOLVED;
}

/** A second answer inside the cooldown is refused (the survey was not offered), not stored twice. */
export function canAnswerNps(lastAnsweredAt: Date | null, now: Date): boolean {
  return !within(lastAnsweredAt, now, NPS_ANSWER_COOLDOWN_DAYS);
}
