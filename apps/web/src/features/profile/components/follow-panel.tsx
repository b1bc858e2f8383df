/**
 * Follow on a profile (spec 02 §4 "Follow"): follower and following counts (each opening its list of learners, with
 * hover cards), and on someone else's profile the Follow / Following toggle with its notice ("You Started Following
 * {name}" / "You Unfollowed {name}"). Signed-in only (the follow calls are); a failed toggle is ignored with no
 * message (spec §8).
 */
import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { followButtonLabel, followNotice } from '@katana/shared/engagement/social';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { initials, UserHoverCard } from '../../../components/user-hover-card/user-hover-card.tsx';
import { useFollowCheck } from '../../../lib/api/follow-check.ts';
import { useFollowList } from '../../../lib/api/follow-list.ts';
import { useToggleFollow } from '../../../lib/api/follow-toggle.ts';
import type { ViewerId } from '../api/paths.ts';

type FollowSide = 'followers' | 'following';

/**
 * The counts open the lists behind them: each name links to the learner's profile and opens their hover card
 * (components/user-hover-card), so one can look someone up before following them back.
 */
export function FollowCounts({ viewer, uuid }: { viewer: ViewerId; uuid: string }) {
  const list = useFollowList(viewer, uuid);
  const [shown, setShown] = useState<FollowSide | null>(null);
  const listId = useId();
  if (!list.data) return null;
  const people = shown ? list.data[shown] : [];
  const count = (side: FollowSide, label: string) => (
    <button
      type="button"
      aria-expanded={shown === side}
      aria-controls={listId}
      onClick={() => setShown(shown === side ? null : side)}
      className="rounded-sm hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <strong className="font-semibold text-fg">{list.data[side].length.toLocaleString('en-IN')}</strong> {label}
    </button>
  );
  return (
    <div>
      {/* A labelled list: a label on a <p> is not allowed there, and screen readers do not announce it (axe). */}
      <ul className="flex gap-4 text-sm text-fg-muted" aria-label="Follow counts">
        <li>{count('followers', list.data.followers.length === 1 ? 'follower' : 'followers')}</li>
        <li>{count('following', 'following')}</li>
      </ul>
      {shown && (
        <div id={listId} className="mt-2">
          {people.length === 0 ? (
            <p className="text-sm text-fg-muted">
              {shown === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
            </p>
          ) : (
            <ul aria-label={shown === 'followers' ? 'Followers' : 'Following'} className="flex flex-wrap gap-2">
              {people.map((p) => (
                <li
                  key={p.uuid}
                  className="flex max-w-56 items-center gap-2 rounded-full border border-line py-1 pl-1 pr-3 text-sm text-fg"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-[11px] font-semibold text-accent"
                  >
                    {initials(p.name)}
                  </span>
                  <UserHoverCard uuid={p.uuid} name={p.name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
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
