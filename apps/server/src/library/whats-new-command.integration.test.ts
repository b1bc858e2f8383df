/** `katana whats-new publish`: an operator publishes a written entry and learners get one NEW_CONTENT item. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runWhatsNewPublish } from './whats-new-command.ts';
import { publishWhatsNewAtStart } from './whats-new-publish.ts';

const release = (version: string, published: boolean) =>
  `version: ${version}\ndate: '2026-11-27'\ntitle: Release ${version}\npublished: ${published}  # not yet\nbody: |\n  Notes.\n`;

describe('katana whats-new publish', { timeout: 120_000 }, () => {
  let t: TestApp;
  let ada: TestLearner;
  const root = mkdtempSync(join(tmpdir(), 'katana-whats-new-'));
  const dir = join(root, 'content', 'whats-new');
  const { data } = injectAs(() => t.app);
  const newContent = async () =>
    (
      await data<{ notifications: { kind: string; title: string }[] }>(
        'GET',
        `${NotificationPaths.list}?source=codestudio`,
        ada,
      )
    ).notifications.filter((n) => n.kind === 'NEW_CONTENT');

  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '1.0.0.yaml'), release('1.0.0', true));
    writeFileSync(join(dir, '1.1.0.yaml'), release('1.1.0', false));
    t = await createTestApp(
      {},
      { judge: { handler: async () => ({}) as never }, slices: ['library', 'notifications'] },
    );
    ada = await learner(t.app, 'Ada Lovelace');
    await publishWhatsNewAtStart(t.app.db, { info: () => {} }, root); // the start: 1.0.0 goes out
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('publishes a written entry once: its file, one notification per learner, nothing the second time', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runWhatsNewPublish(t.app.db, ['content/whats-new/1.1.0.yaml'], out, root)).toBe(0);
    expect(readFileSync(join(dir, '1.1.0.yaml'), 'utf8')).toMatch(/^published: true$/m);
    expect(lines[0]).toBe("Published what's new 1.1.0: 1 learner(s) told (NEW_CONTENT).");
    expect((await newContent()).map((n) => n.title)).toEqual(
      expect.arrayContaining(["What's new in 1.1.0: Release 1.1.0"]),
    );

    lines.length = 0;
    expect(await runWhatsNewPublish(t.app.db, ['1.1.0'], out, root)).toBe(0);
    expect(lines).toEqual(["What's new 1.1.0 was published before: nobody is told again."]);
    expect((await newContent()).filter((n) => n.title.includes('1.1.0'))).toHaveLength(1);
  });

  it('refuses an unknown release and a call without one', async () => {
    const lines: string[] = [];
    expect(await runWhatsNewPublish(t.app.db, ['9.9.9'], (l) => lines.push(l), root)).toBe(1);
    expect(await runWhatsNewPublish(t.app.db, [], (l) => lines.push(l), root)).toBe(2);
    expect(lines[0]).toMatch(/^No release 9\.9\.9 in content\/whats-new/);
    expect(lines[1]).toMatch(/^Usage: katana whats-new publish/);
  });
});
