import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runJudgeCommand, runVerifyCommand } from './index.ts';

const SRC = import.meta.dirname;

/** Files of this package that `file` loads when it is imported: static imports and re-exports, not import(). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const loaded =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly);
    const specifier = loaded ? statement.moduleSpecifier : undefined;
    return specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')
      ? [resolve(dirname(file), specifier.text)]
      : [];
  });
}

function loadedWith(entry: string): Set<string> {
  const seen = new Set([entry]);
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const next of staticImports(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return new Set([...seen].map((file) => relative(SRC, file)));
}

describe('@katana/judge (src/index.ts)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not load the problem-setter commands when imported', () => {
    const loaded = loadedWith(resolve(SRC, 'index.ts'));
    expect(loaded).toContain('queue/create-judge-queue.ts'); // the walk follows re-exports
    for (const lazy of ['cli/verify-command.ts', 'cli/judge-command.ts', 'verify/verify-package.ts']) {
      expect(loaded).not.toContain(lazy);
    }
  });

  it('does not load BullMQ when imported (only a Redis URL given to the queue does)', () => {
    const loaded = loadedWith(resolve(SRC, 'index.ts'));
    expect(loaded).toContain('queue/in-process-queue.ts');
    expect(loaded).not.toContain('queue/bullmq-queue.ts');
    expect(loaded).not.toContain('queue/bullmq-worker.ts');
  });

  it('loads and runs them on demand', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    expect(await runVerifyCommand(['--help'])).toBe(0);
    expect(await runJudgeCommand(['--help'])).toBe(0);
    expect(written.join('')).toMatch(/usage: katana problem verify[^]*usage: katana judge run/);
  });
});
