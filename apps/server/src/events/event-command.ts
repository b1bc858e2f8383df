/**
 * `katana event create`: an operator adds an event to the calendar.
 *
 *   katana event create --title "Graph algorithms, live" --kind WEBINAR --start 2026-12-06T14:30:00Z \
 *     --duration 90 [--slug graph-algorithms-live] [--summary "..."] [--description "Markdown"] \
 *     [--location Online] [--join-url https://...] [--host "..."] [--high-priority]
 *
 * --start takes an ISO time, "now", or "+<minutes>" from now. Prints the event's id (its event_id) and slug.
 */
import { parseArgs } from 'node:util';
import { EVENT_KINDS } from '@katana/shared/events/event-kinds';
import { EventInputError, createEvent } from './event-admin.ts';

export const EVENT_CREATE_USAGE =
  'Usage: katana event create --title <title> --kind <' +
  EVENT_KINDS.join('|') +
  '> --start <ISO|now|+minutes> --duration <minutes> [--slug <slug>] [--summary <text>] ' +
  '[--description <markdown>] [--location <text>] [--join-url <url>] [--host <text>] [--high-priority]';

export function parseEventStart(value: string, now = Date.now()): Date {
  if (value === 'now') return new Date(now);
  const relative = /^\+(\d+)$/.exec(value);
  if (relative) return new Date(now + Number(relative[1]) * 60_000);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new EventInputError(`--start: not a time: ${value}`);
  return at;
}

export async function runEventCreate(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        kind: { type: 'string' },
        start: { type: 'string' },
        duration: { type: 'string' },
        slug: { type: 'string' },
        summary: { type: 'string' },
        description: { type: 'string' },
        location: { type: 'string' },
        'join-url': { type: 'string' },
        host: { type: 'string' },
        'high-priority': { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${EVENT_CREATE_USAGE}`);
    return 2;
  }
  const { title, kind, start } = values;
  if (!title || !kind || !start || !values.duration) {
    console.error(EVENT_CREATE_USAGE);
    return 2;
  }
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase(async (db) => {
    try {
      const startAt = parseEventStart(start);
      const duration = Number(values.duration);
      if (!Number.isInteger(duration) || duration <= 0)
        throw new EventInputError('--duration: a whole number of minutes.');
      const event = await createEvent(db, {
        title,
        kind: kind.toUpperCase(),
        ...(values.slug ? { slug: values.slug } : {}),
        summary: values.summary ?? '',
        description: values.description ?? '',
        location: values.location ?? 'Online',
        joinUrl: values['join-url'] ?? null,
        host: values.host ?? null,
        startAt,
        endAt: new Date(startAt.getTime() + duration * 60_000),
        highPriority: values['high-priority'] ?? false,
        source: 'command',
      });
      console.log(`Created event ${event.id} (${event.slug}): ${event.title}, ${event.kind}`);
      return 0;
    } catch (error) {
      if (error instanceof EventInputError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}
