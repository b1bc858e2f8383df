/**
 * Front-end problems (spec 03 problem types FRONTEND and REACT) are answered with several files (index.html,
 * style.css, script.js, App.jsx...). They travel as one JSON object of file name -> text in the submission's `code`,
 * so the run/submit contract stays the code one; the editor, the server and the judge all read it through here.
 */

/** The submission language of each front-end problem type. */
export const FRONTEND_LANGUAGE = { FRONTEND: 'frontend', REACT: 'react' } as const;
type FrontendProblemType = keyof typeof FRONTEND_LANGUAGE;
const FRONTEND_PROBLEM_TYPES: readonly FrontendProblemType[] = ['FRONTEND', 'REACT'];

export function isFrontendProblemType(type: string): type is FrontendProblemType {
  return (FRONTEND_PROBLEM_TYPES as readonly string[]).includes(type);
}

export const MAX_FRONTEND_FILES = 8;
/** Per file; eight full files still fit the judge's source limit. */
export const MAX_FRONTEND_FILE_CHARS = 12 * 1024;
/** A plain name with one of the editor's extensions: no folders, no dot files. */
export const FRONTEND_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,40}\.(html|css|js|jsx|ts|tsx)$/;

export type FrontendFiles = Record<string, string>;

export function encodeFrontendFiles(files: FrontendFiles): string {
  return JSON.stringify(files);
}

/** The files of a submission's code, or null when it is not a JSON object of strings. */
export function decodeFrontendFiles(code: string): FrontendFiles | null {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, text]) => typeof text !== 'string')) return null;
  return Object.fromEntries(entries) as FrontendFiles;
}

/** The editor's mode for a file name. */
export function frontendFileKind(name: string): 'html' | 'css' | 'javascript' | 'jsx' {
  if (name.endsWith('.html')) return 'html';
  if (name.endsWith('.css')) return 'css';
  if (/\.(jsx|tsx)$/.test(name)) return 'jsx';
  return 'javascript';
}
