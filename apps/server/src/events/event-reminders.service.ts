/**
 * Event reminders (packages/shared/src/events/event-reminders.ts): a sweep finds the registrations of events that
 * start within a day whose due reminder (a day or an hour before) was not sent yet, claims it on the registration
 * (reminded_minutes, in one conditional UPDATE, so two nodes sweeping at once send it once), then records the inbox
 * item of the event's notification kind through engagement's recordNotification (which honours the in-app
 * preferences) and mails the learner when their e-mail preferences keep that kind (digest not off, kind not left
 * out). The inbox item is pushed to the drawer after it is stored (`deliver`).
 */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_LABELS } from '@katana/shared/engagement/notifications';
import { eventNotificationKind, eventPath, type EventKind } from '@katana/shared/events/event-kinds';
import {
  EVENT_REMINDER_MINUTES,
  dueEventReminder,
  eventReminderTitle,
} from '@katana/shared/events/event-reminders';
import type { Db } from '../db/client.ts';
import { eventRegistrations, events } from '../db/schema/events.ts';
import { users } from '../db/schema/users.ts';
import { readEmailSettings, recordNotification } from '../engagement/index.ts';

const HORIZON_MS = EVENT_REMINDER_MINUTES[0] * 60_000;
/** Registrations looked at per sweep: bounded; the next sweep takes the rest. */
const LIMIT = 2000;

export interface EventReminderMail {
  to: string;
  subject: string;
  text: string;
}

export interface EventReminderDeps {
  db: Db;
  /** Pushes a learner's stored inbox items (app.notifications.deliver). */
  deliver(userId: number): Promise<unknown>;
  send(mail: EventReminderMail): Promise<void>;
  /** The site's public base URL, no trailing slash (the link in the mail). */
  baseUrl: string;
  warn(details: object, message: string): void;
}

export interface EventReminderSent {
  userId: number;
  eventId: number;
  minutes: number;
  inbox: boolean;
  email: boolean;
}

export function createEventRemindersService(deps: EventReminderDeps) {
  /** Marks the reminder as sent unless a nearer one (or this one) was already: true when this call claimed it. */
  async function claim(eventId: number, userId: number, minutes: number): Promise<boolean> {
    const claimed = await deps.db
      .update(eventRegistrations)
      .set({ remindedMinutes: minutes })
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          eq(eventRegistrations.userId, userId),
          or(isNull(eventRegistrations.remindedMinutes), gt(eventRegistrations.remindedMinutes, minutes)),
        ),
      )
      .returning({ eventId: eventRegistrations.eventId });
    return claimed.length > 0;
  }

  async function mail(
    c: { userId: number; email: string | null; kind: EventKind },
    subject: string,
    text: string,
  ) {
    if (!c.email) return false;
    const settings = await readEmailSettings(deps.db, c.userId);
    if (settings.digest === 'off' || settings.off.includes(eventNotificationKind(c.kind))) return false;
    try {
      await deps.send({ to: c.email, subject, text });
      return true;
    } catch (err) {
      deps.warn(
        { err: { message: (err as Error).message }, userId: c.userId },
        'event reminder: mail failed',
      );
      return false;
    }
  }

  return {
    /** Sends every reminder due at `now`; safe on every node, as often as wanted. */
    async sweep(now = new Date()): Promise<{ sent: EventReminderSent[] }> {
      const candidates = await deps.db
        .select({
          userId: eventRegistrations.userId,
          registeredAt: eventRegistrations.registeredAt,
          remindedMinutes: eventRegistrations.remindedMinutes,
          email: users.email,
          eventId: events.id,
          title: events.title,
          slug: events.slug,
          kind: events.kind,
          startAt: events.startAt,
          location: events.location,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .innerJoin(users, eq(users.id, eventRegistrations.userId))
        .where(
          and(
            gt(events.startAt, now),
            lte(events.startAt, new Date(now.getTime() + HORIZON_MS)),
            or(
              isNull(eventRegistrations.remindedMinutes),
              sql`${eventRegistrations.remindedMinutes} > ${EVENT_REMINDER_MINUTES[EVENT_REMINDER_MINUTES.length - 1]}`,
            ),
          ),
        )
        .orderBy(events.startAt, eventRegistrations.userId)
        .limit(LIMIT);
      const sent: EventReminderSent[] = [];
      for (const c of candidates) {
        const minutes = dueEventReminder(c.startAt.getTime(), c.registeredAt.getTime(), now.getTime());
        if (minutes === null || (c.remindedMinutes !== null && c.remindedMinutes <= minutes)) continue;
        if (!(await claim(c.eventId, c.userId, minutes))) continue;
        const kind = c.kind as EventKind;
        const title = eventReminderTitle(c.title, minutes);
        const link = eventPath(c.slug);
        const recorded = await recordNotification(deps.db, {
          userId: c.userId,
          kind: eventNotificationKind(kind),
          title,
          body: 'You registered for this event.',
          link,
          eventData: { event_id: c.eventId, minutes_before: minutes },
          dedupeKey: `event-reminder:${c.eventId}:${minutes}`,
          at: now,
        });
        const inbox = recorded.created;
        if (inbox)
          await deps
            .deliver(c.userId)
            .catch((err: unknown) =>
              deps.warn(
                { err: { message: (err as Error).message }, userId: c.userId },
                'event reminder: delivery failed',
              ),
            );
        const email = await mail(
          { userId: c.userId, email: c.email, kind },
          title,
          [
            `${title}: ${c.startAt.toUTCString()} (${c.location}).`,
            '',
            `You registered for this ${NOTIFICATION_KIND_LABELS[eventNotificationKind(kind)].toLowerCase()}.`,
            `${deps.baseUrl}${link}`,
            '',
            `Choose which e-mails you get: ${deps.baseUrl}/notification-center/settings`,
          ].join('\n'),
        );
        sent.push({ userId: c.userId, eventId: c.eventId, minutes, inbox, email });
      }
      return { sent };
    },
  };
}

export type EventRemindersService = ReturnType<typeof createEventRemindersService>;
