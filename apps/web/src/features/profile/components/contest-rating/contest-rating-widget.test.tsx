import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContestRatingData } from '@katana/shared/api/contest-rating';
import { RATING_LOCK_MESSAGE } from '@katana/shared/contests/rating-display';
import { signedIn } from '../../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderWithAuth } from '../../../../test/render-auth.tsx';
import { ContestRatingWidget } from './contest-rating-widget.tsx';

afterEach(() => vi.unstubAllGlobals());

function rating(overrides: Partial<ContestRatingData> = {}): ContestRatingData {
  return {
    locked: false,
    lock_message: null,
    enabled: true,
    missing_policy: null,
    ranker_uuid: 'u-7',
    ranker_name: 'Asha Rao',
    ranker_image: null,
    ranker_points: 1618,
    is_self: true,
    user_rating_data: [
      {
        date: 1700000000,
        rating: 1540,
        problems_solved: 2,
        contest_name: 'Weekly Contest 1',
        contest_slug: 'weekly-1',
        rank: 3,
        delta: 40,
      },
      {
        date: 1700600000,
        rating: 1618,
        problems_solved: 3,
        contest_name: 'Weekly Contest 2',
        contest_slug: 'weekly-2',
        rank: 1,
        delta: 78,
      },
    ],
    rating_distribution: [
      { min: 1400, max: 1499, count: 4 },
      { min: 1500, max: 1599, count: 10 },
      { min: 1600, max: 1699, count: 2 },
    ],
    current_rating: 1618,
    rating_group: 'Silver',
    contests_attended: 2,
    better_than: 87,
    total_rated: 16,
    share: {
      text: 'My contest rating on Katana is 1618 after 2 contests, in the top 13% of learners.',
      utm_campaign: 'contest_rating_1618',
      rating: 1618,
      contests: 2,
      percentile: 87,
      top_percent: 13,
    },
    ...overrides,
  };
}

const widget = () => within(screen.getByRole('region', { name: 'Contest rating' }));

describe('ContestRatingWidget', () => {
  it('draws the history from the 1500 origin and the distribution; hovering a point selects that contest', async () => {
    fakeApi({ 'GET v3/contest_rating': [ok(rating())] });
    renderWithAuth(<ContestRatingWidget />, { auth: signedIn() });
    expect(await screen.findByTestId('selected-rating')).toHaveTextContent('1618');
    expect(screen.getByTestId('selected-contest')).toHaveTextContent('Weekly Contest 2');
    expect(widget().getByText('87%')).toBeInTheDocument();
    expect(widget().getByText('Silver')).toBeInTheDocument();

    const points = screen.getAllByTestId('rating-point');
    // The origin point (27 Dec 2021 at 1500) comes first, then one per contest.
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Start: rating 1500',
      'Weekly Contest 1: rating 1540',
      'Weekly Contest 2: rating 1618',
    ]);
    fireEvent.mouseEnter(points[1]!);
    expect(screen.getByTestId('selected-rating')).toHaveTextContent('1540');
    expect(screen.getByTestId('selected-contest')).toHaveTextContent('Weekly Contest 1');
    expect(screen.getByTestId('selected-contest')).toHaveTextContent('2 solved');
    fireEvent.mouseLeave(screen.getByRole('figure', { name: 'Rating history' }).firstElementChild!);
    expect(screen.getByTestId('selected-rating')).toHaveTextContent('1618');

    expect(screen.getByText('Rating distribution')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the lock message to anonymous visitors of their own widget without asking the server', async () => {
    const api = fakeApi({ 'GET v3/contest_rating': [ok(rating())] });
    renderWithAuth(<ContestRatingWidget />);
    expect(await widget().findByText(RATING_LOCK_MESSAGE)).toBeInTheDocument();
    expect(widget().getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a public profile by uuid to anonymous visitors, without the share button', async () => {
    const api = fakeApi({ 'GET v3/contest_rating': [ok(rating({ is_self: false }))] });
    renderWithAuth(<ContestRatingWidget uuid="u-9" />);
    expect(await screen.findByTestId('selected-rating')).toHaveTextContent('1618');
    expect(api.callsTo('GET v3/contest_rating')[0]!.query.get('uuid')).toBe('u-9');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shows 1500 and no charts without a rated contest', async () => {
    fakeApi({
      'GET v3/contest_rating': [
        ok(
          rating({
            user_rating_data: [],
            current_rating: 1500,
            contests_attended: 0,
            better_than: 0,
            share: null,
          }),
        ),
      ],
    });
    renderWithAuth(<ContestRatingWidget />, { auth: signedIn() });
    expect(await screen.findByTestId('selected-rating')).toHaveTextContent('1500');
    expect(widget().getByText(/No rated contests yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('rating-point')).not.toBeInTheDocument();
  });

  it('shows the missing policy and no charts when the feature is disabled', async () => {
    fakeApi({
      'GET v3/contest_rating': [
        ok(
          rating({ enabled: false, missing_policy: 'Ratings are paused this season.', user_rating_data: [] }),
        ),
      ],
    });
    renderWithAuth(<ContestRatingWidget />, { auth: signedIn() });
    expect(await widget().findByText('Ratings are paused this season.')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-point')).not.toBeInTheDocument();
    expect(screen.queryByText('Rating distribution')).not.toBeInTheDocument();
  });

  it('stops loading when the fetch fails and offers a retry, with no error text (spec 02 §8)', async () => {
    fakeApi({ 'GET v3/contest_rating': [fail(500, 500, 'boom'), ok(rating())] });
    renderWithAuth(<ContestRatingWidget />, { auth: signedIn() });
    const retry = await widget().findByRole('button', { name: 'Try again' });
    expect(widget().queryByText(/could not|couldn't|went wrong/i)).not.toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByTestId('selected-rating')).toHaveTextContent('1618');
  });
});
