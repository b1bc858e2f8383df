/**
 * Fill-up statements mark each blank inline as `{{blank:<id>}}`. The web splits the statement on the markers to put an
 * input in each place; validation uses the same parser so a statement that renders is a statement that validated.
 */

export const BLANK_MARKER = /\{\{\s*blank:([^}\s]*)\s*\}\}/g;

export type StatementSegment = { kind: 'markdown'; text: string } | { kind: 'blank'; id: string };

/** Splits a statement into Markdown runs and blank markers, in order. */
export function splitStatementBlanks(statement: string): StatementSegment[] {
  const segments: StatementSegment[] = [];
  let last = 0;
  for (const match of statement.matchAll(BLANK_MARKER)) {
    if (match.index > last) segments.push({ kind: 'markdown', text: statement.slice(last, match.index) });
    segments.push({ kind: 'blank', id: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < statement.length) segments.push({ kind: 'markdown', text: statement.slice(last) });
  return segments;
}

/** Markers written inside fenced code blocks: a renderer shows those literally, so the learner would get no input. */
export function markersInsideCodeFences(statement: string): string[] {
  const found: string[] = [];
  let fence: string | null = null;
  for (const line of statement.split('\n')) {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (opener?.[1] !== undefined) {
      const mark = opener[1];
      if (fence === null) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) for (const m of line.matchAll(BLANK_MARKER)) found.push(m[1] ?? '');
  }
  return found;
}
