/**
 * SUBJECTIVE problems (spec 03 §3, issue #18): a learner writes a free-text Markdown answer, scored against the
 * problem's rubric (levels 0..max, one step each, and a pass score) by peers or a moderator. The rules:
 *
 * - One current answer per learner and problem; a resubmission replaces it until its first review arrives.
 * - Each answer needs N peer reviews (SUBJECTIVE_PEER_REVIEWS, default 3) before it gets a score: the median of the
 *   peer scores after dropping outliers (with 3+ scores, those more than one rubric step from the median;
 *   peer-score.ts), rounded half up.
 * - A moderator (the `moderator` role) may review any answer at once, waiting or scored: the moderator's score is
 *   final and overrides the peers'.
 * - Anti-abuse: nobody reviews their own answer; one review per (answer, reviewer) (a unique index); only learners who
 *   have answered the problem themselves may peer-review it; at most SUBJECTIVE_REVIEWS_PER_DAY reviews per learner
 *   per UTC day; a score is a whole rubric level and the comment at least REVIEW_COMMENT_LIMITS.min characters.
 * - The final score is recorded as a practice submission (type SUBJECTIVE, percentage = score / top level): it
 *   counts as solved, with its points and EXP, when the score reaches the rubric's pass score.
 *
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as subjectivePlugin } from './subjective.plugin.ts';
