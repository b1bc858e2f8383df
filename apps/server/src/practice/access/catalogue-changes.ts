/**
 * "The catalogue as a viewer sees it changed": the catalogue import, and other parts that change which problems
 * are hidden (a contest adding contest-only problems, moving its start), say so here after their write commits;
 * practice's read cache (catalogue/read-cache.ts) listens and drops what it holds. Process-wide (a signal meant for
 * one app drops another app's cache in the same process too, which costs a reload, never a wrong answer). Other
 * processes (a second API node, `katana import`) are not told: the cache's short lifetime bounds how long they lag.
 */
const listeners = new Set<() => void>();

/** Calls `listener` after every signalled change; returns the unsubscribe. */
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signals that problems, their tags or lists, or what hides them changed (call it after the write commits). */
export function catalogueChanged(): void {
  for (const listener of listeners) listener();
}
