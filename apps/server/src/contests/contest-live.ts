/**
 * Live standings over socket.io (issue #7): a signed-in socket joins a contest's room with CONTEST_JOIN_EVENT
 * { slug }; after a contest verdict is announced (app.onSubmissionResult) or a participant starts or finishes, the
 * room gets CONTEST_STANDINGS_EVENT { contest_id, slug, updated_at }, at most once per `intervalMs` per contest
 * (a burst of verdicts becomes one refetch). Each viewer then refetches its own page: during a freeze what one may
 * see differs per viewer, and a small signal scales to a room of 20,000 where a whole board would not. With the
 * Redis adapter the room spans every API node. Anonymous viewers use the CONTEST_PUBLIC_NAMESPACE namespace, which
 * needs no token (the main namespace's handshake does) and carries nothing but these signals.
 */
import type { Server, Socket } from 'socket.io';
import {
  CONTEST_JOIN_EVENT,
  CONTEST_LEAVE_EVENT,
  CONTEST_PUBLIC_NAMESPACE,
  CONTEST_STANDINGS_EVENT,
  contestJoinBodySchema,
  contestRoom,
  type ContestJoinAck,
  type ContestStandingsEvent,
} from '@katana/shared/api/contests';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contestSubmissions } from '../db/schema/contests.ts';
import { createContestRepository } from './contest.repository.ts';

export interface ContestLiveOptions {
  io: Server;
  db: Db;
  /** Minimum time between two standings signals of one contest (default 1 s). */
  intervalMs?: number;
}

export function createContestLive(opts: ContestLiveOptions) {
  const { io, db } = opts;
  const interval = opts.intervalMs ?? 1000;
  const publicNs = io.of(CONTEST_PUBLIC_NAMESPACE);
  const pending = new Map<number, NodeJS.Timeout>();
  const lastSent = new Map<number, number>();

  function emitNow(contestId: number, slug: string) {
    pending.delete(contestId);
    lastSent.set(contestId, Date.now());
    const event: ContestStandingsEvent = {
      contest_id: contestId,
      slug,
      updated_at: new Date().toISOString(),
    };
    io.to(contestRoom(contestId)).emit(CONTEST_STANDINGS_EVENT, event);
    publicNs.to(contestRoom(contestId)).emit(CONTEST_STANDINGS_EVENT, event);
  }

  /** Signals the room now, or once the interval since the last signal has passed (one timer per contest). */
  function changed(contest: { id: number; slug: string }) {
    if (pending.has(contest.id)) return;
    const wait = Math.max(0, (lastSent.get(contest.id) ?? 0) + interval - Date.now());
    const timer = setTimeout(() => emitNow(contest.id, contest.slug), wait);
    timer.unref();
    pending.set(contest.id, timer);
  }

  function onConnection(socket: Socket) {
    socket.on(CONTEST_JOIN_EVENT, (body: unknown, ack?: (answer: ContestJoinAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = contestJoinBodySchema.safeParse(body);
      if (!parsed.success) return reply({ ok: false, message: 'Send { slug }.' });
      createContestRepository(db)
        .findBySlug(parsed.data.slug)
        .then(
          async (contest) => {
            if (!contest) return reply({ ok: false, message: 'Contest not found.' });
            await socket.join(contestRoom(contest.id));
            reply({ ok: true, contest_id: contest.id });
          },
          () => reply({ ok: false, message: 'Could not join the contest right now.' }),
        );
    });
    socket.on(CONTEST_LEAVE_EVENT, (body: unknown) => {
      const parsed = contestJoinBodySchema.safeParse(body);
      if (!parsed.success) return;
      void createContestRepository(db)
        .findBySlug(parsed.data.slug)
        .then((contest) => {
          if (contest) void socket.leave(contestRoom(contest.id));
        });
    });
  }
  io.on('connection', onConnection);
  publicNs.on('connection', onConnection);

  return {
    changed,
    /** A verdict was announced: when it was counted in a contest, that contest's room hears about it. */
    async onResult(result: { submissionId: string }) {
      const [row] = await db
        .select({ contestId: contestSubmissions.contestId })
        .from(contestSubmissions)
        .where(eq(contestSubmissions.submissionId, result.submissionId))
        .limit(1);
      if (!row) return;
      const contest = await createContestRepository(db).findById(row.contestId);
      if (contest) changed(contest);
    },
    close() {
      io.off('connection', onConnection);
      publicNs.off('connection', onConnection);
      publicNs.local.disconnectSockets(true);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

export type ContestLive = ReturnType<typeof createContestLive>;
