import type { JudgePriority } from './types.ts';

/** Highest first. Both engines derive their order from this one list. */
export const PRIORITY_ORDER: readonly JudgePriority[] = ['contest', 'practice', 'rejudge'];

/**
 * BullMQ priority numbers: lower runs first, and 0 ("no priority") would run before everything, so every job gets an
 * explicit value >= 1. FIFO holds within one number.
 */
export function bullmqPriority(priority: JudgePriority): number {
  return PRIORITY_ORDER.indexOf(priority) + 1;
}

export function priorityFromBullmq(value: number | undefined): JudgePriority {
  return PRIORITY_ORDER[(value ?? 1) - 1] ?? 'practice';
}

export function isJudgePriority(value: unknown): value is JudgePriority {
  return typeof value === 'string' && (PRIORITY_ORDER as readonly string[]).includes(value);
}
