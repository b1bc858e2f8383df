import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** A partial app (BuildAppOptions.slices): the core, the named feature slices and the feature slices they need. */
describe('buildApp with slices', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('adds the feature slices a chosen one depends on, and no others', async () => {
    t = await createTestApp({}, { slices: ['contest-participation-exp'] });
    for (const needed of ['contest-participation-exp', 'contests', 'experience', 'notifications']) {
      expect(t.app.hasPlugin(needed), needed).toBe(true);
    }
    for (const core of ['auth', 'judge', 'practice-catalogue', 'realtime', 'submissions']) {
      expect(t.app.hasPlugin(core), core).toBe(true);
    }
    for (const left of ['community', 'feedback', 'test-series', 'contest-rating', 'problem-of-the-day']) {
      expect(t.app.hasPlugin(left), left).toBe(false);
    }
  });

  it('registers every feature slice when none are named', async () => {
    t = await createTestApp();
    for (const name of ['community', 'feedback', 'test-series', 'contest-rating', 'problem-of-the-day']) {
      expect(t.app.hasPlugin(name), name).toBe(true);
    }
  });

  it('refuses a slice name it does not know, naming the known ones', async () => {
    await expect(createTestApp({}, { slices: ['contest'] })).rejects.toThrow(
      /unknown feature slice "contest" \(known: .*contests.*\)/,
    );
  });
});
