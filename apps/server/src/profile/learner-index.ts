/**
 * Learners' search documents: a learner with a name and a public profile is found by name, screen name and college
 * (url /profile/{screen_name}, else their uuid). The profile keeps one learner's document in step when they save;
 * the start (server.ts, katana seed) rebuilds all of them, so accounts that never opened their profile, and names
 * changed through the sign-in flow's update_name, are found too.
 */
import { eq } from 'drizzle-orm';
import { profileUrl } from '@katana/shared/api/profile';
import type { Db } from '../db/client.ts';
import { colleges } from '../db/schema/colleges.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { replaceSearchDocuments, type SearchDocumentInput } from '../search/index.ts';
import { imageOf } from './profile.service.ts';

/** The learner's document, or null when they must not be found (inactive, private, no name yet). */
export function learnerDocument(row: UserRow, college: string | null): SearchDocumentInput | null {
  if (!row.active || row.profileVisibility === 'private' || !row.name) return null;
  return {
    type: 'learner',
    refKey: row.uuid,
    title: row.name,
    keywords: [row.screenName, college].filter(Boolean).join(' '),
    body: row.bio ?? '',
    url: profileUrl({ uuid: row.uuid, screen_name: row.screenName }),
    meta: { image: imageOf(row), screen_name: row.screenName },
  };
}

/** Rebuilds every learner's document; answers how many are indexed. */
export async function reindexLearners(db: Db): Promise<number> {
  const rows = await db
    .select({ user: users, college: colleges.name })
    .from(users)
    .leftJoin(colleges, eq(colleges.slug, users.collegeId));
  const docs = rows.flatMap(({ user, college }) => learnerDocument(user, college) ?? []);
  await replaceSearchDocuments(db, 'learner', docs);
  return docs.length;
}
