/**
 * Virtual participation (issue #7 "take a past contest in its original timing and see your would-be rank"): the
 * virtual participant is ranked against the real participants as they stood at the same elapsed time of their own
 * attempt, i.e. every real submission made later than that into the real participant's time is not yet "there".
 * No freeze applies (the contest is over). Virtual results are never rated and never shown to real participants.
 */
import { type IcpcOptions, type IcpcRow, icpcStandings } from './icpc-standings.ts';
import { type IoiOptions, type IoiRow, ioiStandings } from './ioi-standings.ts';
import type { StandingsParticipant, StandingsSubmission } from './standings-common.ts';

export type ContestFormat = 'ICPC' | 'IOI';

export interface VirtualStandingInput {
  format: ContestFormat;
  problemIds: readonly string[];
  /** The real participants (their original windows) and their submissions. */
  real: readonly StandingsParticipant[];
  realSubmissions: readonly StandingsSubmission[];
  /** The virtual participant (window from their virtual start) and their submissions. */
  virtual: StandingsParticipant;
  virtualSubmissions: readonly StandingsSubmission[];
  /** How far into the contest the virtual clock is, in ms. */
  elapsedMs: number;
  icpc?: IcpcOptions;
  ioi?: IoiOptions;
}

export interface VirtualStanding {
  /** The would-be rank among the real participants (ties shared, like the real board). */
  rank: number;
  /** Real participants plus the virtual one. */
  of: number;
  row: IcpcRow | IoiRow;
}

export function virtualStanding(input: VirtualStandingInput): VirtualStanding {
  if (input.real.some((p) => p.id === input.virtual.id)) {
    throw new RangeError('the virtual participant needs an id of its own, apart from any real participation');
  }
  const standingsInput = {
    problemIds: input.problemIds,
    participants: [...input.real, input.virtual],
    submissions: [
      ...input.realSubmissions,
      ...input.virtualSubmissions.map((s) => ({ ...s, participantId: input.virtual.id })),
    ],
    untilElapsedMs: input.elapsedMs,
  };
  const rows: (IcpcRow | IoiRow)[] =
    input.format === 'ICPC'
      ? icpcStandings(standingsInput, input.icpc)
      : ioiStandings(standingsInput, input.ioi);
  const row = rows.find((r) => r.participantId === input.virtual.id)!;
  return { rank: row.rank, of: rows.length, row };
}
