import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig } from './plugins/app/config.ts';
import { startServer } from './server.ts';
import { createLogger } from './plugins/app/logger.ts';
import { createLanguageRepository } from './practice/languages/language.repository.ts';

/** A logger that keeps the messages it is given (info and above). */
function recordingLogger() {
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        messages.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), messages };
}

// The embedded mode end to end: PGlite files in DATA_DIR, a real HTTP listener, a stop and a restart.
describe('startServer (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'katana-data-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The first start also imports the whole problem catalogue of content/ (the second skips it, its sources being
  // unchanged since: prepare-data.ts): a long timeout.
  it('migrates, seeds and serves; after a restart the data written before is still there', async () => {
    const first = await startServer(config, createLogger(config));
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as { data: { db: unknown } };
    expect(health.data.db).toMatchObject({ ok: true, driver: 'pglite' });
    // A change the seed does not own survives only if PGlite really kept its files.
    await createLanguageRepository(first.app.db).insert([
      { key: 'cobol', name: 'COBOL', extension: 'cob', editorMode: 'cobol', sortOrder: 999 },
    ]);
    await first.stop();
    await first.stop(); // idempotent: main's signal handler and a test may both call it

    const recorded = recordingLogger();
    const second = await startServer(config, recorded.log);
    try {
      const list = (await (await fetch(`${second.url}/api/v1/languages?q=cobol`)).json()) as {
        data: { languages: unknown[] };
      };
      expect(list.data.languages).toEqual([
        { key: 'cobol', name: 'COBOL', extension: 'cob', editor_mode: 'cobol', sort_order: 999 },
      ]);
      expect(await createLanguageRepository(second.app.db).count()).toBe(13);
      expect((await fetch(`${second.url}/api/v1/problems/anagram-shelves`)).status).toBe(200);
      // Nothing changed in content/ or the code between the starts: the second read no package (issue #20).
      expect(recorded.messages).toContain('sources unchanged since the last import: skipped');
      expect(recorded.messages).not.toContain('catalogue imported');
    } finally {
      await second.stop();
    }
  }, 300_000);
});
