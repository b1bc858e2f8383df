/**
 * IOI standings (issue #7 "IOI (partial, best per problem)"): each problem scores the best of the participant's
 * submissions on it (partial scores count), the total is the sum over problems, and participants rank by total.
 * There is no time penalty: equal totals share a rank, as at the IOI. A deployment that wants a tie-break can rank
 * equal totals by when the total was reached (tieBreak: 'time').
 */
import { rankRows, type StandingsInput, timedSubmissions } from './standings-common.ts';

export interface IoiOptions {
  /** 'none' (IOI): equal totals tie. 'time': the earlier the final total was reached, the better. */
  tieBreak?: 'none' | 'time';
}

export interface IoiCell {
  problemId: string;
  /** Best score so far (0 before any visible submission). */
  best: number;
  /** Visible submissions on the problem. */
  attempts: number;
  /** Elapsed ms of the submission that first reached the best score. */
  bestAtMs: number | null;
  /** Submissions during the freeze whose scores this viewer cannot see yet. */
  pending: number;
}

export interface IoiRow {
  participantId: string;
  rank: number;
  total: number;
  /** Elapsed ms at which the total reached its current value (last improvement), null at 0. */
  reachedAtMs: number | null;
  cells: IoiCell[];
}

export function ioiStandings(input: StandingsInput, options: IoiOptions = {}): IoiRow[] {
  const byParticipant = timedSubmissions(input);
  const rows: IoiRow[] = input.participants.map((p) => {
    const cells = new Map(
      input.problemIds.map((problemId) => [
        problemId,
        { problemId, best: 0, attempts: 0, bestAtMs: null, pending: 0 } as IoiCell,
      ]),
    );
    for (const s of byParticipant.get(p.id) ?? []) {
      const cell = cells.get(s.problemId)!;
      if (s.frozen) {
        cell.pending++;
        continue;
      }
      cell.attempts++;
      const score = s.score ?? 0;
      if (score > cell.best) {
        cell.best = score;
        cell.bestAtMs = s.elapsedMs;
      }
    }
    const list = [...cells.values()];
    const total = list.reduce((sum, c) => sum + c.best, 0);
    const improvements = list.filter((c) => c.best > 0).map((c) => c.bestAtMs!);
    return {
      participantId: p.id,
      rank: 0,
      total,
      reachedAtMs: improvements.length ? Math.max(...improvements) : null,
      cells: list,
    };
  });
  const byTime = options.tieBreak === 'time';
  return rankRows(
    rows,
    (a, b) => b.total - a.total || (byTime ? (a.reachedAtMs ?? 0) - (b.reachedAtMs ?? 0) : 0),
  );
}
