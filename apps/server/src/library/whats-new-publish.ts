/**
 * Publishing what's new: at server start (and `katana seed`), a release file seen for the first time is recorded
 * as published and announced: ONE NEW_CONTENT inbox item per learner who wants them, naming the newest release
 * published now and linking to /whats-new. Recording the release first makes a second node's start (or a restart)
 * announce nothing; learners who sign up later are not told about old releases (the header's dot tells them).
 */
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { compareVersions } from '@katana/shared/api/library';
import type { Db } from '../db/client.ts';
import { recordNotificationForAll } from '../engagement/index.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { createLibraryRepository } from './library.repository.ts';
import { loadReleases } from './resource-content.ts';

interface Log {
  info(obj: object, msg: string): void;
}

/** Returns the versions this call published and the learners it told. */
export async function publishWhatsNewAtStart(
  db: Db,
  log: Log,
  repoRoot = REPO_ROOT,
  at = new Date(),
): Promise<{ published: string[]; told: number[] }> {
  const releases = loadReleases(repoRoot);
  return db.transaction(async (tx) => {
    const published = await createLibraryRepository(tx).publishReleases(releases.map((r) => r.version));
    if (published.length === 0) return { published, told: [] };
    const newest = releases.find((r) => r.version === [...published].sort(compareVersions).at(-1))!;
    const told = await recordNotificationForAll(tx as unknown as Db, {
      kind: NotificationKind.NEW_CONTENT,
      title: `What's new in ${newest.version}: ${newest.title}`,
      link: '/whats-new',
      eventData: { whats_new: newest.version },
      dedupeKey: `whats-new:${newest.version}`,
      at,
    });
    log.info({ published, learners: told.length }, "what's new published");
    return { published, told };
  });
}
