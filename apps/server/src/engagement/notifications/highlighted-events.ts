/**
 * Publishing events the header highlights (GET /api/v3/events/high_priority) and recording registrations for them
 * (user_already_registered). Called by the parts that own the events (contests, webinars), in their transactions.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  highlightedEventRegistrations,
  highlightedEvents,
} from '../../db/schema/engagement-notifications.ts';

export interface HighlightedEventInput {
  /** Stable id of the event in its owner, e.g. 'contest:42'. */
  id: string;
  /** WEBINAR, CONTEST, SCHOLARSHIP, or another category (shown as EVENTS). */
  eventCategory: string;
  title: string;
  highPriority: boolean;
  publishedAt?: Date;
  endsAt: Date;
}

export async function publishHighlightedEvent(db: Db, input: HighlightedEventInput): Promise<void> {
  const values = {
    id: input.id,
    eventCategory: input.eventCategory,
    title: input.title,
    highPriority: input.highPriority,
    publishedAt: input.publishedAt ?? new Date(),
    endsAt: input.endsAt,
  };
  await db
    .insert(highlightedEvents)
    .values(values)
    .onConflictDoUpdate({
      target: highlightedEvents.id,
      set: {
        eventCategory: values.eventCategory,
        title: values.title,
        highPriority: values.highPriority,
        endsAt: values.endsAt,
      },
    });
}

export async function removeHighlightedEventRegistration(
  db: Db,
  input: { eventId: string; userId: number },
): Promise<void> {
  await db
    .delete(highlightedEventRegistrations)
    .where(
      and(
        eq(highlightedEventRegistrations.eventId, input.eventId),
        eq(highlightedEventRegistrations.userId, input.userId),
      ),
    );
}

export async function recordHighlightedEventRegistration(
  db: Db,
  input: { eventId: string; userId: number },
): Promise<void> {
  await db.insert(highlightedEventRegistrations).values(input).onConflictDoNothing();
}
