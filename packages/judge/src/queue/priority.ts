import type { JudgePriority } from './types.ts';

/** Highest first. Both engines derive their order from this one list. */
export const PRIORITY_ORDER: readonly JudgePriority[] = ['contest', 'practice', 'rejudge'];

/**
 * Within a priority, jobs are ordered by their owner's rank: how many jobs that owner (a learner) already had waiting
 * or running when this one was enqueued. So another learner's first job overtakes someone's third, and one learner
 * cannot hold the judge by queueing many. Ranks past RANK_SLOTS - 1 share the last slot.
 */
export const RANK_SLOTS = 1000;

/**
 * BullMQ priority numbers: lower runs first, and 0 ("no priority") would run before everything, so every job gets an
 * explicit value >= 1: the priority's block of RANK_SLOTS numbers, then the rank. FIFO holds within one number.
 */
export function bullmqPriority(priority: JudgePriority, rank = 0): number {
  return PRIORITY_ORDER.indexOf(priority) * RANK_SLOTS + Math.min(Math.max(0, rank), RANK_SLOTS - 1) + 1;
}

export function priorityFromBullmq(value: number | undefined): JudgePriority {
  return PRIORITY_ORDER[Math.floor(((value ?? 1) - 1) / RANK_SLOTS)] ?? 'practice';
}
