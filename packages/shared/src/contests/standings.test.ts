import { describe, expect, it } from 'vitest';
import { icpcStandings } from './icpc-standings.ts';
import { ioiStandings } from './ioi-standings.ts';
import {
  pageOf,
  rankRows,
  ratingStandings,
  type StandingsParticipant,
  standingsPage,
  type StandingsSubmission,
} from './standings-common.ts';
import { virtualStanding } from './virtual-participation.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 4, 14, 30);
const problemIds = ['A', 'B', 'C'];
const window = { start: T0, end: T0 + 90 * MIN };
const participants: StandingsParticipant[] = ['alice', 'bob', 'cara', 'dan', 'eve', 'frank'].map((id) => ({
  id,
  window,
}));

let next = 0;
const sub = (
  participantId: string,
  problemId: string,
  minutes: number,
  verdict: string,
  score?: number,
): StandingsSubmission => ({
  id: ++next,
  participantId,
  problemId,
  at: T0 + Math.round(minutes * MIN),
  verdict,
  score,
});

/**
 * alice: A wrong at 5, compilation error at 6 (free), accepted at 12:30 -> 12 + 20; B accepted at 30:00 -> 30. 62.
 * eve:   A wrong at 1, accepted at 12:45 -> 32; B at 30:00. 62, last accept at 30:00: tied with alice.
 * dan:   A at 10:59 -> 10; B at 52 -> 52. 62, but the last accept is later.
 * bob:   A at 10:00 (first on A) -> 10; B wrong at 20, accepted at 50 -> 70. 80.
 * cara:  C at 40, the only one: 1 solved, 40.
 * frank: accepted after the end, and on a problem not in the contest: nothing counts.
 */
const icpcSubmissions: StandingsSubmission[] = [
  sub('alice', 'A', 5, 'WRONG_ANSWER'),
  sub('alice', 'A', 6, 'COMPILATION_ERROR'),
  sub('alice', 'A', 12.5, 'CORRECT_ANSWER'),
  sub('alice', 'A', 13, 'WRONG_ANSWER'), // after the accept: ignored
  sub('alice', 'B', 30, 'CORRECT_ANSWER'),
  sub('eve', 'A', 1, 'TIME_LIMIT_EXCEEDED'),
  sub('eve', 'A', 12.75, 'CORRECT_ANSWER'),
  sub('eve', 'B', 30, 'CORRECT_ANSWER'),
  sub('dan', 'A', 10 + 59 / 60, 'CORRECT_ANSWER'),
  sub('dan', 'B', 52, 'CORRECT_ANSWER'),
  sub('bob', 'A', 10, 'CORRECT_ANSWER'),
  sub('bob', 'B', 20, 'RUNTIME_ERROR'),
  sub('bob', 'B', 50, 'CORRECT_ANSWER'),
  sub('cara', 'C', 40, 'CORRECT_ANSWER'),
  sub('frank', 'A', 91, 'CORRECT_ANSWER'),
  sub('frank', 'Z', 3, 'CORRECT_ANSWER'),
  sub('ghost', 'A', 3, 'CORRECT_ANSWER'), // not a participant
];

describe('ICPC standings', () => {
  const rows = icpcStandings({ problemIds, participants, submissions: icpcSubmissions });

  it('ranks by solved, then penalty, then the last accept time; full ties share a rank', () => {
    expect(rows.map((r) => [r.participantId, r.rank, r.solved, r.penalty])).toEqual([
      ['alice', 1, 2, 62],
      ['eve', 1, 2, 62],
      ['dan', 3, 2, 62],
      ['bob', 4, 2, 80],
      ['cara', 5, 1, 40],
      ['frank', 6, 0, 0],
    ]);
  });

  it('counts whole minutes and 20 per wrong attempt before the accept, not compilation errors', () => {
    const alice = rows.find((r) => r.participantId === 'alice')!;
    expect(alice.cells[0]).toMatchObject({
      problemId: 'A',
      solved: true,
      wrongAttempts: 1,
      solvedAtMinute: 12,
    });
    const bob = rows.find((r) => r.participantId === 'bob')!;
    expect(bob.cells[1]).toMatchObject({ solved: true, wrongAttempts: 1, solvedAtMinute: 50 });
  });

  it('marks the first accept on each problem (both on a tie to the millisecond)', () => {
    const firsts = rows.flatMap((r) =>
      r.cells.filter((c) => c.firstToSolve).map((c) => `${c.problemId}:${r.participantId}`),
    );
    expect(firsts.sort()).toEqual(['A:bob', 'B:alice', 'B:eve', 'C:cara']);
  });

  it('can count compilation errors too and use another penalty', () => {
    const strict = icpcStandings(
      { problemIds, participants, submissions: icpcSubmissions },
      { penaltyMinutes: 10, countsAsAttempt: () => true },
    );
    expect(strict.find((r) => r.participantId === 'alice')!.penalty).toBe(12 + 2 * 10 + 30);
  });

  it('measures elapsed time from each participant window (windowed contests)', () => {
    const late = { id: 'late', window: { start: T0 + 24 * 60 * MIN, end: T0 + 25 * 60 * MIN } };
    const [row] = icpcStandings({
      problemIds,
      participants: [late],
      submissions: [
        {
          id: 'x',
          participantId: 'late',
          problemId: 'A',
          at: late.window.start + 7 * MIN,
          verdict: 'CORRECT_ANSWER',
        },
      ],
    });
    expect(row).toMatchObject({ solved: 1, penalty: 7 });
  });
});

describe('freeze', () => {
  it.each([
    // viewer -> what they see of bob and dan after minute 45
    ['bob', { solved: 2, penalty: 80 }, { solved: 1, penalty: 10 }],
    ['cara', { solved: 1, penalty: 10 }, { solved: 1, penalty: 10 }],
  ])('a viewer %s sees their own results and only pending tries of others', (viewerId, bob, dan) => {
    const rows = icpcStandings({
      problemIds,
      participants,
      submissions: icpcSubmissions,
      freeze: { fromElapsedMs: 45 * MIN, viewerId },
    });
    expect(rows.find((r) => r.participantId === 'bob')).toMatchObject(bob);
    expect(rows.find((r) => r.participantId === 'dan')).toMatchObject(dan);
    expect(rows.find((r) => r.participantId === 'dan')!.cells[1]).toMatchObject({
      solved: false,
      pending: 1,
    });
  });

  it('shows the final standings without a freeze', () => {
    const final = icpcStandings({ problemIds, participants, submissions: icpcSubmissions, freeze: null });
    expect(final.find((r) => r.participantId === 'dan')).toMatchObject({ solved: 2, penalty: 62 });
  });
});

describe('IOI standings', () => {
  const ioiSubs = [
    sub('alice', 'A', 10, 'WRONG_ANSWER', 40),
    sub('alice', 'A', 20, 'CORRECT_ANSWER', 100),
    sub('alice', 'A', 25, 'WRONG_ANSWER', 50), // lower later: the best stays
    sub('alice', 'B', 30, 'WRONG_ANSWER', 30),
    sub('bob', 'A', 5, 'WRONG_ANSWER', 70),
    sub('bob', 'B', 15, 'WRONG_ANSWER', 60),
    sub('cara', 'C', 50, 'WRONG_ANSWER', 45.5),
  ];
  const input = { problemIds, participants: participants.slice(0, 3), submissions: ioiSubs };

  it('sums the best score per problem; equal totals share a rank', () => {
    const rows = ioiStandings(input);
    expect(rows.map((r) => [r.participantId, r.rank, r.total])).toEqual([
      ['alice', 1, 130],
      ['bob', 1, 130],
      ['cara', 3, 45.5],
    ]);
    expect(rows[0]!.cells.map((c) => c.best)).toEqual([100, 30, 0]);
    expect(rows[0]!.cells[0]).toMatchObject({ attempts: 3, bestAtMs: 20 * MIN });
  });

  it('can break ties by when the total was reached', () => {
    const rows = ioiStandings(input, { tieBreak: 'time' });
    expect(rows.map((r) => [r.participantId, r.rank])).toEqual([
      ['bob', 1],
      ['alice', 2],
      ['cara', 3],
    ]);
  });

  it('hides frozen scores from other viewers', () => {
    const rows = ioiStandings({ ...input, freeze: { fromElapsedMs: 18 * MIN, viewerId: 'cara' } });
    const alice = rows.find((r) => r.participantId === 'alice')!;
    expect(alice.total).toBe(40);
    expect(alice.cells[0]!.pending).toBe(2);
  });
});

describe('virtual participation', () => {
  const virtual = {
    id: 'virtual:zoe',
    window: { start: T0 + 24 * 60 * MIN, end: T0 + 24 * 60 * MIN + 90 * MIN },
  };
  const zoe = [
    {
      id: 'v1',
      participantId: 'zoe',
      problemId: 'A',
      at: virtual.window.start + 11 * MIN,
      verdict: 'CORRECT_ANSWER',
    },
  ];

  it.each([
    // virtual clock -> rank among the real participants at that elapsed time
    [5, 1], // nobody has solved anything yet: everyone ties at rank 1
    [15, 3], // bob (10, 10:00) and dan (10, 10:59) ahead; alice and eve (32) behind
    [60, 5], // four real participants have two problems by then; cara's one costs more
  ])('at minute %s the virtual participant would be rank %s of 7', (minutes, rank) => {
    const result = virtualStanding({
      format: 'ICPC',
      problemIds,
      real: participants,
      realSubmissions: icpcSubmissions,
      virtual,
      virtualSubmissions: zoe,
      elapsedMs: minutes * MIN,
    });
    expect(result).toMatchObject({ rank, of: 7 });
  });

  it('works for IOI and refuses to mix the virtual id with a real one', () => {
    const ioi = virtualStanding({
      format: 'IOI',
      problemIds,
      real: participants.slice(0, 2),
      realSubmissions: [sub('alice', 'A', 10, 'WRONG_ANSWER', 40), sub('bob', 'A', 30, 'WRONG_ANSWER', 90)],
      virtual,
      virtualSubmissions: [{ ...zoe[0]!, score: 60 }],
      elapsedMs: 20 * MIN,
    });
    expect(ioi).toMatchObject({ rank: 1, of: 3 });
    expect(() =>
      virtualStanding({
        format: 'IOI',
        problemIds,
        real: participants,
        realSubmissions: [],
        virtual: { ...virtual, id: 'bob' },
        virtualSubmissions: [],
        elapsedMs: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe('ranking helpers', () => {
  it('gives competition ranks (1, 2, 2, 4) and a stable order for ties', () => {
    const rows = [
      { participantId: 'd', rank: 0, score: 1 },
      { participantId: 'c', rank: 0, score: 5 },
      { participantId: 'b', rank: 0, score: 5 },
      { participantId: 'a', rank: 0, score: 9 },
    ];
    const ranked = rankRows(rows, (x, y) => y.score - x.score);
    expect(ranked.map((r) => `${r.participantId}${r.rank}`)).toEqual(['a1', 'b2', 'c2', 'd4']);
    expect(ratingStandings(ranked)).toEqual([
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 4 },
    ]);
  });

  it.each([
    // page, size -> rows on it, pages
    [1, 2, ['r1', 'r2'], 3],
    [3, 2, ['r5'], 3],
    [9, 2, ['r5'], 3],
    [0, 10, ['r1', 'r2', 'r3', 'r4', 'r5'], 1],
  ])('page %s of size %s', (page, size, ids, pages) => {
    const rows = ['r1', 'r2', 'r3', 'r4', 'r5'].map((participantId) => ({ participantId }));
    const result = standingsPage(rows, page, size);
    expect(result.rows.map((r) => r.participantId)).toEqual(ids);
    expect(result).toMatchObject({ total: 5, pages });
  });

  it('finds the page holding a participant', () => {
    const rows = ['r1', 'r2', 'r3', 'r4', 'r5'].map((participantId) => ({ participantId }));
    expect(pageOf(rows, 'r5', 2)).toBe(3);
    expect(pageOf(rows, 'nobody', 2)).toBeNull();
  });
});
