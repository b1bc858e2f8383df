/**
 * content/events/<slug>.yaml (content/events/README.md): events an operator keeps as files, imported at server
 * start and by `katana seed`. The file name is the slug; an unchanged file (same content hash) is skipped, a changed
 * one rewrites its event in place (registrations stay). A file that does not fit is logged and the server starts.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX, EVENT_KINDS, EVENT_TITLE_MAX } from '@katana/shared/events/event-kinds';
import type { Db } from '../db/client.ts';
import { readContentYaml } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { EventInputError, upsertEvent } from './event-admin.ts';
import { createEventsRepository } from './events.repository.ts';

const eventFileSchema = z.object({
  title: z.string().min(1).max(EVENT_TITLE_MAX),
  kind: z.enum(EVENT_KINDS),
  summary: z.string().max(300).default(''),
  description: z.string().max(EVENT_DESCRIPTION_MAX).default(''),
  location: z.string().max(200).default('Online'),
  join_url: z.url().optional(),
  host: z.string().max(200).optional(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  high_priority: z.boolean().default(false),
});

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export async function importEventsAtStart(
  db: Db,
  log: Log,
  root = REPO_ROOT,
): Promise<{ inserted: string[]; updated: string[] }> {
  const done = { inserted: [] as string[], updated: [] as string[] };
  let files;
  try {
    files = readContentYaml(root, 'events', eventFileSchema);
  } catch (error) {
    log.error({ err: { message: (error as Error).message } }, 'event content refused');
    return done;
  }
  const repo = createEventsRepository(db);
  for (const { file, data } of files) {
    const slug = file.replace(/\.yaml$/, '');
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const existing = await repo.findBySlug(slug);
    if (existing?.contentHash === hash) continue;
    try {
      await upsertEvent(db, {
        slug,
        title: data.title,
        kind: data.kind,
        summary: data.summary,
        description: data.description,
        location: data.location,
        joinUrl: data.join_url ?? null,
        host: data.host ?? null,
        startAt: data.starts_at,
        endAt: data.ends_at,
        highPriority: data.high_priority,
        source: 'content',
        contentHash: hash,
      });
      (existing ? done.updated : done.inserted).push(slug);
    } catch (error) {
      if (!(error instanceof EventInputError)) throw error;
      log.error({ err: { message: `content/events/${file}: ${error.message}` } }, 'event content refused');
    }
  }
  if (done.inserted.length + done.updated.length > 0) log.info(done, 'events imported');
  return done;
}
