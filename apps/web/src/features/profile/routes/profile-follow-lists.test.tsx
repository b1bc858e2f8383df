import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import {
  CONTRIBUTOR_UUID,
  contributorFixture,
} from '../../../components/user-hover-card/contributor-fixture.ts';
import ProfilePage from './profile-page.tsx';

const ada = { uuid: CONTRIBUTOR_UUID, name: 'Ada Lovelace', screen_name: null, image: null };

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET v3/streaks/progress': [ok({ current_streak: 0, longest_streak: 0, user_uuid: 'u-7', unacknowledged_milestone: null })],
    'GET v3/levels/progress': [ok({ current_level: 1, points: 50 })],
    'GET v3/streaks/monthly': [ok({ start_date: '2026-03-01', days: [] })],
    'GET v3/badges': [ok({ badges: [] })],
    'GET v2/follow/check': [ok({ is_following: false })],
    'GET v2/follow/list': [ok({ followers: [ada], following: [] })],
    'GET v3/users/contributor': [ok(contributorFixture())],
    ...extra,
  };
}

describe('/profile follower lists', () => {
  it('a count opens its list; each name links to the profile and opens the hover card', async () => {
    const server = fakeApi(routes());
    renderWithAuth(<ProfilePage />, { path: '/profile', auth: signedIn() });
    const followers = await screen.findByRole('button', { name: '1 follower' });
    expect(followers).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(followers);
    expect(followers).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Followers' });
    const link = within(list).getByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', `/profile/${CONTRIBUTOR_UUID}`);
    await userEvent.hover(link);
    const card = await screen.findByLabelText("Ada Lovelace's profile card", {}, { timeout: 3000 });
    expect(await within(card).findByText('Level 3 · 330 EXP')).toBeInTheDocument();
    expect(server.callsTo('GET v3/users/contributor').map((c) => c.query.get('uuid'))).toEqual([CONTRIBUTOR_UUID]);

    await userEvent.click(screen.getByRole('button', { name: '0 following' }));
    expect(screen.getByText('Not following anyone yet.')).toBeInTheDocument();
  });

  it("someone else's profile is headed by their name, which the follow notice uses", async () => {
    fakeApi(routes({ 'POST v2/follow': [ok({ uuid: CONTRIBUTOR_UUID, isFollowing: true })] }));
    renderWithAuth(<ProfilePage params={{ uuid: CONTRIBUTOR_UUID }} />, { path: '/profile', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    expect(await screen.findByText('You Started Following Ada Lovelace')).toBeInTheDocument();
  });
});
