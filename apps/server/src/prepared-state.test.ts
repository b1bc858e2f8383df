import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from './prepared-state.ts';

describe('sourcesFingerprint (what lets a restart skip the import)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function tree() {
    dir = mkdtempSync(join(tmpdir(), 'katana-fp-'));
    mkdirSync(join(dir, 'content', 'problems', 'a'), { recursive: true });
    writeFileSync(join(dir, 'content', 'problems', 'a', 'problem.yaml'), 'name: A\n');
    writeFileSync(join(dir, 'lock.json'), '{}');
    const roots = [join(dir, 'content'), join(dir, 'lock.json'), join(dir, 'missing')];
    return { roots, fp: () => sourcesFingerprint(roots, dir) };
  }

  it('is the same while nothing changes, and ignores a source that does not exist', async () => {
    const { fp } = tree();
    expect(await fp()).toBe(await fp());
  });

  it('changes when a file is edited, added or removed, or only touched', async () => {
    const { fp } = tree();
    const before = await fp();
    const file = join(dir, 'content', 'problems', 'a', 'problem.yaml');
    writeFileSync(file, 'name: Bee\n');
    const edited = await fp();
    expect(edited).not.toBe(before);
    writeFileSync(join(dir, 'content', 'problems', 'a', 'hint.md'), 'x');
    const added = await fp();
    expect(added).not.toBe(edited);
    rmSync(join(dir, 'content', 'problems', 'a', 'hint.md'));
    expect(await fp()).toBe(edited);
    utimesSync(join(dir, 'lock.json'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await fp()).not.toBe(edited);
  });
});
