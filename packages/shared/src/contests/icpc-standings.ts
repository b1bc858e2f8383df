/**
 * ICPC standings (issue #7 "ICPC (penalty minutes, first-accept)"): participants rank by problems solved (more is
 * better), then penalty (less is better), then the time of their last accepted solution (earlier is better); rows
 * equal on all three share a rank.
 *
 * Penalty = for every solved problem, the minutes from the participant's start to its first accepted submission
 * (whole minutes, rounded down) plus 20 minutes for each counted wrong attempt before it. Unsolved problems cost
 * nothing. Attempts after the first accept are ignored. A compilation error does not count as an attempt (the ICPC
 * World Finals rule; configurable).
 *
 * First accept: on each problem, the participant(s) with the earliest accepted submission (by elapsed time, so
 * windowed contests compare fairly) get the first-to-solve mark. Frozen results never mark.
 */
import { Verdict } from '../verdicts.ts';
import { rankRows, type StandingsInput, timedSubmissions } from './standings-common.ts';

export const ICPC_PENALTY_MINUTES = 20;

export interface IcpcOptions {
  penaltyMinutes?: number;
  /** Whether a rejected submission costs a penalty attempt. Default: everything but a compilation error. */
  countsAsAttempt?: (verdict: string | undefined) => boolean;
}

export interface IcpcCell {
  problemId: string;
  solved: boolean;
  /** Counted wrong attempts: before the first accept if solved, all of them otherwise. */
  wrongAttempts: number;
  /** Whole minutes from the start to the first accept. */
  solvedAtMinute: number | null;
  solvedAtMs: number | null;
  firstToSolve: boolean;
  /** Submissions made during the freeze whose results this viewer cannot see yet. */
  pending: number;
}

export interface IcpcRow {
  participantId: string;
  rank: number;
  solved: number;
  /** Penalty minutes. */
  penalty: number;
  lastSolvedMs: number | null;
  cells: IcpcCell[];
}

const defaultCountsAsAttempt = (verdict: string | undefined) => verdict !== Verdict.COMPILATION_ERROR;

export function compareIcpc(a: IcpcRow, b: IcpcRow): number {
  return b.solved - a.solved || a.penalty - b.penalty || (a.lastSolvedMs ?? 0) - (b.lastSolvedMs ?? 0);
}

export function icpcStandings(input: StandingsInput, options: IcpcOptions = {}): IcpcRow[] {
  const penaltyMinutes = options.penaltyMinutes ?? ICPC_PENALTY_MINUTES;
  const counts = options.countsAsAttempt ?? defaultCountsAsAttempt;
  const byParticipant = timedSubmissions(input);

  const column = new Map(input.problemIds.map((id, k) => [id, k]));

  const rows: IcpcRow[] = input.participants.map((p) => {
    const cells = input.problemIds.map((problemId): IcpcCell => ({
      problemId,
      solved: false,
      wrongAttempts: 0,
      solvedAtMinute: null,
      solvedAtMs: null,
      firstToSolve: false,
      pending: 0,
    }));
    let solved = 0;
    let penalty = 0;
    let lastSolvedMs: number | null = null;
    for (const s of byParticipant.get(p.id) ?? []) {
      const cell = cells[column.get(s.problemId)!]!;
      if (cell.solved) continue; // attempts after the first accept do not matter
      if (s.frozen) {
        cell.pending++;
      } else if (s.verdict === Verdict.CORRECT_ANSWER) {
        cell.solved = true;
        cell.solvedAtMs = s.elapsedMs;
        cell.solvedAtMinute = Math.floor(s.elapsedMs / 60_000);
        solved++;
        penalty += cell.solvedAtMinute + penaltyMinutes * cell.wrongAttempts;
        lastSolvedMs = s.elapsedMs; // submissions arrive in time order
      } else if (counts(s.verdict)) {
        cell.wrongAttempts++;
      }
    }
    return { participantId: p.id, rank: 0, solved, penalty, lastSolvedMs, cells };
  });

  input.problemIds.forEach((_, k) => {
    let earliest = Infinity;
    for (const row of rows)
      if (row.cells[k]!.solved) earliest = Math.min(earliest, row.cells[k]!.solvedAtMs!);
    for (const row of rows) if (row.cells[k]!.solvedAtMs === earliest) row.cells[k]!.firstToSolve = true;
  });

  return rankRows(rows, compareIcpc);
}
