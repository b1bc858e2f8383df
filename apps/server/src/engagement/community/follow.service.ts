/**
 * Follow (spec 02 §3 "Follow", §4 "Follow"): check, followers/following lists and the toggle. Rules: signed-in
 * only (the routes), nobody follows themselves, an unknown profile uuid is 404, and toggles of one pair are
 * serialised so concurrent requests can't store the relation twice or both report the same flip. A new follow
 * records a FOLLOW inbox item for the followed learner in the same transaction; the caller delivers it after the
 * commit. Its dedupe key is per follower, so unfollowing and following again never notifies twice.
 */
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { profileLink } from '@katana/shared/engagement/social';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import type { FollowRepository, FollowUserRow } from './follow.repository.ts';

export const NO_SUCH_PROFILE = 'No such profile';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "<name> started following you": the drawer item the followed learner sees. */
export const followInboxTitle = (name: string) => `${name} started following you`;
export const followDedupeKey = (followerId: number) => `follow:${followerId}`;

export interface FollowUser {
  uuid: string;
  name: string;
  screen_name: string | null;
  image: string | null;
}

export interface ToggleResult {
  uuid: string;
  isFollowing: boolean;
  /** The learner to deliver to after the commit (a new inbox item was recorded), else null. */
  notifyUserId: number | null;
}

const displayName = (u: { name: string | null }) => u.name?.trim() || 'A learner';

export function presentFollowUser(u: FollowUserRow): FollowUser {
  return { uuid: u.uuid, name: displayName(u), screen_name: u.screenName, image: u.image };
}

export function createFollowService(deps: { db: Db; repo: FollowRepository }) {
  const { db, repo } = deps;

  async function profile(uuid: string): Promise<FollowUserRow> {
    // A malformed uuid names nobody: answered like an unknown one (and never reaches the uuid column's cast).
    const found = UUID_RE.test(uuid) ? await repo.userByUuid(uuid.toLowerCase()) : null;
    if (!found) throw new ApiError(404, 404, NO_SUCH_PROFILE);
    return found;
  }

  return {
    async check(viewerId: number, profileUuid: string): Promise<{ is_following: boolean }> {
      const target = await profile(profileUuid);
      return { is_following: await repo.isFollowing(viewerId, target.id) };
    },

    async list(profileUuid: string): Promise<{ followers: FollowUser[]; following: FollowUser[] }> {
      const target = await profile(profileUuid);
      const [followers, following] = await Promise.all([
        repo.followers(target.id),
        repo.following(target.id),
      ]);
      return { followers: followers.map(presentFollowUser), following: following.map(presentFollowUser) };
    },

    async toggle(viewerId: number, profileUuid: string): Promise<ToggleResult> {
      const target = await profile(profileUuid);
      if (target.id === viewerId) throw new ApiError(400, 400, CANNOT_FOLLOW_SELF);
      const follower = await repo.userById(viewerId);
      return db.transaction(async (tx) => {
        await repo.lockPair(tx, viewerId, target.id);
        if (await repo.remove(tx, viewerId, target.id)) {
          return { uuid: target.uuid, isFollowing: false, notifyUserId: null };
        }
        await repo.add(tx, viewerId, target.id);
        const recorded = await recordNotification(tx, {
          userId: target.id,
          kind: NotificationKind.FOLLOW,
          title: followInboxTitle(displayName(follower ?? { name: null })),
          link: follower ? profileLink({ uuid: follower.uuid }) : null,
          image: follower?.image ?? null,
          eventData: follower ? { follower_uuid: follower.uuid } : null,
          dedupeKey: followDedupeKey(viewerId),
        });
        return { uuid: target.uuid, isFollowing: true, notifyUserId: recorded.created ? target.id : null };
      });
    },

    /** The Friends leaderboard scope: who a learner follows. */
    followees: (userId: number) => repo.followeeIds(userId),
  };
}
export type FollowService = ReturnType<typeof createFollowService>;
