/**
 * The start-up rebuild of learners' search documents: a named learner who never opened their profile is found
 * (by name, college and screen name), a private, unnamed or inactive one is not, and a rebuild drops who left.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges } from '../db/schema/colleges.ts';
import { searchDocuments } from '../db/schema/search.ts';
import { users } from '../db/schema/users.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { reindexLearners } from './learner-index.ts';

describe('reindexLearners', () => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb();
  });
  afterAll(async () => d?.close());

  const learners = async () =>
    (
      await d.db
        .select({
          title: searchDocuments.title,
          url: searchDocuments.url,
          keywords: searchDocuments.keywords,
        })
        .from(searchDocuments)
        .where(eq(searchDocuments.type, 'learner'))
    ).sort((a, b) => a.title.localeCompare(b.title));

  it('indexes named public learners, with their college and screen name, and only them', async () => {
    await d.db.insert(colleges).values({ slug: 'quarry-hill-college', name: 'Quarry Hill College' });
    const [ada] = await d.db
      .insert(users)
      .values({ name: 'Ada Quill', email: 'ada@example.com', collegeId: 'quarry-hill-college' })
      .returning();
    await d.db.insert(users).values({ name: 'Bo Screen', email: 'bo@example.com', screenName: 'bo_s' });
    await d.db
      .insert(users)
      .values({ name: 'Cy Private', email: 'cy@example.com', profileVisibility: 'private' });
    await d.db.insert(users).values({ email: 'nameless@example.com' });
    await d.db.insert(users).values({ name: 'Di Gone', email: 'di@example.com', active: false });

    expect(await reindexLearners(d.db)).toBe(2);
    expect(await learners()).toEqual([
      { title: 'Ada Quill', url: `/profile/${ada!.uuid}`, keywords: 'Quarry Hill College' },
      { title: 'Bo Screen', url: '/profile/bo_s', keywords: 'bo_s' },
    ]);

    await d.db.update(users).set({ profileVisibility: 'private' }).where(eq(users.id, ada!.id));
    expect(await reindexLearners(d.db)).toBe(1);
    expect((await learners()).map((l) => l.title)).toEqual(['Bo Screen']);
  });
});
