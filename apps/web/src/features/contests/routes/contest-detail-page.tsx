/**
 * /contests/{slug}: the contest's overview (when, how long, format, countdown, actions) and its standings, live
 * while the contest runs. A virtual attempt shows its would-be rank.
 */
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { contestListPath } from '@katana/shared/contests/contest-category';
import type { ContestDetail } from '@katana/shared/api/contests';
import { contestPageInput } from '@katana/shared/page-meta';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useContestDetail } from '../api/contest-detail.ts';
import { useVirtualStanding } from '../api/virtual-standing.ts';
import { ContestActions } from '../components/contest-actions.tsx';
import { ContestBadges } from '../components/contest-badges.tsx';
import { contestWhen, countdown, durationLabel } from '../components/contest-format.ts';
import { StandingsPanel } from '../components/standings-panel.tsx';
import { useNow } from '../hooks/use-now.ts';

type Tab = 'overview' | 'standings';

function Countdown({ contest }: { contest: ContestDetail }) {
  const now = useNow();
  let label: string;
  let target: number;
  if (contest.phase === 'live') {
    label = 'Ends in';
    target = Date.parse(contest.user?.ends_at ?? contest.end_at);
  } else if (contest.phase === 'ended') {
    return <p className="text-sm text-fg-muted">This contest has ended.</p>;
  } else {
    label = 'Starts in';
    target = Date.parse(contest.start_at);
  }
  return (
    <p className="text-sm text-fg-muted">
      {label}{' '}
      <span className="font-mono text-lg font-semibold text-fg tabular-nums" role="timer">
        {countdown(target - now)}
      </span>
    </p>
  );
}

function VirtualRank({ contest }: { contest: ContestDetail }) {
  const standing = useVirtualStanding(contest.slug, contest.user?.virtual === true);
  if (!standing.data) return null;
  return (
    <p className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg">
      Virtual contest: your would-be rank is <strong>{standing.data.rank}</strong> of {standing.data.of}.
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function Detail({ contest }: { contest: ContestDetail }) {
  const [tab, setTab] = useState<Tab>(
    contest.phase === 'live' || contest.phase === 'ended' ? 'standings' : 'overview',
  );
  const tabClass = (active: boolean) =>
    clsx(
      'h-10 border-b-2 px-1 text-sm font-medium transition-colors',
      active ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
    );
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
      <Link to={contestListPath()} className="text-sm text-fg-muted hover:text-accent">
        ← All contests
      </Link>
      <header className="mt-3 flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-fg">{contest.title}</h1>
            <div className="mt-2">
              <ContestBadges contest={contest} />
            </div>
          </div>
          <Countdown contest={contest} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Starts">{contestWhen(contest.start_at)}</Fact>
          <Fact label="Duration">
            {durationLabel(contest.window_minutes ?? contest.duration_minutes)}
            {contest.window_minutes !== null && ' from your start'}
          </Fact>
          <Fact label="Problems">{contest.problem_count}</Fact>
          <Fact label="Registered">{contest.registered_count}</Fact>
        </dl>
        <ContestActions contest={contest} />
        <VirtualRank contest={contest} />
      </header>
      <div role="tablist" aria-label="Contest" className="mt-6 flex gap-6 border-b border-line">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'overview'}
          className={tabClass(tab === 'overview')}
          onClick={() => setTab('overview')}
        >
          Overview
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'standings'}
          className={tabClass(tab === 'standings')}
          onClick={() => setTab('standings')}
        >
          Standings
        </button>
      </div>
      <div role="tabpanel" className="mt-4">
        {tab === 'overview' ? (
          <div className="flex flex-col gap-3 text-sm text-fg">
            {contest.description ? (
              <p className="whitespace-pre-line leading-relaxed">{contest.description}</p>
            ) : (
              <p className="text-fg-muted">No description for this contest.</p>
            )}
            <ul className="list-disc pl-5 text-fg-muted">
              <li>
                {contest.format === 'ICPC'
                  ? 'ICPC rules: problems solved first, then penalty minutes (time of each first accept plus 20 per wrong try before it).'
                  : 'IOI rules: partial points per test, your best submission per problem counts.'}
              </li>
              {contest.freeze_minutes > 0 && (
                <li>The standings freeze for the last {contest.freeze_minutes} minutes.</li>
              )}
              {contest.rated && <li>Rated: your contest rating updates after the contest ends.</li>}
            </ul>
          </div>
        ) : (
          <StandingsPanel slug={contest.slug} phase={contest.phase} />
        )}
      </div>
    </div>
  );
}

export function ContestDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const detail = useContestDetail(slug);
  // The contest's title and description, as the server renders them for this page.
  usePageMetaOverride(detail.data ? { input: contestPageInput(detail.data) } : null);
  if (detail.isPending)
    return <div aria-busy="true" className="mx-auto h-64 w-full max-w-5xl animate-pulse p-6" />;
  if (detail.isError) {
    const missing = detail.error.status === 404 || detail.error.code === 404;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">
          {missing ? 'We could not find this contest' : 'The contest could not be loaded'}
        </h1>
        <p className="text-sm text-fg-muted">
          {missing ? 'It may have been renamed or removed.' : detail.error.message}
        </p>
        <Link to={contestListPath()} className={buttonClasses('primary')}>
          All contests
        </Link>
      </section>
    );
  }
  return <Detail key={detail.data.slug} contest={detail.data} />;
}

export default ContestDetailPage;
