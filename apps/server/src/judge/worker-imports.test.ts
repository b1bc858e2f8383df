/**
 * `katana worker` judges; it does not serve HTTP. Walks the import graph of worker.ts (static imports and re-exports,
 * plus import() of a literal path; `import type` is erased and skipped) through our own files, and checks that the
 * HTTP server (server.ts, app.ts) is not in it.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** What `file` loads at run time, as resolved paths, other packages' files (node_modules, .d.ts) left out. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
    const path = resolved?.resolvedFileName;
    return path && !path.includes('/node_modules/') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file reachable from `entry` (relative to the repository root), each with the file that first imports it. */
function importGraph(entry: string): Map<string, string | null> {
  const importer = new Map<string, string | null>([[entry, null]]);
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const next of runtimeImports(file)) {
      if (!importer.has(next)) {
        importer.set(next, file);
        pending.push(next);
      }
    }
  }
  const rel = (path: string) => relative(REPO_ROOT, path);
  return new Map([...importer].map(([file, by]) => [rel(file), by && rel(by)]));
}

/** The chain of imports from the entry to `file`, or undefined when `file` is not in the graph. */
function importChain(graph: Map<string, string | null>, file: string): string[] | undefined {
  if (!graph.has(file)) return undefined;
  const chain = [file];
  for (let by = graph.get(file); by; by = graph.get(by)) chain.unshift(by);
  return chain;
}

describe('katana worker (apps/server/src/judge/worker.ts)', () => {
  it('does not import the HTTP server, directly or through anything it imports', () => {
    const graph = importGraph(join(REPO_ROOT, 'apps/server/src/judge/worker.ts'));
    // The walk reaches what the worker does use (else the checks below would pass for nothing).
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining([
        'apps/server/src/plugins/app/logger.ts',
        'apps/server/src/judge/judge-job-handler.ts',
        'packages/judge/src/index.ts',
        'packages/judge/src/queue/create-judge-queue.ts',
      ]),
    );
    expect(importChain(graph, 'apps/server/src/server.ts')).toBeUndefined();
    expect(importChain(graph, 'apps/server/src/app.ts')).toBeUndefined();
  });
});
