/**
 * The languages the platform offers (the spec's compiler list, packages/shared COMPILER_LANGUAGES) with what the
 * editor and the judge need to know about each. This is the seed of the languages table.
 */
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES, type CompilerLanguage } from '@katana/shared/routes';
import type { LanguageFields } from './language.repository.ts';

/** File extension and code-editor (Monaco) language id of each language. */
const EDITOR: Record<CompilerLanguage, { extension: string; editorMode: string }> = {
  c: { extension: 'c', editorMode: 'c' },
  cpp: { extension: 'cpp', editorMode: 'cpp' },
  java: { extension: 'java', editorMode: 'java' },
  python: { extension: 'py', editorMode: 'python' },
  javascript: { extension: 'js', editorMode: 'javascript' },
  ruby: { extension: 'rb', editorMode: 'ruby' },
  kotlin: { extension: 'kt', editorMode: 'kotlin' },
  psql: { extension: 'sql', editorMode: 'pgsql' },
  mysql: { extension: 'sql', editorMode: 'mysql' },
  r: { extension: 'r', editorMode: 'r' },
  pascal: { extension: 'pas', editorMode: 'pascal' },
  php: { extension: 'php', editorMode: 'php' },
};

export const LANGUAGE_CATALOG: readonly LanguageFields[] = COMPILER_LANGUAGES.map((key, index) => ({
  key,
  name: compilerDisplayName(key),
  extension: EDITOR[key].extension,
  editorMode: EDITOR[key].editorMode,
  // Spaced by ten so a language can later be placed between two others without renumbering.
  sortOrder: (index + 1) * 10,
}));
