/**
 * Live standings over a real socket.io connection to a listening app: a second learner's socket in the contest
 * room (and an anonymous viewer on the public namespace) hears CONTEST_STANDINGS_EVENT after a verdict and then reads the moved row; a socket outside the room hears
 * nothing; joining an unknown contest is answered in the ack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@katana/shared/api/practice-submissions';
import {
  CONTEST_JOIN_EVENT,
  CONTEST_PUBLIC_NAMESPACE,
  CONTEST_STANDINGS_EVENT,
  contestStandingsEventSchema,
  type ContestJoinAck,
  type ContestStandingsEvent,
} from '@katana/shared/api/contests';
import { connectSocket } from '../realtime/socket.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createContestRepository } from './contest.repository.ts';
import { contestAt, learner, quizProblems, type TestLearner } from './contest-fixtures.test-support.ts';

describe('live contest standings (socket.io)', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { judge: { handler: async () => ({}) as never }, realtime: { sessionCheckMs: 3_600_000 } },
    );
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  const open = async (who: TestLearner) => {
    const socket = await connectSocket(url, who.nodeAccessToken);
    sockets.push(socket);
    return socket;
  };
  const join = (socket: Socket, slug: string) =>
    socket.timeout(10_000).emitWithAck(CONTEST_JOIN_EVENT, { slug }) as Promise<ContestJoinAck>;
  const post = (url: string, payload: Record<string, unknown>, who: TestLearner) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });

  it('signals the room after a verdict; the other learner then sees the row move', async () => {
    const problems = await quizProblems(t.app.db, 2);
    const contest = await contestAt(t.app.db, problems, -5, 55);
    const ada = await learner(t.app, 'Ada');
    const bob = await learner(t.app, 'Bob');
    const eve = await learner(t.app, 'Eve');
    // Started directly: a start signals the room too, and this test listens for the verdict's signal alone.
    for (const who of [ada, bob])
      await createContestRepository(t.app.db).insertParticipation({
        contestId: contest.id,
        userId: who.userId,
        registeredAt: new Date(),
        startedAt: contest.startAt,
      });
    const bobSocket = await open(bob);
    const eveSocket = await open(eve);
    expect(await join(bobSocket, contest.slug)).toEqual({ ok: true, contest_id: contest.id });
    // An anonymous viewer on the public namespace, no token.
    const viewer = io(`${url}${CONTEST_PUBLIC_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(viewer);
    await new Promise<void>((resolve) => viewer.once('connect', () => resolve()));
    expect(await join(viewer, contest.slug)).toEqual({ ok: true, contest_id: contest.id });
    const viewerHeard = new Promise<ContestStandingsEvent>((resolve) =>
      viewer.once(CONTEST_STANDINGS_EVENT, resolve),
    );
    const eveHeard: string[] = [];
    eveSocket.onAny((event: string) => eveHeard.push(event));

    const heard = new Promise<ContestStandingsEvent>((resolve) =>
      bobSocket.once(CONTEST_STANDINGS_EVENT, resolve),
    );
    const res = await post(
      '/api/v1/submissions/mcq',
      { problem_id: problems[1]!.id, offering_id: contest.id, answer_ids: ['a'] },
      ada,
    );
    expect(res.statusCode).toBe(200);
    const event = contestStandingsEventSchema.parse(await heard);
    expect(event).toMatchObject({ contest_id: contest.id, slug: contest.slug });
    expect(await viewerHeard).toEqual(event);

    const board = (
      await t.app.inject({
        url: `/api/v1/contests/${contest.slug}/standings`,
        headers: { authorization: bob.authorization },
      })
    ).json().data;
    expect(
      board.rows.map((r: { user: { name: string }; solved: number }) => [r.user.name, r.solved]),
    ).toEqual([
      ['Ada', 1],
      ['Bob', 0],
    ]);
    expect(eveHeard).not.toContain(CONTEST_STANDINGS_EVENT);
  });

  it('answers a join of an unknown contest or a bad payload in the ack', async () => {
    const socket = await open(await learner(t.app));
    expect(await join(socket, 'no-such-contest')).toEqual({ ok: false, message: 'Contest not found.' });
    expect(await socket.timeout(10_000).emitWithAck(CONTEST_JOIN_EVENT, { nope: 1 })).toEqual({
      ok: false,
      message: 'Send { slug }.',
    });
  });
});
