/**
 * Monthly challenges: the list, a challenge's days with their unlocks and the viewer's progress and badge,
 * registration, the board, the share cards' data and the server-rendered head of /challenges/:slug. The rules are
 * the contract's header (@katana/shared/api/challenges).
 */
import { ErrorCode } from '@katana/shared/envelope';
import {
  ChallengeMessage,
  challengeLevel,
  challengeStatus,
  type ChallengeDetail,
  type ChallengeLeaderboard,
  type ChallengeList,
} from '@katana/shared/api/challenges';
import type { Db } from '../db/client.ts';
import type { ChallengeRow } from '../db/schema/challenges.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { presentBadge, presentBoard, presentCard, presentDays } from './challenges.presenter.ts';
import { createChallengesRepository } from './challenges.repository.ts';

type Viewer = number | null;
const BOARD_SIZE = 100;

export interface ChallengesServiceDeps {
  db: Db;
  now?: () => Date;
}

export function createChallengesService(deps: ChallengesServiceDeps) {
  const repo = createChallengesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function find(slug: string): Promise<ChallengeRow> {
    const row = await repo.bySlug(slug);
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, ChallengeMessage.NOT_FOUND);
    return row;
  }

  return {
    async list(viewer: Viewer): Promise<ChallengeList> {
      const rows = await repo.all();
      const ids = rows.map((r) => r.id);
      const [participants, registered] = await Promise.all([
        repo.participants(ids),
        viewer === null ? new Set<number>() : repo.registeredIn(viewer, ids),
      ]);
      const at = now();
      return {
        challenges: rows.map((r) =>
          presentCard(r, {
            now: at,
            participants: participants.get(r.id) ?? 0,
            registered: registered.has(r.id),
          }),
        ),
      };
    },

    async detail(slug: string, viewer: Viewer): Promise<ChallengeDetail> {
      const row = await find(slug);
      const at = now();
      const [participants, registered, problems, solved, badges, uuid] = await Promise.all([
        repo.participants([row.id]),
        viewer === null ? new Set<number>() : repo.registeredIn(viewer, [row.id]),
        repo.knownProblems(row.days),
        viewer === null ? new Set<number>() : repo.solvedDays(row.id, viewer),
        viewer === null ? [] : repo.badges(viewer, row.slug),
        viewer === null ? null : repo.userUuid(viewer),
      ]);
      return {
        ...presentCard(row, {
          now: at,
          participants: participants.get(row.id) ?? 0,
          registered: registered.has(row.id),
        }),
        description_html: row.descriptionHtml,
        days_list: presentDays(row, { now: at, problems, solved }),
        progress: {
          solved: solved.size,
          total: row.days.length,
          level: challengeLevel(solved.size, row.days.length),
        },
        badge: presentBadge(badges),
        viewer_uuid: uuid,
      };
    },

    async register(slug: string, userId: number): Promise<{ registered: true }> {
      const row = await find(slug);
      const at = now();
      if (challengeStatus(row.startsOn, row.endsOn, at) === 'ended')
        throw new ApiError(409, ErrorCode.CONFLICT, ChallengeMessage.ENDED);
      await repo.register(row.id, userId, at);
      return { registered: true };
    },

    async leaderboard(slug: string, viewer: Viewer): Promise<ChallengeLeaderboard> {
      const row = await find(slug);
      const board = presentBoard(await repo.board(row.id, 10_000), viewer);
      return {
        entries: board.slice(0, BOARD_SIZE).map((b) => b.entry),
        me: board.find((b) => b.userId === viewer)?.entry ?? null,
      };
    },

    /** What a learner's share cards show, or null when the learner has nothing to share here. */
    async cardData(slug: string, uuid: string) {
      const row = await repo.bySlug(slug);
      const learner = row ? await repo.userByUuid(uuid) : undefined;
      if (!row || !learner) return null;
      const [solved, badges, board] = await Promise.all([
        repo.solvedDays(row.id, learner.id),
        repo.badges(learner.id, row.slug),
        repo.board(row.id, 10_000),
      ]);
      const rank = presentBoard(board, learner.id).find((b) => b.userId === learner.id)?.entry.rank ?? null;
      return {
        title: row.title,
        name: learner.name ?? 'A learner',
        solved: solved.size,
        days: row.days.length,
        rank,
        badge: presentBadge(badges),
      };
    },

    async pageHead(slug: string): Promise<{ title: string; description: string } | null> {
      const row = await repo.bySlug(slug);
      return row ? { title: row.title, description: row.summary } : null;
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
