/**
 * The shipped bundles (content/interview-bundles) load, and every problem they name is in the catalogue; the import
 * command's usage errors.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { loadBundleFolder } from './interview-bundle-content.ts';
import { runBundleImportCommand } from './interview-bundle-import-command.ts';

const CONTENT = path.join(REPO_ROOT, 'content');
const BUNDLES = path.join(CONTENT, 'interview-bundles');
const folders = readdirSync(BUNDLES, { withFileTypes: true }).filter((d) => d.isDirectory());

/** The catalogue's kind of a slug: a judged problem package, a quiz or NOTE item, or nothing. */
function kindOf(slug: string): 'problem' | 'NOTE' | 'quiz' | null {
  if (existsSync(path.join(CONTENT, 'problems', slug, 'katana.yaml'))) return 'problem';
  const item = path.join(CONTENT, 'items', slug, 'item.yaml');
  if (!existsSync(item)) return null;
  return /^type:\s*NOTE\s*$/m.test(readFileSync(item, 'utf8')) ? 'NOTE' : 'quiz';
}

describe('content/interview-bundles', () => {
  it('ships four to six bundles', () => {
    expect(folders.length).toBeGreaterThanOrEqual(4);
    expect(folders.length).toBeLessThanOrEqual(6);
  });

  it.each(folders.map((d) => d.name))('%s loads and names only solvable catalogue problems', (name) => {
    const loaded = loadBundleFolder(path.join(BUNDLES, name), `content/interview-bundles/${name}`);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const named = loaded.bundle.sections.flatMap((s) => s.problems.map((p) => p.slug));
    expect(named.filter((slug) => kindOf(slug) === null)).toEqual([]);
    expect(named.filter((slug) => kindOf(slug) === 'NOTE')).toEqual([]);
  });

  it('names a bad field of a bundle with its file and line', () => {
    const bad = loadBundleFolder(
      path.join(import.meta.dirname, 'fixtures', 'invalid', 'bad-schema'),
      'fixtures/invalid/bad-schema',
    );
    expect(bad).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^fixtures\/invalid\/bad-schema\/bundle\.yaml:3: level: /)],
    });
  });
});

describe('katana bundle import', () => {
  it('prints its usage and exits 2 without a folder or with an option', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      expect(await runBundleImportCommand([])).toBe(2);
      expect(await runBundleImportCommand(['--force', 'content/interview-bundles'])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([
      'usage: katana bundle import <bundle-dir|interview-bundles-dir>...',
      'usage: katana bundle import <bundle-dir|interview-bundles-dir>...',
    ]);
  });
});
