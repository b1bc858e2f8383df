/**
 * Drafts kept in this browser, per problem and language, with the time they were written: the page restores them
 * at once on reload (before the server answers) and the newer of the local and the server copy wins.
 */
const PREFIX = 'katana-draft';

export interface StoredDraft {
  code: string;
  /** ISO time the learner last changed it. */
  saved_at: string;
}

export const localDraftKey = (slug: string, language: string) => `${PREFIX}:${slug}:${language}`;

export function readLocalDraft(slug: string, language: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(localDraftKey(slug, language));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof value.code === 'string' && typeof value.saved_at === 'string'
      ? { code: value.code, saved_at: value.saved_at }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(slug: string, language: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(localDraftKey(slug, language), JSON.stringify(draft));
  } catch {
    // Private browsing or a full quota: the server copy still keeps the draft for signed-in learners.
  }
}

/** The copy to show: the newer of the local and the server draft (ties go to the local one, written here). */
export function newerDraft(
  local: StoredDraft | null,
  server: { code: string | null; saved_at: string | null } | null,
): string | null {
  const serverCode = server?.code ?? null;
  if (local === null) return serverCode;
  if (serverCode === null || server?.saved_at == null) return local.code;
  return Date.parse(server.saved_at) > Date.parse(local.saved_at) ? serverCode : local.code;
}
