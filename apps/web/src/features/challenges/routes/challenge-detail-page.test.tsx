import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeDetail } from '@katana/shared/api/challenges';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { ChallengeDetailPage } from './challenge-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SLUG = 'quiz-fortnight';
const detail = (over: Partial<ChallengeDetail> = {}): ChallengeDetail => ({
  slug: SLUG,
  title: 'Quiz fortnight',
  summary: 'One quiz a day.',
  month_index: 5,
  starts_on: '2026-11-26',
  ends_on: '2026-11-28',
  status: 'running',
  days: 3,
  participants: 2,
  registered: true,
  description_html: '',
  days_list: [
    {
      day: 1,
      unlocks_at: '2026-11-26T00:00:00.000Z',
      unlocked: true,
      problem: { slug: 'ch-quiz-1', name: 'First quiz', difficulty: 'EASY' },
      solved: true,
    },
    {
      day: 2,
      unlocks_at: '2026-11-27T00:00:00.000Z',
      unlocked: true,
      problem: { slug: 'ch-quiz-2', name: 'Second quiz', difficulty: 'MEDIUM' },
      solved: false,
    },
    { day: 3, unlocks_at: '2026-11-28T00:00:00.000Z', unlocked: false, problem: null, solved: false },
  ],
  progress: { solved: 1, total: 3, level: 3 },
  badge: { user_badge_level_id: 9, month_index: 5, level: 3, awarded_at: '2026-11-26T10:00:00.000Z' },
  viewer_uuid: '00000000-0000-4000-8000-000000000001',
  ...over,
});
const board = {
  entries: [
    {
      rank: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Ada Lovelace',
      image: null,
      profile_linked: true,
      solved: 1,
      last_solved_at: '2026-11-26T10:00:00.000Z',
    },
    {
      rank: 2,
      uuid: '00000000-0000-4000-8000-000000000002',
      name: 'Private Learner',
      image: null,
      profile_linked: false,
      solved: 1,
      last_solved_at: '2026-11-26T11:00:00.000Z',
    },
  ],
  me: null,
};

describe('/challenges/{slug}', () => {
  it('shows a registered learner the days (the locked one without its problem), progress, badge and board', async () => {
    fakeApi({
      [`GET v1/challenges/${SLUG}`]: [ok(detail())],
      [`GET v1/challenges/${SLUG}/leaderboard`]: [ok(board)],
    });
    renderWithAuth(<ChallengeDetailPage params={{ slug: SLUG }} />, {
      path: `/challenges/${SLUG}`,
      auth: signedIn({ node_access_token: 't' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz fortnight' })).toBeInTheDocument();
    // Problems open in the challenge's classroom context.
    expect(screen.getByRole('link', { name: 'Second quiz' })).toHaveAttribute(
      'href',
      `/problems/ch-quiz-2?challenge=${SLUG}`,
    );
    expect(screen.getByText(/^Unlocks /)).toBeInTheDocument();
    expect(screen.getByText('1 of 3 days solved · level 3 of 11')).toBeInTheDocument();
    expect(screen.getByText('Challenge badge: level 3 (month 5)')).toBeInTheDocument();
    const boardRegion = screen.getByRole('region', { name: 'Challenge board' });
    expect(await within(boardRegion).findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    // A public learner's name links to their profile; a private learner is shown by name without a link.
    expect(within(boardRegion).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/00000000-0000-4000-8000-000000000001',
    );
    expect(within(boardRegion).getByRole('cell', { name: 'Private Learner' })).toBeInTheDocument();
    expect(within(boardRegion).queryByRole('link', { name: 'Private Learner' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share my badge' }));
    expect(
      screen.getByRole('img', { name: 'I earned the level 3 badge in Quiz fortnight.' }),
    ).toHaveAttribute(
      'src',
      expect.stringContaining(
        `/challenges/${SLUG}/cards/00000000-0000-4000-8000-000000000001/challenge_badge.png`,
      ),
    );
  });

  it('asks a visitor to sign in to join and links no problem', async () => {
    fakeApi({
      [`GET v1/challenges/${SLUG}`]: [
        ok(
          detail({
            registered: false,
            progress: { solved: 0, total: 3, level: 0 },
            badge: null,
            viewer_uuid: null,
          }),
        ),
      ],
      [`GET v1/challenges/${SLUG}/leaderboard`]: [ok({ entries: [], me: null })],
    });
    renderWithAuth(<ChallengeDetailPage params={{ slug: SLUG }} />, {
      path: `/challenges/${SLUG}`,
      auth: LOGGED_OUT_STATE,
    });
    const join = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(join).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent(`/challenges/${SLUG}`)}`);
    expect(screen.queryByRole('link', { name: 'Second quiz' })).not.toBeInTheDocument();
    expect(await screen.findByText('No one has solved a day yet. Be the first.')).toBeInTheDocument();
  });
});
