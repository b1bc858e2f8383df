/**
 * The user hover card (spec 02 §2 "User hover card", §3 "Contributor", §5 hover-card percentile, §6 Follow roles,
 * §8 follow errors ignored): wrap a learner's name with it and the name becomes a link to their profile that, after
 * a hover or keyboard focus, opens a card with their level and EXP, league, contest rating ("Better than X%" to two
 * decimals, from the rating distribution), top badges, View Profile and Follow / Following.
 *
 * Timing: the spec's general tooltip delay (§9 "hover 400 ms") rather than the share tooltips' 800 ms. The card is
 * a peek while scanning a board, so 800 ms felt sluggish, while 400 ms still lets a pointer sweep down a board
 * without opening (or fetching) a card per row; it closes 150 ms after the pointer leaves, so it can cross the gap
 * into the card. Keyboard focus on the name opens it the same way and Escape closes it; the card is a peek (Radix
 * keeps its buttons out of the tab order, so Tab moves on down the board), and the name itself is the way to the
 * profile, where Follow is a regular button.
 *
 * Touch: Radix ignores touch pointers for hover cards, so a tap follows the name's link to the profile, which shows
 * everything the card does and more; a card needing a second tap to dismiss would be clumsier on a phone.
 *
 * Follow (§6): hidden on one's own card; a signed-out viewer always sees Follow, which opens the login dialog;
 * a signed-in viewer sees Follow or Following from the follow check, and a toggle shows the spec's notice. A failed
 * load or toggle shows nothing (§8): the card simply does not open, or the button stays as it was.
 */
import { useState, type ReactNode } from 'react';
import { HoverCard } from 'radix-ui';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { percentileFromDistribution } from '@katana/shared/contests/rating-display';
import { TOOLTIP_HOVER_DELAY_MS } from '@katana/shared/engagement/dialogs';
import { followNotice, hoverCardFollowAction, profileLink } from '@katana/shared/engagement/social';
import { useFollowCheck } from '../../lib/api/follow-check.ts';
import { useToggleFollow } from '../../lib/api/follow-toggle.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../lib/notifications/notifications.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { useContributor, type Contributor } from './contributor-api.ts';

export const HOVER_CARD_OPEN_DELAY_MS = TOOLTIP_HOVER_DELAY_MS;
export const HOVER_CARD_CLOSE_DELAY_MS = 150;
/** Badges shown on the card; the rest are counted ("+2 more"). */
export const HOVER_CARD_BADGES = 3;

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** "Better than 66.66%": two decimals, as the spec computes it from the distribution. */
export function betterThanText(rating: NonNullable<Contributor['rating_data']>): string {
  const pct = percentileFromDistribution(rating.current_user_rating, rating.rating_distribution);
  return `Better than ${pct.toFixed(2)}%`;
}

function Avatar({ name, image, size }: { name: string; image: string | null; size: 'sm' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'lg' ? 'size-12 text-base' : 'size-8 text-xs';
  if (image && !broken)
    return (
      <img
        src={image}
        alt=""
        onError={() => setBroken(true)}
        className={clsx(box, 'shrink-0 rounded-full object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'grid shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent',
      )}
    >
      {initials(name)}
    </span>
  );
}

function FollowAction({ contributor }: { contributor: Contributor }) {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const viewerUuid = isAuthenticated && user ? user.uuid : null;
  const isSelf = viewerUuid !== null && viewerUuid === contributor.uuid;
  const check = useFollowCheck(viewer, contributor.uuid, !isSelf);
  const toggle = useToggleFollow(viewer, contributor.uuid);
  const { openLogin } = useLoginDialog();
  const notify = useNotify();
  const label = hoverCardFollowAction({
    viewedUuid: contributor.uuid,
    currentUuid: viewerUuid,
    isFollowing: check.data?.is_following ?? false,
  });
  if (label === null) return null;
  const following = label === 'Following';
  return (
    <button
      type="button"
      aria-pressed={viewer !== null ? following : undefined}
      disabled={viewer !== null && (!check.data || toggle.isPending)}
      onClick={() => {
        if (viewer === null) {
          openLogin({ source: 'user_hover_card' });
          return;
        }
        toggle.mutate(undefined, {
          onSuccess: (data) => {
            const notice = followNotice(data.isFollowing, contributor.name);
            notify({ title: notice.message, kind: notice.kind });
          },
          // §8: a failed follow is ignored with no message; the button keeps its state.
          onError: () => {},
        });
      }}
      className={buttonClasses(following ? 'secondary' : 'primary', 'sm', 'min-w-24')}
    >
      {label}
    </button>
  );
}

function CardBody({ contributor }: { contributor: Contributor }) {
  const href = profileLink(contributor) ?? '#';
  const badges = contributor.badges_data.slice(0, HOVER_CARD_BADGES);
  const more = contributor.badges_data.length - badges.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={contributor.name} image={contributor.image} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-fg">{contributor.name}</p>
          <p className="text-sm text-fg-muted">
            Level {contributor.current_level} · {contributor.points.toLocaleString('en-IN')} EXP
          </p>
        </div>
      </div>
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-label={`Progress to level ${contributor.level.next_level ?? contributor.current_level}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(contributor.level.progress * 100)}
      >
        <div
          className="h-full rounded-full bg-accent"
          style={{ width: `${contributor.level.progress * 100}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-surface-muted/60 px-2.5 py-2">
          <dt className="text-xs text-fg-subtle">League</dt>
          <dd className="font-medium text-fg">
            {contributor.leaderboard_league_data?.name ?? 'No league yet'}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-muted/60 px-2.5 py-2">
          <dt className="text-xs text-fg-subtle">Contest rating</dt>
          <dd className="font-medium text-fg">
            {contributor.rating_data ? contributor.rating_data.current_user_rating : 'Unrated'}
          </dd>
        </div>
      </dl>
      {contributor.rating_data && (
        <p className="-mt-1 text-xs text-fg-muted">
          {betterThanText(contributor.rating_data)} of rated learners
        </p>
      )}
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
          {badges.map((b) => (
            <li
              key={`${b.entity_type}:${b.entity_slug ?? b.entity_name}`}
              className="rounded-full border border-line px-2 py-0.5 text-xs text-fg-muted"
            >
              <span className="font-medium text-fg">{b.entity_name}</span> · {b.tier}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-0.5 text-xs text-fg-subtle">+{more} more</li>}
        </ul>
      )}
      <div className="flex items-center justify-between gap-2 border-t border-line pt-3">
        <Link to={href} className="text-sm font-medium text-accent hover:underline">
          View Profile
        </Link>
        <FollowAction contributor={contributor} />
      </div>
    </div>
  );
}

function CardSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="flex animate-pulse items-center gap-3">
      <span className="size-12 rounded-full bg-surface-muted" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3 w-2/3 rounded bg-surface-muted" />
        <span className="h-3 w-1/3 rounded bg-surface-muted" />
      </span>
    </div>
  );
}

export function UserHoverCard({
  uuid,
  name,
  children,
  className,
}: {
  uuid: string;
  /** For the link's accessible name when `children` is not plain text. */
  name: string;
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const contributor = useContributor(uuid, open);
  const href = profileLink({ uuid }) ?? '#';
  return (
    <HoverCard.Root
      open={open && !contributor.isError}
      onOpenChange={setOpen}
      openDelay={HOVER_CARD_OPEN_DELAY_MS}
      closeDelay={HOVER_CARD_CLOSE_DELAY_MS}
    >
      <HoverCard.Trigger asChild>
        <Link
          to={href}
          className={clsx(
            'truncate rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            className,
          )}
        >
          {children ?? name}
        </Link>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`${name}'s profile card`}
          className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-xl border border-line bg-surface p-4 text-left shadow-lg"
        >
          {contributor.data ? <CardBody contributor={contributor.data} /> : <CardSkeleton />}
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
