/**
 * Creating and updating events (operators: `katana event create`, content/events/*.yaml; tests and e2e: the dev
 * route). Checks the input, renders the description's Markdown, and publishes the event to the header's highlight
 * (engagement's publishHighlightedEvent: the bell's nudge for a newly published event, the ripple for a high-priority
 * one) in the same transaction. The highlight lasts until the event starts.
 */
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_KINDS,
  EVENT_SLUG_PATTERN,
  EVENT_TITLE_MAX,
  eventCategory,
  slugifyEventTitle,
  type EventKind,
} from '@katana/shared/events/event-kinds';
import type { Db } from '../db/client.ts';
import { events, type EventRow } from '../db/schema/events.ts';
import { publishHighlightedEvent } from '../engagement/index.ts';
import { renderMarkdown } from '../practice/index.ts';
import { createEventsRepository } from './events.repository.ts';

export class EventInputError extends Error {}

export interface EventInput {
  title: string;
  slug?: string;
  kind: string;
  summary?: string;
  /** Markdown. */
  description?: string;
  location?: string;
  joinUrl?: string | null;
  host?: string | null;
  startAt: Date;
  endAt: Date;
  highPriority?: boolean;
  source?: 'content' | 'command' | 'demo' | 'dev';
  contentHash?: string | null;
}

export const highlightId = (eventId: number) => `event:${eventId}`;

function checked(input: EventInput): EventInput & { kind: EventKind; slug: string } {
  const title = input.title.trim();
  if (!title) throw new EventInputError('title: required.');
  if (title.length > EVENT_TITLE_MAX)
    throw new EventInputError(`title: at most ${EVENT_TITLE_MAX} characters.`);
  if (!(EVENT_KINDS as readonly string[]).includes(input.kind))
    throw new EventInputError(`kind: one of ${EVENT_KINDS.join(', ')}.`);
  const slug = input.slug ?? slugifyEventTitle(title);
  if (!EVENT_SLUG_PATTERN.test(slug))
    throw new EventInputError('slug: lower-case letters, digits and single dashes.');
  if (Number.isNaN(input.startAt.getTime()) || Number.isNaN(input.endAt.getTime()))
    throw new EventInputError('start and end: valid times.');
  if (input.endAt <= input.startAt) throw new EventInputError('end: after the start.');
  if ((input.description ?? '').length > EVENT_DESCRIPTION_MAX)
    throw new EventInputError(`description: at most ${EVENT_DESCRIPTION_MAX} characters.`);
  if (input.joinUrl && !/^https?:\/\//.test(input.joinUrl))
    throw new EventInputError('join URL: an http(s) address.');
  return { ...input, title, slug, kind: input.kind as EventKind };
}

function rowValues(input: ReturnType<typeof checked>) {
  return {
    slug: input.slug,
    title: input.title,
    kind: input.kind,
    summary: (input.summary ?? '').trim(),
    descriptionHtml: input.description ? renderMarkdown(input.description) : '',
    location: input.location?.trim() || 'Online',
    joinUrl: input.joinUrl ?? null,
    host: input.host ?? null,
    startAt: input.startAt,
    endAt: input.endAt,
    highPriority: input.highPriority ?? false,
    source: input.source ?? 'command',
    contentHash: input.contentHash ?? null,
  };
}

async function publish(db: Db, row: EventRow): Promise<void> {
  await publishHighlightedEvent(db, {
    id: highlightId(row.id),
    eventCategory: eventCategory(row.kind),
    title: row.title,
    highPriority: row.highPriority,
    endsAt: row.startAt,
  });
}

/** A new event; its slug (given or from the title) must be free. */
export async function createEvent(db: Db, input: EventInput): Promise<EventRow> {
  const values = rowValues(checked(input));
  return db.transaction(async (tx) => {
    if (await createEventsRepository(tx).slugTaken(values.slug))
      throw new EventInputError(`slug: an event "${values.slug}" exists already (pass --slug).`);
    const [row] = await tx.insert(events).values(values).returning();
    await publish(tx, row!);
    return row!;
  });
}

/** Creates or rewrites the event with this slug (content files); returns whether it was new. */
export async function upsertEvent(db: Db, input: EventInput & { slug: string }): Promise<EventRow> {
  const values = rowValues(checked(input));
  return db.transaction(async (tx) => {
    const { slug, ...rest } = values;
    const [row] = await tx
      .insert(events)
      .values(values)
      .onConflictDoUpdate({ target: events.slug, set: { ...rest, slug } })
      .returning();
    await publish(tx, row!);
    return row!;
  });
}
