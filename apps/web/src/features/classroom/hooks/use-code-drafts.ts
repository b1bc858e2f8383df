/**
 * The editor's text per language on one problem. What shows for a language is, first found: what was typed on this
 * page, else the newer of the browser's and the server's draft, else the language's scaffold. Every change is
 * written to localStorage at once and to the server (PUT .../code) after a pause in typing; a pending save goes out
 * at once when the learner switches language or leaves the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useLanguageCode } from '../api/language-code.ts';
import { saveDraft } from '../api/save-draft.ts';
import { newerDraft, readLocalDraft, writeLocalDraft } from './local-drafts.ts';

export const DRAFT_SAVE_DELAY_MS = 1_000;

export interface CodeDrafts {
  code: string;
  scaffold: string;
  /** The server's copy of this language has arrived (or there is no server copy to wait for). */
  ready: boolean;
  setCode(code: string): void;
  resetToScaffold(): void;
}

export function useCodeDrafts(
  problem: ProblemDetail,
  language: string | null,
  signedIn: boolean,
): CodeDrafts {
  const slug = problem.slug;
  const lang = language ?? '';
  const server = useLanguageCode(slug, language, signedIn);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const pending = useRef(new Map<string, { code: string; timer: ReturnType<typeof setTimeout> }>());

  const flush = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(key);
      // A failed save is not retried here: the local copy keeps the text and the next change saves again.
      void saveDraft(slug, { language: key, code: entry.code }).catch(() => {});
    },
    [slug],
  );

  // Leaving the language (or the page) sends its pending save now rather than losing it.
  useEffect(() => () => flush(lang), [flush, lang]);

  const fromDetail = lang === problem.editor_language;
  const scaffold = server.data?.default_scaffold ?? (fromDetail ? (problem.scaffold_code ?? '') : '');
  const serverDraft = server.data
    ? { code: server.data.saved_code, saved_at: server.data.saved_at }
    : fromDetail && problem.code_text !== null
      ? { code: problem.code_text, saved_at: null }
      : null;
  const code = typed[lang] ?? newerDraft(readLocalDraft(slug, lang), serverDraft) ?? scaffold;

  const setCode = useCallback(
    (next: string) => {
      if (!lang) return;
      setTyped((all) => ({ ...all, [lang]: next }));
      writeLocalDraft(slug, lang, { code: next, saved_at: new Date().toISOString() });
      if (!signedIn) return;
      const previous = pending.current.get(lang);
      if (previous) clearTimeout(previous.timer);
      pending.current.set(lang, { code: next, timer: setTimeout(() => flush(lang), DRAFT_SAVE_DELAY_MS) });
    },
    [flush, lang, signedIn, slug],
  );

  const resetToScaffold = useCallback(() => setCode(scaffold), [scaffold, setCode]);

  return { code, scaffold, ready: !signedIn || !server.isPending, setCode, resetToScaffold };
}
