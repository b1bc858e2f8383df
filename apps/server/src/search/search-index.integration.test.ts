/**
 * The search index other slices write: upsert by (type, ref key) replaces, the generated document matches words of
 * the title and body, pg_trgm finds a misspelt title, remove and replace drop documents.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from '../db/schema/search.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { indexSearchDocuments, removeSearchDocuments, replaceSearchDocuments } from './search-index.ts';

describe('search index', () => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb();
  });
  afterAll(async () => {
    await d?.close();
  });

  const titles = async (type: string) =>
    (
      await d.db
        .select({ title: searchDocuments.title })
        .from(searchDocuments)
        .where(eq(searchDocuments.type, type))
    )
      .map((r) => r.title)
      .sort();

  it('upserts by type and key, and full-text and trigram queries find the documents', async () => {
    await indexSearchDocuments(d.db, [
      {
        type: 'problem',
        refKey: 'lantern-relay',
        title: 'Lantern Relay',
        body: 'Signals travel between towers',
        url: '/problems/lantern-relay',
        problemId: 1,
      },
      {
        type: 'discussion',
        refKey: '7',
        title: 'Stuck on towers',
        body: 'My relay times out',
        url: '/campus/public/discussions/7',
      },
    ]);
    await indexSearchDocuments(d.db, [
      { type: 'problem', refKey: 'lantern-relay', title: 'Lantern Relay II', url: '/problems/lantern-relay' },
    ]);
    expect(await titles('problem')).toEqual(['Lantern Relay II']);
    const fullText = await d.db
      .select({ ref: searchDocuments.refKey })
      .from(searchDocuments)
      .where(sql`${searchDocuments.document} @@ websearch_to_tsquery('english', 'relay timing')`);
    expect(fullText.map((r) => r.ref)).toEqual(['7']);
    const typo = await d.db
      .select({ ref: searchDocuments.refKey })
      .from(searchDocuments)
      .where(sql`lower(${searchDocuments.title}) % 'lantren relay'`);
    expect(typo.map((r) => r.ref)).toEqual(['lantern-relay']);
  });

  it('removes documents by key and replaces a whole type', async () => {
    await removeSearchDocuments(d.db, 'discussion', ['7']);
    expect(await titles('discussion')).toEqual([]);
    await replaceSearchDocuments(d.db, 'contest', [
      { type: 'contest', refKey: 'a', title: 'Round A', url: '/contests/a' },
      { type: 'contest', refKey: 'b', title: 'Round B', url: '/contests/b' },
    ]);
    await replaceSearchDocuments(d.db, 'contest', [
      { type: 'contest', refKey: 'b', title: 'Round B', url: '/contests/b' },
    ]);
    expect(await titles('contest')).toEqual(['Round B']);
    const [left] = await d.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.type, 'problem')));
    expect(left?.n).toBe(1);
  });
});
