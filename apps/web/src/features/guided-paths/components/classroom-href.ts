/** The guided classroom's URL, opened at one item (or where the learner left off when none is given). */
export function classroomHref(slug: string, key: string | null): string {
  const base = `/guided-paths/${encodeURIComponent(slug)}/content`;
  return key ? `${base}?item=${encodeURIComponent(key)}` : base;
}
