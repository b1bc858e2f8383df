/** The learner's badges: topic, path, contest, streak... each with its tier (Achiever, Specialist, Master). */
import { useState } from 'react';
import { clsx } from 'clsx';
import { canShareBadge } from '@katana/shared/engagement/badges';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import type { UserBadge } from '@katana/shared/engagement/api-streaks-badges';
import { useUserBadges } from '../api/user-badges.ts';
import type { ViewerId } from '../api/paths.ts';
import { BadgeCertificateDialog } from './badge-certificate/badge-certificate-dialog.tsx';
import { Panel, PanelError } from './panel.tsx';

export const NO_BADGES_TEXT =
  'No badges yet. Solve problems in a topic or keep a 10-day streak to earn your first one.';

const KIND_LABELS: Record<UserBadge['entity_type'], string> = {
  PracticeTopic: 'Topic',
  GuidedPath: 'Guided path',
  ContestRound: 'Contest',
  Challenge: 'Challenge',
  Streak: 'Streak',
  Subject: 'Subject',
};

const TIER_TONES: Record<number, string> = {
  1: 'from-amber-600 to-amber-800 text-amber-50',
  2: 'from-slate-300 to-slate-500 text-slate-950',
  3: 'from-yellow-300 to-amber-500 text-amber-950',
};

function BadgeMedal({ badge }: { badge: UserBadge }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br text-lg font-bold shadow-inner',
        TIER_TONES[badge.level],
      )}
    >
      {badge.entity_type === 'Streak' ? <FlameIcon width="22" height="22" /> : badge.level}
    </span>
  );
}

export function BadgeList({ viewer }: { viewer: ViewerId }) {
  const badges = useUserBadges(viewer);
  // The badge whose certificate is open, by its place in the list ("sharing is allowed only for the first badge").
  const [opened, setOpened] = useState<number | null>(null);
  const openedBadge = opened !== null ? badges.data?.[opened] : undefined;
  let body;
  if (badges.isError) body = <PanelError onRetry={() => void badges.refetch()} />;
  else if (!badges.data)
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading badges"
        className="h-16 animate-pulse rounded-xl bg-surface-muted"
      />
    );
  else if (badges.data.length === 0) body = <p className="text-sm text-fg-muted">{NO_BADGES_TEXT}</p>;
  else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Badges">
        {badges.data.map((b, index) => (
          <li key={b.user_badge_level_id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpened(index)}
              className="flex w-full items-center gap-3 rounded-xl border border-line p-3 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
            >
              <BadgeMedal badge={b} />
              <div className="min-w-0">
                <p className="line-clamp-2 text-sm font-semibold text-fg">{b.entity_name}</p>
                <p className="text-xs text-fg-muted">
                  {b.tier} · {KIND_LABELS[b.entity_type]}
                  {b.contest_rank !== null && ` · Rank ${b.contest_rank}`}
                </p>
              </div>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel title="Badges">
      {body}
      {openedBadge && opened !== null && (
        <BadgeCertificateDialog
          viewer={viewer}
          badge={openedBadge}
          shareable={canShareBadge(opened)}
          onClose={() => setOpened(null)}
        />
      )}
    </Panel>
  );
}
