/**
 * NEW_CONTENT notifications: after an import added problems or guided paths (server start, `katana seed`, the
 * import commands), every learner who has not turned NEW_CONTENT off gets ONE inbox item for the whole batch ("3 new
 * problems and 1 new guided path"), not one per problem. The dedupe key is the batch's content (its sorted slugs),
 * so announcing the same batch twice (a second node, a retried start) records nothing new. Nothing is announced
 * for an import that added nothing (updates to existing content are not news).
 */
import { createHash } from 'node:crypto';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import type { Db } from '../../db/client.ts';
import { recordNotificationForAll } from './record-notification.ts';

export interface NewContent {
  /** Slugs of the problems the import inserted. */
  problems: readonly string[];
  /** Slugs of the guided paths the import inserted. */
  paths: readonly string[];
}

const plural = (n: number, one: string, many: string) => `${n} new ${n === 1 ? one : many}`;

export function newContentItem(content: NewContent): { title: string; link: string } | null {
  const parts = [
    ...(content.problems.length > 0 ? [plural(content.problems.length, 'problem', 'problems')] : []),
    ...(content.paths.length > 0 ? [plural(content.paths.length, 'guided path', 'guided paths')] : []),
  ];
  if (parts.length === 0) return null;
  const title = `${parts.join(' and ')} to practise`;
  const link =
    content.paths.length === 1 && content.problems.length === 0
      ? `/guided-paths/${content.paths[0]}`
      : content.paths.length > 0 && content.problems.length === 0
        ? '/guided-paths'
        : content.problems.length === 1 && content.paths.length === 0
          ? `/problems/${content.problems[0]}`
          : '/problems';
  return { title, link };
}

/** Records the batch's item for every learner who wants it; returns who got it (deliver after the commit). */
export async function announceNewContent(db: Db, content: NewContent, at = new Date()): Promise<number[]> {
  const item = newContentItem(content);
  if (!item) return [];
  const batch = createHash('sha256')
    .update(JSON.stringify({ problems: [...content.problems].sort(), paths: [...content.paths].sort() }))
    .digest('base64url')
    .slice(0, 22);
  return recordNotificationForAll(db, {
    kind: NotificationKind.NEW_CONTENT,
    title: item.title,
    link: item.link,
    eventData: { problems: content.problems.length, guided_paths: content.paths.length },
    dedupeKey: `new-content:${batch}`,
    at,
  });
}
