/**
 * Scoring of spec 03 §4 "Scoring", "Upvote reaction toggle" and "Contest problem status", as pure functions.
 * The server awards with them and the web shows points gained with them, so both always agree.
 */

/** Problem kinds: every kind's new score is floored except data science and ML, which round. */
export type ScoringKind =
  | 'CODE'
  | 'SQL'
  | 'SINGLE_CHOICE'
  | 'MULTIPLE'
  | 'FILL_UP'
  | 'DATASCIENCE'
  | 'MACHINE_LEARNING';

export const PenaltyReason = { SOLUTION_SEEN: 'SOLUTION_SEEN', DEADLINE: 'DEADLINE' } as const;
export type PenaltyReason = (typeof PenaltyReason)[keyof typeof PenaltyReason];

/** new score = percentage x max score / 100, floored (code, SQL, quiz items), rounded for data science and ML. */
export function newScore(percentage: number, maxScore: number, kind: ScoringKind): number {
  const raw = (percentage * maxScore) / 100;
  return kind === 'DATASCIENCE' || kind === 'MACHINE_LEARNING' ? Math.round(raw) : Math.floor(raw);
}

export interface ScoreOutcome {
  newScore: number;
  /** The learner's score on the problem after this submission: max(old, new). */
  userScore: number;
  /** max(0, new - old). */
  pointsGained: number;
  /** Percentage above 0, new score no more than the old one, and the old one already the maximum. */
  alreadyEarned: boolean;
}

export function scoreSubmission(input: {
  percentage: number;
  maxScore: number;
  oldScore: number;
  kind: ScoringKind;
}): ScoreOutcome {
  const score = newScore(input.percentage, input.maxScore, input.kind);
  return {
    newScore: score,
    userScore: Math.max(input.oldScore, score),
    pointsGained: Math.max(0, score - input.oldScore),
    alreadyEarned: input.percentage > 0 && score <= input.oldScore && input.oldScore === input.maxScore,
  };
}

/**
 * A penalty takes a share off the percentage; the submission keeps both (percentage_score and
 * percentage_score_without_penalty) with penalty_percentage and penalty_reason.
 */
export function applyPenalty(percentageWithoutPenalty: number, penaltyPercentage: number): number {
  const share = Math.min(100, Math.max(0, penaltyPercentage));
  return (percentageWithoutPenalty * (100 - share)) / 100;
}

export const Vote = { UPVOTE: 1, DOWNVOTE: -1 } as const;
export type Vote = (typeof Vote)[keyof typeof Vote];

export interface ReactionState {
  /** The learner's current reaction, or null. */
  reaction: Vote | null;
  /** Net count shown beside the buttons (upvotes minus downvotes). */
  count: number;
}

/** The same reaction again removes it; a different one switches it and adjusts the count. */
export function toggleReaction(state: ReactionState, pressed: Vote): ReactionState {
  if (state.reaction === pressed) return { reaction: null, count: state.count - pressed };
  return { reaction: pressed, count: state.count - (state.reaction ?? 0) + pressed };
}

export interface AttemptStats {
  attempted: number;
  unattempted: number;
  markedForReview: number;
}

/**
 * Contest problem status: ACCEPTED marks the problem attempted with score 100, any other status attempted with no
 * score; the first attempt moves one problem from unattempted to attempted.
 */
export function recordContestAttempt(
  stats: AttemptStats,
  scores: Readonly<Record<string, number | null>>,
  problemId: string,
  status: string,
): { stats: AttemptStats; scores: Record<string, number | null> } {
  const firstAttempt = !(problemId in scores);
  const previous = scores[problemId] ?? null;
  const score = status === 'ACCEPTED' ? 100 : previous;
  return {
    stats: firstAttempt
      ? { ...stats, attempted: stats.attempted + 1, unattempted: Math.max(0, stats.unattempted - 1) }
      : stats,
    scores: { ...scores, [problemId]: score },
  };
}

/** Mark for review adds or removes the bookmark and adjusts the markedForReview count. */
export function toggleMarkForReview(stats: AttemptStats, marked: boolean): { stats: AttemptStats; marked: boolean } {
  return {
    marked: !marked,
    stats: { ...stats, markedForReview: Math.max(0, stats.markedForReview + (marked ? -1 : 1)) },
  };
}
