import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { envVarsMarkdownTable } from './plugins/app/config.ts';
import { REPO_ROOT } from './plugins/app/repo-root.ts';

/** Cells of a Markdown table, whitespace-insensitive (Prettier pads the columns). */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => line.split('|').map((c) => c.trim()));

describe('README.md', () => {
  it('lists the environment variables exactly as ENV_VARS does', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = /<!-- env-table:start -->([\s\S]*?)<!-- env-table:end -->/.exec(readme)?.[1] ?? '';
    expect(cells(table)).toEqual(cells(envVarsMarkdownTable()));
  });
});

/** Where a doc's bare file mention (`auth/sign-in.service.ts`) may be rooted, besides the doc's own folder. */
const MENTION_ROOTS = [
  '',
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'packages/shared/src',
];
const MENTION_ROOTS_MORE = ['packages/judge/src', 'packages/judge', 'e2e', 'bench'];

/** Every Markdown link and every `path/to/file.ext` mention of a doc that names no existing file. */
function deadReferences(doc: string, text: string): string[] {
  const dead: string[] = [];
  const exists = (candidates: string[]) => candidates.some((c) => existsSync(join(REPO_ROOT, c)));
  // References that leave the repository (the team's ../shared/ specification) are not the repository's files.
  const leaves = (from: string, path: string) =>
    relative(REPO_ROOT, join(REPO_ROOT, from, path)).startsWith('..');
  const outside = (path: string) => leaves(dirname(doc), path) || leaves('', path);
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!target || /^[a-z]+:/.test(target) || outside(target)) continue;
    if (!exists([join(dirname(doc), target)])) dead.push(`link ${target}`);
  }
  const mention = /`([\w.@/-]+\/[\w.-]+\.(?:ts|tsx|mjs|js|md|json|ya?ml|sh|sql|c))`/g;
  for (const [, path] of text.matchAll(mention)) {
    // Build output (apps/server/dist, made by the set-up) is not in a clone until the set-up has run.
    if (!path || outside(path) || /(^|\/)dist\//.test(path)) continue;
    const roots = [dirname(doc), ...MENTION_ROOTS, ...MENTION_ROOTS_MORE];
    if (!exists(roots.map((root) => join(root, path)))) dead.push(`mention ${path}`);
  }
  return dead;
}

describe('docs', () => {
  const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('content/'));

  it('finds the docs to check', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('link and mention only files that exist in the repository', () => {
    const dead = docs.flatMap((doc) =>
      deadReferences(doc, readFileSync(join(REPO_ROOT, doc), 'utf8')).map((ref) => `${doc}: ${ref}`),
    );
    expect(dead).toEqual([]);
  });
});

describe('docs/architecture.md, Life of a submission', () => {
  it('names the file of every hook that runs in the verdict transaction', async () => {
    const { judgedSubmissionHooks } = await import('./judged-submission-hooks.ts');
    const architecture = readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
    const section = /### Life of a submission([\s\S]*?)\n## /.exec(architecture)?.[1] ?? '';
    const unnamed = judgedSubmissionHooks().flatMap((hook) => {
      const [file = hook.name] = execFileSync(
        'git',
        ['grep', '-l', `export const ${hook.name}\\b`, '--', 'apps/server/src/*.ts'],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      ).split('\n');
      return section.includes(`\`${relative('apps/server/src', file)}\``) ? [] : [file];
    });
    expect(unnamed).toEqual([]);
  });
});
