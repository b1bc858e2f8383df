/**
 * `katana feedback list`: the operator reads the reports learners sent from the feedback dialog, newest first.
 *
 *   katana feedback list [--since <ISO time | 24h | 7d>] [--area exp|leaderboard|notifications] [--limit 50]
 *
 * Prints a table (when, who, area, issue, page, comment); a comment's line breaks print as spaces so each report
 * stays one row, and no learner's text reaches the terminal with control characters (see terminal-text).
 */
import { parseArgs } from 'node:util';
import { FEEDBACK_AREA_NAMES, isFeedbackArea } from '@katana/shared/engagement/feedback';
import type { Db } from '../../db/client.ts';
import { createFeedbackRepository, type FeedbackListRow } from './feedback.repository.ts';
import { terminalText } from './terminal-text.ts';

export const FEEDBACK_LIST_USAGE =
  'Usage: katana feedback list [--since <ISO time|24h|7d>] ' +
  `[--area ${FEEDBACK_AREA_NAMES.join('|')}] [--limit <n, default 50>]`;

class FeedbackListInputError extends Error {}

/** "2026-11-20", "2026-11-20T10:00:00Z", "24h" or "7d" (before now). */
export function parseSince(value: string, now = Date.now()): Date {
  const relative = /^(\d+)([hd])$/.exec(value);
  if (relative) return new Date(now - Number(relative[1]) * (relative[2] === 'h' ? 3_600_000 : 86_400_000));
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new FeedbackListInputError(`--since: not a time: ${value}`);
  return at;
}

const oneLine = (text: string) => terminalText(text).replace(/\s+/g, ' ').trim();

export function feedbackTable(rows: readonly FeedbackListRow[]): string {
  if (rows.length === 0) return 'No feedback reports.';
  const header = ['id', 'when (UTC)', 'user', 'area', 'issue', 'page', 'comment'];
  // Every cell a learner could have typed goes through oneLine.
  const body = rows.map((r) => [
    String(r.id),
    r.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    oneLine(`${r.userId} ${r.userName ?? r.userEmail ?? ''}`),
    oneLine(r.area),
    oneLine(r.issue),
    oneLine(r.pagePath ?? '') || '-',
    oneLine(r.comment) || '-',
  ]);
  // Every column but the last (the comment, free length) is padded to its widest cell.
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Lists the reports on an open database (the command and its test share it). */
export async function listFeedback(db: Db, args: string[], print: (text: string) => void): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { since: { type: 'string' }, area: { type: 'string' }, limit: { type: 'string' } },
    }));
    if (values.area !== undefined && !isFeedbackArea(values.area))
      throw new FeedbackListInputError(`--area: one of ${FEEDBACK_AREA_NAMES.join(', ')}.`);
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1)
      throw new FeedbackListInputError('--limit: a whole number above 0.');
    const rows = await createFeedbackRepository(db).list({
      ...(values.since ? { since: parseSince(values.since) } : {}),
      ...(values.area ? { area: values.area } : {}),
      limit,
    });
    print(feedbackTable(rows));
    return 0;
  } catch (error) {
    if (
      error instanceof FeedbackListInputError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n${FEEDBACK_LIST_USAGE}`);
      return 2;
    }
    throw error;
  }
}

export async function runFeedbackList(args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../../plugins/app/database.ts');
  return withMigratedDatabase((db) => listFeedback(db, args, (text) => console.log(text)));
}
