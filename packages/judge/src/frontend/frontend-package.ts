/**
 * The front-end part of a problem package (content/README.md "A front-end problem"). A package is a front-end problem
 * when its katana.yaml says `type: FRONTEND` (HTML, CSS, JavaScript) or `type: REACT` (JSX bundled with esbuild at
 * judge time). Instead of data/ it has starter/ (the files the editor opens with), tests/tests.mjs (hidden
 * playwright-core tests) and one folder of files per example submission.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FRONTEND_FILE_NAME,
  MAX_FRONTEND_FILE_CHARS,
  MAX_FRONTEND_FILES,
} from '@katana/shared/frontend-files';
import { PackageError, type YamlMap } from '../package/package-error.ts';
import type { FrontendKind } from './run-frontend.ts';

const FRONTEND_KINDS: readonly FrontendKind[] = ['FRONTEND', 'REACT'];

export interface FrontendPackagePart {
  kind: FrontendKind;
  /** The editor's files in tab order (starter/ holds each). */
  files: string[];
  /** The page the tests open. */
  entry: string;
  /** REACT: the module esbuild bundles into bundle.js, which the entry page loads. */
  bundleEntry: string | null;
  /** The starter files' text by name. */
  starter: Record<string, string>;
  testsPath: string;
}

function isFrontendKatanaYaml(doc: YamlMap | null): boolean {
  return doc !== null && FRONTEND_KINDS.includes(String(doc.type ?? '').toUpperCase() as FrontendKind);
}

function stringList(doc: YamlMap, key: string): string[] {
  const value = doc[key];
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string'))
    throw new PackageError('katana.yaml', `'${key}' must be a non-empty list of file names`);
  return value as string[];
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Checks a set of submitted files against the problem's: known names only, each within the size cap. */
export function checkFrontendFiles(part: FrontendPackagePart, files: Record<string, string>): string | null {
  const names = Object.keys(files);
  if (names.length === 0) return 'no files were submitted';
  if (names.length > MAX_FRONTEND_FILES) return `at most ${MAX_FRONTEND_FILES} files`;
  for (const name of names) {
    if (!FRONTEND_FILE_NAME.test(name) || name === 'bundle.js')
      return `'${name}' is not an allowed file name`;
    if (!part.files.includes(name))
      return `'${name}' is not one of this problem's files (${part.files.join(', ')})`;
    if (files[name]!.length > MAX_FRONTEND_FILE_CHARS)
      return `'${name}' is longer than ${MAX_FRONTEND_FILE_CHARS} characters`;
  }
  return null;
}

/** Reads the files of one folder (starter/ or a submission) that the problem declares. */
export async function readFrontendFiles(
  dir: string,
  names: readonly string[],
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of names) {
    const file = path.join(dir, name);
    if (await isFile(file)) files[name] = await readFile(file, 'utf8');
  }
  return files;
}

/** The front-end part of the package at `root` (katana.yaml already read), or null when it is not one. */
export async function readFrontendPackagePart(
  root: string,
  doc: YamlMap | null,
): Promise<FrontendPackagePart | null> {
  if (!isFrontendKatanaYaml(doc)) return null;
  const kind = String(doc!.type).toUpperCase() as FrontendKind;
  const files = stringList(doc!, 'files');
  for (const name of files)
    if (!FRONTEND_FILE_NAME.test(name) || name === 'bundle.js')
      throw new PackageError('katana.yaml', `'${name}' is not an allowed front-end file name`);
  if (files.length > MAX_FRONTEND_FILES)
    throw new PackageError('katana.yaml', `at most ${MAX_FRONTEND_FILES} files`);
  const entry = typeof doc!.entry === 'string' ? doc!.entry : 'index.html';
  if (!files.includes(entry)) throw new PackageError('katana.yaml', `the entry '${entry}' is not in 'files'`);
  const bundleEntry =
    kind === 'REACT' ? (typeof doc!.bundle_entry === 'string' ? doc!.bundle_entry : 'main.jsx') : null;
  if (bundleEntry && !files.includes(bundleEntry))
    throw new PackageError('katana.yaml', `the bundle entry '${bundleEntry}' is not in 'files'`);
  const testsPath = path.join(root, 'tests', 'tests.mjs');
  if (!(await isFile(testsPath))) throw new PackageError('tests/tests.mjs', 'missing: the hidden tests');
  const starterDir = path.join(root, 'starter');
  const starterEntries = await readdir(starterDir).catch(() => null);
  if (!starterEntries) throw new PackageError('starter/', 'missing: the files the editor opens with');
  const starter = await readFrontendFiles(starterDir, files);
  for (const name of files)
    if (starter[name] === undefined) throw new PackageError(`starter/${name}`, 'missing starter file');
  return { kind, files, entry, bundleEntry, starter, testsPath };
}
