/**
 * The language registry: every language the platform knows, as data, keyed by the wire key (spec's compiler list).
 * Availability is computed from the toolchain on this machine, so a missing compiler shows up as "unavailable: reason"
 * in the API instead of as a confusing failure at judging time.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { extname } from 'node:path';
import { java, kotlin } from './jvm-languages.ts';
import { c, cpp, cpp20, pascal } from './native-languages.ts';
import { javascript, php, python, r, ruby } from './script-languages.ts';
import { mysql, psql } from './sql-languages.ts';
import type { LanguageAvailability, LanguageDefinition, LanguageInfo, ProgramLanguage } from './types.ts';

const registry = new Map<string, LanguageDefinition>(
  [c, cpp, cpp20, java, python, javascript, ruby, kotlin, psql, mysql, r, pascal, php].map((l) => [l.key, l]),
);

/** Adds a language or replaces the entry with the same key (the SQL runner completes the reserved psql/mysql). */
export function registerLanguage(language: LanguageDefinition): void {
  registry.set(language.key, language);
}

export function getLanguage(key: string): LanguageDefinition | undefined {
  return registry.get(key);
}

/** The program language for `key`, or an Error saying why there is none (unknown, or an SQL language). */
export function getProgramLanguage(key: string): ProgramLanguage {
  const language = registry.get(key);
  if (!language) throw new Error(`unknown language '${key}'`);
  if (language.kind !== 'program') throw new Error(`'${key}' is an SQL language: run it with the SQL runner`);
  return language;
}

export function allLanguages(): LanguageDefinition[] {
  return [...registry.values()];
}

/** Language of a submission file by extension (problem packages' submissions/ folders), if any. */
export function languageForFile(fileName: string): LanguageDefinition | undefined {
  const ext = extname(fileName).slice(1).toLowerCase();
  return ext ? allLanguages().find((l) => l.extensions.includes(ext)) : undefined;
}

function toolchainProblem(path: string): string | undefined {
  const name = path.split('/').pop();
  if (!existsSync(path)) return `${name} not found: ${path}`;
  if (path.endsWith('.jar')) return undefined;
  try {
    if (!statSync(path).isFile()) return `${name} is not a file: ${path}`;
    accessSync(path, constants.X_OK);
    return undefined;
  } catch {
    return `${name} is not executable: ${path}`;
  }
}

export function languageAvailability(language: LanguageDefinition): LanguageAvailability {
  if (language.kind === 'sql') {
    return (
      language.availability?.() ?? {
        available: false,
        reason: `${language.displayName} runner not configured`,
      }
    );
  }
  const problems = language.toolchain.map(toolchainProblem).filter((p): p is string => p !== undefined);
  return problems.length ? { available: false, reason: problems.join('; ') } : { available: true };
}

/** Every language with its availability on this machine (for the languages API endpoint and the compiler page). */
export function listLanguages(): LanguageInfo[] {
  return allLanguages().map((language) => ({
    key: language.key,
    displayName: language.displayName,
    kind: language.kind,
    sourceFileName: language.sourceFileName,
    scaffold: language.scaffold,
    compiled: language.kind === 'program' && language.compile !== undefined && !language.compile.checkOnly,
    ...languageAvailability(language),
  }));
}

/** The toolchain's version line (first non-empty line of the probe's output), or null when it cannot be run. */
export function probeLanguageVersion(language: ProgramLanguage): Promise<string | null> {
  const [command, ...args] = language.versionProbe;
  return new Promise((resolve) => {
    if (!command) return resolve(null);
    execFile(command, args, { timeout: 15_000, env: { PATH: '/usr/bin:/bin' } }, (error, stdout, stderr) => {
      if (error) return resolve(null);
      // java -version and some others print to stderr.
      const line = `${stdout}\n${stderr}`
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean);
      resolve(line ?? null);
    });
  });
}
