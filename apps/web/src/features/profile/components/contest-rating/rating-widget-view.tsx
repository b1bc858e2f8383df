/**
 * The contest rating widget's states (spec 02 §4): loading, locked (anonymous, own widget), feature disabled
 * (missing policy shown, no charts), no data (1500, no charts) and the charts. Data in, nothing fetched here, so
 * each state can be rendered on its own.
 */
import { useState } from 'react';
import type { ContestRatingData } from '@katana/shared/api/contest-rating';
import {
  DEFAULT_CONTEST_RATING,
  RATING_LOCK_MESSAGE,
  ratingGraphPoints,
  selectedRatingPoint,
  type RatingWidgetState,
} from '@katana/shared/contests/rating-display';
import { ratingImageVersion } from '@katana/shared/contests/api-rating-share';
import { buttonClasses } from '../../../../components/ui/button-styles.ts';
import { RatingDistributionChart } from './rating-distribution-chart.tsx';
import { ratingDay } from './rating-format.ts';
import { RatingHistoryChart } from './rating-history-chart.tsx';
import { RatingShareButton } from './rating-share-button.tsx';

export type RatingWidgetData = Pick<
  ContestRatingData,
  | 'user_rating_data'
  | 'rating_distribution'
  | 'rating_group'
  | 'missing_policy'
  | 'current_rating'
  | 'contests_attended'
  | 'better_than'
  | 'share'
  | 'lock_message'
>;

interface Props {
  state: RatingWidgetState | 'error';
  data?: RatingWidgetData | undefined;
  /** The signed-in learner's own widget (share is offered there only). */
  own: boolean;
  onLogin(): void;
  onRetry(): void;
}

const CARD = 'rounded-xl border border-line bg-surface p-4 sm:p-5';

function Heading() {
  return <h2 className="text-base font-semibold text-fg">Contest rating</h2>;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="truncate text-sm font-semibold text-fg">{value}</dd>
    </div>
  );
}

function Charts({ data, own }: { data: RatingWidgetData; own: boolean }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const points = ratingGraphPoints(data.user_rating_data);
  const selectedIndex = hovered ?? points.length - 1;
  const selected = selectedRatingPoint(points, hovered)!;
  const latest = data.current_rating;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading />
          <p className="mt-1 text-3xl font-bold text-fg" aria-live="polite" data-testid="selected-rating">
            {selected.rating}
          </p>
          <p className="text-sm text-fg-muted" data-testid="selected-contest">
            {selected.contest_name
              ? `${selected.contest_name} · ${ratingDay(selected.date)} · ${selected.problems_solved} solved`
              : `Starting rating · ${ratingDay(selected.date)}`}
          </p>
        </div>
        {own && data.share && (
          <RatingShareButton version={ratingImageVersion(data.current_rating, data.contests_attended)} />
        )}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Stat label="Contests" value={String(data.contests_attended)} />
        <Stat label="Better than" value={`${data.better_than}%`} />
        <Stat label="Tier" value={data.rating_group} />
      </dl>
      <figure className="mt-4" aria-label="Rating history">
        <RatingHistoryChart points={points} selectedIndex={selectedIndex} onHover={setHovered} />
      </figure>
      {data.rating_distribution.length > 0 && (
        <figure className="mt-4">
          <figcaption className="mb-1 text-sm font-medium text-fg-muted">Rating distribution</figcaption>
          <RatingDistributionChart buckets={data.rating_distribution} rating={latest} />
        </figure>
      )}
    </>
  );
}

export function RatingWidgetView({ state, data, own, onLogin, onRetry }: Props) {
  return (
    <section aria-label="Contest rating" className={CARD}>
      {state === 'loading' && (
        <div aria-busy="true">
          <Heading />
          <div className="mt-3 h-8 w-24 animate-pulse rounded bg-surface-muted" />
          <div className="mt-4 h-40 animate-pulse rounded bg-surface-muted" />
          <span className="sr-only">Loading the contest rating…</span>
        </div>
      )}
      {state === 'locked' && (
        <div className="flex flex-col items-start gap-3">
          <Heading />
          <p className="text-sm text-fg-muted">{data?.lock_message || RATING_LOCK_MESSAGE}</p>
          <button type="button" className={buttonClasses('primary', 'sm')} onClick={onLogin}>
            Login
          </button>
        </div>
      )}
      {state === 'error' && (
        <div className="flex flex-col items-start gap-3">
          <Heading />
          {/* Spec 02 §8: no error text, only the way to load it again. */}
          <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {state === 'disabled' && (
        <div>
          <Heading />
          <p className="mt-2 text-sm text-fg-muted">
            {data?.missing_policy || 'Contest rating is not available right now.'}
          </p>
        </div>
      )}
      {state === 'no-data' && (
        <div>
          <Heading />
          <p className="mt-1 text-3xl font-bold text-fg" data-testid="selected-rating">
            {data?.current_rating ?? DEFAULT_CONTEST_RATING}
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            No rated contests yet. Take part in a rated contest to see your rating graph.
          </p>
        </div>
      )}
      {state === 'charts' && data && <Charts data={data} own={own} />}
    </section>
  );
}
