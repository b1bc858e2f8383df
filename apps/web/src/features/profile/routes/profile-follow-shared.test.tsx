import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { UserHoverCard } from '../../../components/user-hover-card/user-hover-card.tsx';
import {
  CONTRIBUTOR_UUID as ADA,
  contributorFixture,
} from '../../../components/user-hover-card/contributor-fixture.ts';
import { publicProfileFixture } from '../testing/public-profile-fixture.ts';
import ProfilePage from './profile-page.tsx';

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET v3/streaks/progress': [
      ok({ current_streak: 0, longest_streak: 0, user_uuid: ADA, unacknowledged_milestone: null }),
    ],
    'GET v3/levels/progress': [ok({ current_level: 1, points: 50 })],
    'GET v3/streaks/monthly': [ok({ start_date: '2026-03-01', days: [] })],
    'GET v3/badges': [ok({ badges: [] })],
    'GET v2/follow/check': [ok({ is_following: false })],
    'GET v2/follow/list': [ok({ followers: [], following: [] })],
    'GET v3/users/contributor': [ok(contributorFixture())],
    [`GET v1/profile/${ADA}`]: [ok(publicProfileFixture({ uuid: ADA, screen_name: null }))],
    ...extra,
  };
}

/** Ada's profile page with a hover card of Ada elsewhere on the screen (a leaderboard row, a follower list). */
function renderBoth() {
  return renderWithAuth(
    <>
      <ProfilePage params={{ uuid: ADA }} />
      <p>
        <UserHoverCard uuid={ADA} name="Ada Lovelace" />
      </p>
    </>,
    { path: '/profile', auth: signedIn() },
  );
}

describe('following a learner from the hover card and the profile', { timeout: 20_000 }, () => {
  it('shares one follow state: a follow in the card shows on the profile at once, and the counts refresh', async () => {
    const server = fakeApi(
      routes({
        'POST v2/follow': [ok({ uuid: ADA, isFollowing: true })],
        'GET v2/follow/list': [
          ok({ followers: [], following: [] }),
          ok({ followers: [{ uuid: 'u-7', name: 'Asha', screen_name: null, image: null }], following: [] }),
        ],
      }),
    );
    renderBoth();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await screen.findByText('followers');
    expect(screen.getByRole('list', { name: 'Follow counts' })).toHaveTextContent('0 followers0 following');

    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    const card = await screen.findByLabelText("Ada Lovelace's profile card", {}, { timeout: 8000 });
    const cardFollow = await within(card).findByRole('button', { name: 'Follow' });
    const checks = server.callsTo('GET v2/follow/check').length;

    await waitFor(() => expect(cardFollow).toBeEnabled());
    await userEvent.click(cardFollow);
    expect(await within(card).findByRole('button', { name: 'Following' })).toBeInTheDocument();
    const profileButtons = screen
      .getAllByRole('button', { name: 'Following' })
      .filter((b) => !card.contains(b));
    expect(profileButtons).toHaveLength(1);
    // Ada's counts changed too: her follow lists are read again.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Follow counts' })).toHaveTextContent('1 follower0 following'),
    );
    // The follow's answer is the new state for both screens: nothing asks the server again.
    expect(server.callsTo('GET v2/follow/check')).toHaveLength(checks);
  });
});
