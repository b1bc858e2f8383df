/** node-postgres and PGlite both answer raw queries with { rows }; numbers from count/sum arrive as strings. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
