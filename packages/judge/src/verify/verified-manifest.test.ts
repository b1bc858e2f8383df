import { chmod, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changedPackages,
  manifestKey,
  packageContentHash,
  readManifest,
  writeManifest,
} from './verified-manifest.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../test-fixtures/packages/circlearea');
let dir: string;
let pkg: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'katana-manifest-'));
  pkg = path.join(dir, 'circlearea');
  await cp(FIXTURE, pkg, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the verified-packages manifest', () => {
  it('hashes a package the same way twice, and a copy elsewhere alike (paths are relative)', async () => {
    const copy = path.join(dir, 'copy');
    await cp(pkg, copy, { recursive: true });
    expect(await packageContentHash(pkg)).toBe(await packageContentHash(pkg));
    expect(await packageContentHash(copy)).toBe(await packageContentHash(pkg));
  });

  it('makes a package "changed" when one byte, a file name, an executable bit or a new file differs', async () => {
    const base = await packageContentHash(pkg);
    const statement = path.join(pkg, 'problem.yaml');
    const original = await readFile(statement);
    const flipped = Buffer.from(original);
    flipped[flipped.length - 2] = flipped[flipped.length - 2]! ^ 1;
    await writeFile(statement, flipped);
    expect(await packageContentHash(pkg)).not.toBe(base);
    await writeFile(statement, original);
    expect(await packageContentHash(pkg)).toBe(base);

    await rename(statement, `${statement}.bak`);
    expect(await packageContentHash(pkg)).not.toBe(base);
    await rename(`${statement}.bak`, statement);

    await chmod(statement, 0o755);
    expect(await packageContentHash(pkg)).not.toBe(base);
    await chmod(statement, 0o644);
    expect(await packageContentHash(pkg)).toBe(base);

    await writeFile(path.join(pkg, 'notes.txt'), '');
    expect(await packageContentHash(pkg)).not.toBe(base);
  });

  it('lists as changed the packages whose hash differs or that the manifest does not know', async () => {
    const other = path.join(dir, 'other');
    await cp(pkg, other, { recursive: true });
    const manifest = { circlearea: await packageContentHash(pkg), other: await packageContentHash(pkg) };
    await writeFile(path.join(other, 'problem.yaml'), 'name: changed\n', { flag: 'a' });
    const fresh = path.join(dir, 'fresh');
    await cp(pkg, fresh, { recursive: true });
    const { changed, hashes } = await changedPackages([pkg, other, fresh], manifest);
    expect(changed).toEqual([other, fresh]);
    expect(hashes.get(pkg)).toBe(manifest.circlearea);
  });

  it('round-trips through its file with sorted keys; a missing file is empty; junk is refused', async () => {
    const file = path.join(dir, 'verified.json');
    expect(await readManifest(file)).toEqual({});
    const h = 'a'.repeat(64);
    await writeManifest(file, { zeta: h, alpha: h });
    expect(await readFile(file, 'utf8')).toBe(`{\n  "alpha": "${h}",\n  "zeta": "${h}"\n}\n`);
    expect(await readManifest(file)).toEqual({ alpha: h, zeta: h });
    await writeFile(file, '{"alpha": 3}');
    await expect(readManifest(file)).rejects.toThrow(/package name -> SHA-256 hex/);
    expect(manifestKey('/x/content/problems/pair-sum/')).toBe('pair-sum');
    expect(manifestKey('uploads/pair-sum.zip')).toBe('pair-sum');
  });
});
