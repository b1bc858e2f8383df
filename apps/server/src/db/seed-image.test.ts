import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySeedImage } from './seed-image.ts';

describe("a new DATA_DIR and the set-up's seeded image", () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'katana-seed-image-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  const image = () => {
    const dir = join(temp(), 'pglite');
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'base', 'table'), 'seeded');
    return dir;
  };

  it('starts a database that is not there yet as a copy of the image', () => {
    const target = join(temp(), 'data', 'pglite');
    expect(copySeedImage(target, image())).toBe(true);
    expect(readFileSync(join(target, 'base', 'table'), 'utf8')).toBe('seeded');
    expect(existsSync(join(target, '..', `.pglite-from-image-${process.pid}`))).toBe(false);
  });

  it('never touches a database that exists, and does nothing without an image', () => {
    const target = join(temp(), 'pglite');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), '17\n');
    expect(copySeedImage(target, image())).toBe(false);
    expect(existsSync(join(target, 'base'))).toBe(false);

    const empty = join(temp(), 'pglite');
    expect(copySeedImage(empty, join(temp(), 'no-image'))).toBe(false);
    expect(existsSync(empty)).toBe(false);
  });
});
