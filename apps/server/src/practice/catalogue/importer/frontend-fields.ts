/**
 * The catalogue fields of a front-end package (FRONTEND, REACT): the editor's starter files are the scaffold of the
 * problem's one language, and the first accepted submission's files are its solution, both as the files JSON the
 * classroom's multi-file editor reads (packages/shared/src/frontend-files.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProblemPackage } from '@katana/judge';
import { encodeFrontendFiles, FRONTEND_LANGUAGE } from '@katana/shared/frontend-files';
import type { CatalogueFields } from './imported-problem.ts';

type Base = Omit<
  CatalogueFields,
  | 'problemType'
  | 'samples'
  | 'languages'
  | 'defaultLanguage'
  | 'scaffolds'
  | 'solutions'
  | 'sqlSettings'
  | 'testCount'
>;

async function readFiles(dir: string, names: readonly string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of names) {
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (text !== null) files[name] = text;
  }
  return files;
}

export async function frontendFields<T extends Base>(pkg: ProblemPackage, base: T) {
  const part = pkg.frontend!;
  const language = FRONTEND_LANGUAGE[part.kind];
  const accepted = pkg.submissions.find((s) => s.expected === 'accepted' && s.program.kind === 'directory');
  // A submission folder may hold only the files it changes; the rest are the starter's.
  const solution = accepted
    ? { ...part.starter, ...(await readFiles(accepted.program.path, part.files)) }
    : null;
  const tests = await readFile(part.testsPath, 'utf8');
  return {
    ...base,
    problemType: part.kind,
    samples: [],
    languages: [language],
    defaultLanguage: language,
    scaffolds: { [language]: encodeFrontendFiles(part.starter) },
    solutions: solution ? [{ language, code: encodeFrontendFiles(solution) }] : [],
    sqlSettings: null,
    // Each hidden test is one entry of the tests module's default export, named by its `name:`.
    testCount: (tests.match(/^\s+name: /gm) ?? []).length,
  };
}
