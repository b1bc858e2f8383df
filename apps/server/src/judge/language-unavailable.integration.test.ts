/**
 * A language this server cannot run, as a learner and as the operator see it. The registry's reason names what to
 * install ("Debian package mariadb-server"): the operator reads it on GET /api/health and in the server log, a
 * learner only reads "MySQL is not available on this server." -- in the language list, and when running anyway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguage, registerLanguage } from '@katana/judge';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { registryLanguageInfo } from '../practice/catalogue/problem-language-info.ts';
import type { SqlSupport } from './sql-support.ts';
import { linesStream } from '../test/lines-stream.ts';

const OPERATOR_REASON = 'mariadbd is not installed (Debian package mariadb-server)';
const LEARNER_TEXT = 'MySQL is not available on this server.';

/** No SQL engine: the registry keeps the mysql entry this test gives it. */
const noSqlEngine: SqlSupport = {
  runner: () => {
    throw new Error('no SQL engine in this test');
  },
  probe: async () => undefined,
  close: async () => undefined,
};

describe('a language this server cannot run (mysql without MariaDB)', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    registerLanguage({
      ...getLanguage('mysql')!,
      availability: () => ({ available: false, reason: OPERATOR_REASON }),
    } as Parameters<typeof registerLanguage>[0]);
    const stream = linesStream(logLines);
    t = await createTestApp(
      {},
      { judge: { sql: noSqlEngine }, logger: loggerOptions({ logLevel: 'warn', nodeEnv: 'test' }, stream) },
    );
  });
  afterAll(() => t.close());

  it('GET /api/v1/judge/languages says so in a plain sentence, without the package name', async () => {
    const res = await t.app.inject({ url: '/api/v1/judge/languages' });
    const mysql = res.json().data.languages.find((l: { key: string }) => l.key === 'mysql');
    expect(mysql).toMatchObject({ available: false, reason: LEARNER_TEXT });
    expect(res.body).not.toMatch(/mariadb|Debian/i);
  });

  it('POST /api/v1/judge/run refuses it with the same sentence; the reason goes to the log', async () => {
    const { session } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/judge/run',
      headers: { authorization: `Token ${session.token}` },
      payload: { language: 'mysql', source: 'SELECT 1;' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ language: LEARNER_TEXT });
    expect(logLines.join('')).toContain(OPERATOR_REASON);
  });

  it('the classroom language picker gets the sentence too', async () => {
    const info = registryLanguageInfo(async () => ({ available: false, reason: OPERATOR_REASON }));
    expect(await info.describe(['mysql'])).toEqual([
      { key: 'mysql', name: 'MySQL', available: false, reason: LEARNER_TEXT },
    ]);
  });

  it('GET /api/health gives the operator the reason', async () => {
    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.languages).toMatchObject({ ok: true, unavailable: { mysql: OPERATOR_REASON } });
  });
});
