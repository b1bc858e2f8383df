/**
 * The calendar event of a contest (spec 03 §7 "add calendar event"): an .ics file with the contest's start and
 * end in UTC, a stable UID (so re-adding updates the same event) and the contest page's URL.
 */
import { createEvent } from 'ics';
import { contestPath } from '@katana/shared/contests/contest-category';
import type { ContestRow } from '../db/schema/contests.ts';

export function contestIcs(contest: ContestRow, origin: string, brand: string): string {
  const url = `${origin.replace(/\/$/, '')}${contestPath(contest.slug)}`;
  const { error, value } = createEvent({
    uid: `contest-${contest.id}@${new URL(origin).hostname}`,
    productId: `${brand}/contests`,
    title: contest.title,
    description: `${contest.description ? `${contest.description}\n\n` : ''}${url}`,
    url,
    start: contest.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: contest.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    alarms: [
      {
        action: 'display',
        description: `${contest.title} starts in 15 minutes`,
        trigger: { minutes: 15, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return value;
}

/** A safe download name: the slug with .ics. */
export const icsFileName = (contest: ContestRow) => `${contest.slug.replace(/[^a-z0-9-]/gi, '-')}.ics`;
