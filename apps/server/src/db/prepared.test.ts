import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { preparedStatement } from './prepared.ts';

describe('a prepared statement of the session', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const echo = (text: string, n: number, at: Date | null) =>
    preparedStatement(
      'echo',
      sql`select ${text}::text as text, ${n}::int + 1 as next, ${at}::timestamptz as at`,
    );

  it('names a statement by its text, whatever the parameters', () => {
    expect(echo('a', 1, null).name).toBe(echo('b', 2, new Date()).name);
    expect(echo('a', 1, null).name).toMatch(/^echo_[0-9a-f]{24}$/);
    expect(preparedStatement('echo', sql`select 2`).name).not.toBe(echo('a', 1, null).name);
  });

  it('is prepared once and runs with each call’s values, quotes and backslashes kept as they are', async () => {
    const { db } = testDb;
    const first = echo("it's", 1, new Date('2026-01-02T03:04:05Z'));
    await db.execute(first.prepare);
    const rows = async (statement: ReturnType<typeof echo>) =>
      (await db.execute(statement.execute)) as unknown as { rows: Record<string, unknown>[] };
    expect((await rows(first)).rows[0]).toMatchObject({ text: "it's", next: 2 });
    const tricky = "\\'; select 1; -- é \\\\";
    const second = await rows(echo(tricky, 41, null));
    expect(second.rows[0]).toMatchObject({ text: tricky, next: 42, at: null });
  });

  it('refuses a NUL and values it cannot write as a literal', () => {
    expect(() => echo('a\0b', 1, null)).toThrow(/NUL/);
    expect(() => preparedStatement('echo', sql`select ${{ a: 1 }}::jsonb`)).toThrow(/unsupported/);
  });
});
