/**
 * `include/<language>/` (2023-07 and later; legacy `include/` too): files added to every submission in that language,
 * and `include/default/` to every submission whose language has no folder of its own. Folder names are the format's
 * language codes (cpp, c, java, python3, kotlin, javascript...); a folder we cannot map is reported as a warning.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { FORMAT_LANGUAGE_ALIASES } from './problem-yaml.ts';

export interface IncludedFile {
  /** Relative path inside the submission's box (as under include/<language>/). */
  name: string;
  path: string;
}

/** Included files by platform language key, plus 'default'. */
export type PackageIncludes = Record<string, IncludedFile[]>;

const PLATFORM_KEYS = new Set([
  'c',
  'cpp',
  'java',
  'python',
  'javascript',
  'kotlin',
  'ruby',
  'php',
  'pascal',
  'r',
]);

async function filesUnder(dir: string, prefix = ''): Promise<IncludedFile[]> {
  const out: IncludedFile[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(abs, rel)));
    else if (entry.isFile()) out.push({ name: rel, path: abs });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

export async function readIncludes(root: string, warnings: string[]): Promise<PackageIncludes> {
  const dir = path.join(root, 'include');
  const includes: PackageIncludes = {};
  let entries;
  try {
    if (!(await stat(dir)).isDirectory()) return includes;
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return includes;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) {
      warnings.push(`include/${entry.name}: included files belong in include/<language>/`);
      continue;
    }
    const key =
      entry.name === 'default'
        ? 'default'
        : (FORMAT_LANGUAGE_ALIASES[entry.name] ?? entry.name.toLowerCase());
    if (key !== 'default' && !PLATFORM_KEYS.has(key)) {
      warnings.push(`include/${entry.name}/: not a language this platform runs; its files are not used`);
      continue;
    }
    includes[key] = await filesUnder(path.join(dir, entry.name));
  }
  return includes;
}

/** The files added to a submission in `language` (registry key): its own folder, else default. */
export function includesFor(includes: PackageIncludes | undefined, language: string): IncludedFile[] {
  if (!includes) return [];
  const key = language === 'cpp20' ? 'cpp' : language;
  return includes[key] ?? includes.default ?? [];
}
