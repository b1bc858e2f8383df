/**
 * The review schedule: ts-fsrs's FSRS scheduler with its default weights and learning steps (1m, 10m; relearning
 * 10m), and fuzz off so that the interval shown on each rating button is exactly the one that rating gives.
 * Pure; the service stores the resulting card state per learner.
 */
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewRating } from '@katana/shared/api/flash-cards';

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

const GRADE: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

export type FsrsCard = Card;

export function newCard(now: Date): FsrsCard {
  return createEmptyCard(now);
}

/** The card after `rating` at `now`. */
export function rate(card: FsrsCard, rating: ReviewRating, now: Date): FsrsCard {
  return scheduler.next(card, now, GRADE[rating]).card;
}

/** The due moment each rating would give, Again to Easy. */
export function preview(card: FsrsCard, now: Date): { rating: ReviewRating; due: Date }[] {
  const outcomes = scheduler.repeat(card, now);
  return (Object.keys(GRADE) as ReviewRating[]).map((rating) => ({
    rating,
    due: outcomes[GRADE[rating]].card.due,
  }));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A short label for the time from `now` to `due`: '1m', '10m', '5h', '3d', '2mo', '1.4y'. */
export function intervalLabel(now: Date, due: Date): string {
  const ms = Math.max(0, due.getTime() - now.getTime());
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  if (ms < 30 * DAY) return `${Math.round(ms / DAY)}d`;
  if (ms < 365 * DAY) return `${Math.round(ms / (30 * DAY))}mo`;
  return `${Math.round((ms / (365 * DAY)) * 10) / 10}y`;
}
