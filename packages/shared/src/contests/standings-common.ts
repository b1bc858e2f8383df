/**
 * What both scoring formats (ICPC and IOI) share: which submissions count and at what elapsed time, what a viewer
 * may see during a freeze, how far a virtual participant's clock has run, and ranking with ties.
 *
 * A submission counts when it falls inside its participant's window (contest-lifecycle participantWindow: from the
 * contest start for fixed timing, from the learner's own start for windowed and virtual attempts). Its elapsed time
 * is measured from that window's start. Order is (time, submission id), so equal timestamps resolve the same way on
 * every call.
 */
import type { TimeWindow } from './contest-lifecycle.ts';

export interface StandingsParticipant {
  id: string;
  window: TimeWindow;
}

export interface StandingsSubmission {
  /** Stable id: breaks ties between submissions with the same timestamp. */
  id: string | number;
  participantId: string;
  problemId: string;
  /** Epoch ms when the submission was made. */
  at: number;
  /** ICPC: the final verdict (CORRECT_ANSWER is accepted). */
  verdict?: string;
  /** IOI: points scored by this submission. */
  score?: number;
}

/**
 * During a freeze a viewer sees other participants' submissions from `fromElapsedMs` on as pending (tried, result
 * hidden); their own stay visible.
 */
export interface FreezeView {
  fromElapsedMs: number;
  viewerId?: string | null;
}

export interface StandingsInput {
  /** The contest's problems in display order. */
  problemIds: readonly string[];
  participants: readonly StandingsParticipant[];
  submissions: readonly StandingsSubmission[];
  freeze?: FreezeView | null;
  /** Count only submissions up to this elapsed time (virtual participation: the virtual clock). */
  untilElapsedMs?: number | null;
}

export interface TimedSubmission extends StandingsSubmission {
  elapsedMs: number;
  /** Hidden from this viewer by the freeze. */
  frozen: boolean;
}

function compareIds(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Counted submissions per participant, each list in (time, id) order. */
export function timedSubmissions(input: StandingsInput): Map<string, TimedSubmission[]> {
  const windows = new Map(input.participants.map((p) => [p.id, p.window]));
  const problems = new Set(input.problemIds);
  const freeze = input.freeze ?? null;
  const until = input.untilElapsedMs ?? Infinity;
  const counted: TimedSubmission[] = [];
  for (const s of input.submissions) {
    const window = windows.get(s.participantId);
    if (!window || s.at < window.start || s.at >= window.end || !problems.has(s.problemId)) continue;
    const elapsedMs = s.at - window.start;
    if (elapsedMs > until) continue;
    counted.push({
      id: s.id,
      participantId: s.participantId,
      problemId: s.problemId,
      at: s.at,
      verdict: s.verdict,
      score: s.score,
      elapsedMs,
      frozen: freeze !== null && elapsedMs >= freeze.fromElapsedMs && s.participantId !== freeze.viewerId,
    });
  }
  // One sort of everything, then a stable split per participant: cheaper than thousands of small sorts.
  counted.sort((a, b) => a.at - b.at || compareIds(a.id, b.id));
  const byParticipant = new Map<string, TimedSubmission[]>(input.participants.map((p) => [p.id, []]));
  for (const s of counted) byParticipant.get(s.participantId)!.push(s);
  return byParticipant;
}

/**
 * Sort rows by `compare` (negative: a ranks higher), ties by participant id for a stable display order, and give
 * standard competition ranks: tied rows share a rank and the next row skips (1, 2, 2, 4).
 */
export function rankRows<T extends { participantId: string; rank: number }>(
  rows: T[],
  compare: (a: T, b: T) => number,
): T[] {
  const sorted = [...rows].sort((a, b) => compare(a, b) || compareIds(a.participantId, b.participantId));
  sorted.forEach((row, i) => {
    row.rank = i > 0 && compare(sorted[i - 1]!, row) === 0 ? sorted[i - 1]!.rank : i + 1;
  });
  return sorted;
}

/** The standings rows as rating input: participant id and rank. */
export function ratingStandings(
  rows: readonly { participantId: string; rank: number }[],
): { id: string; rank: number }[] {
  return rows.map((r) => ({ id: r.participantId, rank: r.rank }));
}

/** One page of standings (1-based page numbers), with the total for the pager. */
export function standingsPage<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { rows: T[]; total: number; pages: number } {
  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: rows.slice((p - 1) * size, p * size), total: rows.length, pages };
}

/** The page a participant's row is on (to open the standings at "my row"), or null if they have none. */
export function pageOf(
  rows: readonly { participantId: string }[],
  participantId: string,
  pageSize: number,
): number | null {
  const index = rows.findIndex((r) => r.participantId === participantId);
  return index < 0 ? null : Math.floor(index / Math.max(1, Math.floor(pageSize))) + 1;
}
