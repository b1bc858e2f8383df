/**
 * Contest reminders (CONTEST inbox items, packages/shared/src/contests/contest-reminders.ts): a sweep finds the
 * official registrations of contests starting within the hour whose due reminder (60 or 10 minutes before) was not
 * recorded yet, and records it through engagement's recordNotification, which honours the learner's preferences
 * (CONTEST turned off: nothing stored). Idempotent across sweeps, restarts and nodes: the reminder's dedupe key
 * (`contest-reminder:<contest id>:<minutes>`) is unique per learner, so two nodes sweeping at once store one item.
 * Items are pushed to the drawer after they are stored (`deliver`).
 */
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import {
  CONTEST_REMINDER_MINUTES,
  contestReminderDedupeKey,
  contestReminderTitle,
  dueContestReminder,
} from '@katana/shared/contests/contest-reminders';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import type { Db } from '../db/client.ts';
import { contestParticipations, contests } from '../db/schema/contests.ts';
import { inboxNotifications } from '../db/schema/engagement-notifications.ts';
import { recordNotification } from '../engagement/index.ts';

const HORIZON_MS = CONTEST_REMINDER_MINUTES[0] * 60_000;
/** Registrations looked at per sweep: bounded; the next sweep (a minute later) takes the rest. */
const LIMIT = 5000;

export interface ContestReminderDeps {
  db: Db;
  /** Pushes a learner's stored inbox items (app.notifications.deliver). */
  deliver(userId: number): Promise<unknown>;
  warn(details: object, message: string): void;
}

export interface ReminderSent {
  userId: number;
  contestId: number;
  minutes: number;
}

export function createContestRemindersService(deps: ContestReminderDeps) {
  return {
    /** Records and delivers every reminder due at `now`; safe on every node, as often as wanted. */
    async sweep(now = new Date()): Promise<{ sent: ReminderSent[] }> {
      const due = sql`(case ${sql.join(
        [...CONTEST_REMINDER_MINUTES]
          .reverse()
          .map(
            (m) =>
              sql`when ${contests.startAt} <= ${now}::timestamptz + interval '${sql.raw(String(m))} minutes' then ${sql.raw(String(m))}`,
          ),
        sql` `,
      )} end)`;
      const candidates = await deps.db
        .select({
          userId: contestParticipations.userId,
          registeredAt: contestParticipations.registeredAt,
          contestId: contests.id,
          title: contests.title,
          slug: contests.slug,
          startAt: contests.startAt,
        })
        .from(contestParticipations)
        .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
        .where(
          and(
            eq(contestParticipations.virtual, false),
            isNotNull(contestParticipations.registeredAt),
            gt(contests.startAt, now),
            lte(contests.startAt, new Date(now.getTime() + HORIZON_MS)),
            sql`not exists (select 1 from ${inboxNotifications} where ${inboxNotifications.userId} = ${contestParticipations.userId} and ${inboxNotifications.dedupeKey} = 'contest-reminder:' || ${contests.id} || ':' || ${due})`,
          ),
        )
        .orderBy(contests.startAt, contestParticipations.id)
        .limit(LIMIT);
      const sent: ReminderSent[] = [];
      for (const c of candidates) {
        const minutes = dueContestReminder(c.startAt.getTime(), c.registeredAt!.getTime(), now.getTime());
        if (minutes === null) continue;
        const recorded = await recordNotification(deps.db, {
          userId: c.userId,
          kind: NotificationKind.CONTEST,
          title: contestReminderTitle(c.title, minutes),
          body: 'You registered for this contest. Open it when it starts.',
          link: `/contests/${c.slug}`,
          eventData: { contest_id: c.contestId, minutes_before: minutes },
          dedupeKey: contestReminderDedupeKey(c.contestId, minutes),
          at: now,
        });
        if (!recorded.created) continue;
        sent.push({ userId: c.userId, contestId: c.contestId, minutes });
        await deps
          .deliver(c.userId)
          .catch((err: unknown) =>
            deps.warn(
              { err: { message: (err as Error).message }, userId: c.userId },
              'contest reminder: delivery failed',
            ),
          );
      }
      return { sent };
    },
  };
}

export type ContestRemindersService = ReturnType<typeof createContestRemindersService>;
