/**
 * Follow on a profile (spec 02 §4 "Follow"): follower and following counts, and on someone else's profile the
 * Follow / Following toggle with its notice ("You Started Following {name}" / "You Unfollowed {name}"). Signed-in
 * only (the follow calls are); a failed toggle is ignored with no message (spec §8).
 */
import { useState } from 'react';
import { clsx } from 'clsx';
import { followButtonLabel, followNotice } from '@katana/shared/engagement/social';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useFollowCheck } from '../api/follow-check.ts';
import { useFollowList } from '../api/follow-list.ts';
import { useToggleFollow } from '../api/follow-toggle.ts';
import type { ViewerId } from '../api/paths.ts';

export function FollowCounts({ viewer, uuid }: { viewer: ViewerId; uuid: string }) {
  const list = useFollowList(viewer, uuid);
  if (!list.data) return null;
  return (
    <p className="flex gap-4 text-sm text-fg-muted" aria-label="Follow counts">
      <span>
        <strong className="font-semibold text-fg">{list.data.followers.length.toLocaleString('en-IN')}</strong>{' '}
        {list.data.followers.length === 1 ? 'follower' : 'followers'}
      </span>
      <span>
        <strong className="font-semibold text-fg">{list.data.following.length.toLocaleString('en-IN')}</strong>{' '}
        following
      </span>
    </p>
  );
}

export function FollowButton({ viewer, uuid, name }: { viewer: number; uuid: string; name: string }) {
  const check = useFollowCheck(viewer, uuid);
  const toggle = useToggleFollow(viewer, uuid);
  const [notice, setNotice] = useState<ReturnType<typeof followNotice> | null>(null);
  const following = check.data?.is_following ?? false;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        aria-pressed={following}
        disabled={!check.data || toggle.isPending}
        onClick={() =>
          toggle.mutate(undefined, { onSuccess: (data) => setNotice(followNotice(data.isFollowing, name)) })
        }
        className={buttonClasses(following ? 'secondary' : 'primary', 'md', 'min-w-28')}
      >
        {followButtonLabel(following)}
      </button>
      <p
        role="status"
        className={clsx(
          'min-h-5 text-xs',
          notice?.kind === 'success' ? 'text-emerald-700 dark:text-emerald-400' : 'text-fg-muted',
        )}
      >
        {notice?.message ?? ''}
      </p>
    </div>
  );
}
