/**
 * Syntax support per judge language key, each behind a dynamic import: the bundler makes one chunk per language
 * and a page only downloads the one it shows. Loaded extensions are kept, so switching back is instant.
 */
import { StreamLanguage } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

type Loader = () => Promise<Extension>;

const LOADERS: Record<string, Loader> = {
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp20: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  // Front-end problems' files (not judge languages: the classroom picks them by file extension).
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  // The judge's PHP sources start with `<?php`, which the template-aware (HTML-based) grammar expects.
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
  psql: () => import('@codemirror/lang-sql').then((m) => m.sql({ dialect: m.PostgreSQL })),
  mysql: () => import('@codemirror/lang-sql').then((m) => m.sql({ dialect: m.MySQL })),
  ruby: () => import('@codemirror/legacy-modes/mode/ruby').then((m) => StreamLanguage.define(m.ruby)),
  r: () => import('@codemirror/legacy-modes/mode/r').then((m) => StreamLanguage.define(m.r)),
  pascal: () => import('@codemirror/legacy-modes/mode/pascal').then((m) => StreamLanguage.define(m.pascal)),
  kotlin: () => import('@codemirror/legacy-modes/mode/clike').then((m) => StreamLanguage.define(m.kotlin)),
};

const loaded = new Map<string, Promise<Extension>>();

export function hasSyntax(language: string | undefined): boolean {
  return language !== undefined && language in LOADERS;
}

/** The syntax extension of a language key; plain text (no extension) for unknown keys or a failed download. */
export function loadSyntax(language: string | undefined): Promise<Extension> {
  if (!language || !hasSyntax(language)) return Promise.resolve([]);
  let pending = loaded.get(language);
  if (!pending) {
    pending = LOADERS[language]!().catch(() => {
      // A failed chunk download (offline, a new deploy): edit as plain text now, try again next time.
      loaded.delete(language);
      return [];
    });
    loaded.set(language, pending);
  }
  return pending;
}
