/**
 * Language of a package program from its file extension, after the format's languages table, restricted to the
 * platform's languages. Extensions the format knows but we do not run (Go, Rust, C#, ...) map to a format code so the
 * verify tool can report the submission as skipped with the reason.
 */
import type { CompilerLanguage } from '@katana/shared/routes';

/** The platform's languages are the compiler list of the route map: one list for the whole product. */
export type LanguageId = CompilerLanguage;

const PLATFORM_BY_EXTENSION: Record<string, LanguageId> = {
  c: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  C: 'cpp',
  java: 'java',
  py: 'python',
  py3: 'python',
  js: 'javascript',
  rb: 'ruby',
  kt: 'kotlin',
  R: 'r',
  r: 'r',
  pas: 'pascal',
  php: 'php',
};

/** Languages of the format's table that the platform does not run (so their submissions are skipped, not failed). */
const OTHER_FORMAT_LANGUAGES: Record<string, string> = {
  adb: 'ada',
  ads: 'ada',
  cs: 'csharp',
  go: 'go',
  hs: 'haskell',
  rs: 'rust',
  scala: 'scala',
  swift: 'swift',
  ts: 'typescript',
  lua: 'lua',
  ml: 'ocaml',
  m: 'objectivec',
  pl: 'prolog',
  f90: 'fortran',
  fs: 'fsharp',
  dart: 'dart',
  nim: 'nim',
  cbl: 'cobol',
  lisp: 'lisp',
  vb: 'visualbasic',
};

export type FileLanguage =
  | { kind: 'platform'; language: LanguageId }
  | { kind: 'unsupported'; formatLanguage: string }
  | { kind: 'unknown' };

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1);
}

/**
 * Python files whose shebang names python2 are Python 2, which the platform does not run (the format tells the two
 * apart by the shebang line).
 */
export function languageOfFile(fileName: string, firstLine = ''): FileLanguage {
  const ext = extensionOf(fileName);
  const platform = PLATFORM_BY_EXTENSION[ext] ?? PLATFORM_BY_EXTENSION[ext.toLowerCase()];
  if (platform === 'python' && /^#!.*python2/.test(firstLine))
    return { kind: 'unsupported', formatLanguage: 'python2' };
  if (platform) return { kind: 'platform', language: platform };
  const other = OTHER_FORMAT_LANGUAGES[ext.toLowerCase()];
  if (other) return { kind: 'unsupported', formatLanguage: other };
  return { kind: 'unknown' };
}
