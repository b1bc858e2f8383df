import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { ClockProvider } from '../../../lib/clock/clock-context.tsx';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { publicProfileFixture } from '../testing/public-profile-fixture.ts';
import ProfilePage from './profile-page.tsx';

// 10 March 2026, 17:30 IST.
const NOW = Date.parse('2026-03-10T12:00:00Z');

function month(call: FakeCall) {
  const start = call.query.get('start_date')!;
  const [y, m] = start.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => {
    const date = `${start.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
    const inMarch = start === '2026-03-01';
    return {
      date,
      active: inMarch ? [8, 9, 10].includes(i + 1) : i % 2 === 0,
      future: inMarch && i + 1 > 10,
    };
  });
  return ok({ start_date: start, days });
}

function routes() {
  return {
    'GET v1/profile/u-7': [ok(publicProfileFixture({ uuid: 'u-7', name: 'Asha Rao', own: true }))],
    'GET v1/profile/someone-else': [ok(publicProfileFixture({ uuid: 'someone-else' }))],
    'GET v3/streaks/monthly': month,
    'GET v3/badges': [
      ok({
        badges: [
          {
            user_badge_level_id: 2,
            badge_level_id: 9,
            entity_type: 'Streak',
            entity_id: '10',
            entity_slug: null,
            entity_name: '10-day streak',
            level: 1,
            tier: 'Achiever',
            badge_level_order: 2,
            type: 1,
            contest_rank: null,
            acknowledged: true,
            awarded_at: '2026-03-01T00:00:00Z',
          },
          {
            user_badge_level_id: 1,
            badge_level_id: 3,
            entity_type: 'PracticeTopic',
            entity_id: 'arrays',
            entity_slug: 'arrays',
            entity_name: 'Arrays',
            level: 2,
            tier: 'Specialist',
            badge_level_order: 1,
            type: 1,
            contest_rank: null,
            acknowledged: true,
            awarded_at: '2026-02-01T00:00:00Z',
          },
        ],
      }),
    ],
    'GET v3/contest_rating': [ok({ user_rating_data: [], rating_distribution: [], enabled: true })],
    'GET v2/follow/check': [ok({ is_following: false })],
    'GET v2/follow/list': [ok({ followers: [], following: [] })],
  };
}

function renderProfile(params?: Record<string, string>, auth = signedIn()) {
  return renderWithAuth(
    <ClockProvider clock={() => NOW}>
      <ProfilePage {...(params ? { params } : {})} />
    </ClockProvider>,
    { path: '/profile', auth },
  );
}

describe('/profile', { timeout: 20_000 }, () => {
  it('shows no error text when the streak calendar, badges or rating fail to load, only Try again (spec 02 §8)', async () => {
    const boom = [fail(500, 500, 'Boom')];
    fakeApi({
      ...routes(),
      'GET v3/streaks/monthly': boom,
      'GET v3/badges': boom,
      'GET v3/contest_rating': boom,
    });
    const { container } = renderProfile();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3), {
      timeout: 10_000,
    });
    expect(container).not.toHaveTextContent(/could not|couldn't|went wrong|error/i);
  });

  it('shows the learner summary, the month heatmap from the streaks API, and the badges in order', async () => {
    const server = fakeApi(routes());
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Learner summary' });
    expect(await within(summary).findByText('12 days')).toBeInTheDocument();
    expect(within(summary).getByText('3 days')).toBeInTheDocument();

    const grid = await screen.findByRole('table', { name: 'Streak calendar, March 2026' }, { timeout: 5000 });
    expect(within(grid).getByRole('cell', { name: '9 March 2026: active' })).toHaveAttribute(
      'data-state',
      'active',
    );
    expect(within(grid).getByRole('cell', { name: '5 March 2026: no activity' })).toHaveAttribute(
      'data-state',
      'missed',
    );
    expect(within(grid).getByRole('cell', { name: '20 March 2026: upcoming' })).toHaveAttribute(
      'data-state',
      'future',
    );
    expect(screen.getByText('3 active days this month')).toBeInTheDocument();
    expect(server.callsTo('GET v3/streaks/monthly')[0]!.query.get('start_date')).toBe('2026-03-01');
    // The current month is the last one: nothing to step forward to.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'Streak calendar, February 2026' })).toBeInTheDocument();
    expect(server.callsTo('GET v3/streaks/monthly')[1]!.query.get('start_date')).toBe('2026-02-01');

    const badges = await screen.findByRole('list', { name: 'Badges' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2ArraysSpecialist · Topic', '10-day streakAchiever · Streak']);
  });

  it('shows another learner by uuid without the own-only calendar and badge certificates', async () => {
    const server = fakeApi(routes());
    renderProfile({ uuid: 'someone-else' });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Streak calendar' })).not.toBeInTheDocument();
    expect(server.callsTo('GET v3/streaks/monthly')).toHaveLength(0);
    expect(server.callsTo('GET v3/badges')).toHaveLength(0);
  });

  it('says so when there are no badges yet', async () => {
    fakeApi({ ...routes(), 'GET v3/badges': [ok({ badges: [] })] });
    renderProfile();
    expect(await screen.findByText(/No badges yet/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("follows another learner: Follow becomes Following with the spec's notice, and the counts refresh", async () => {
    const bob = { uuid: 'u-9', name: 'Bob Stone', screen_name: null, image: null };
    const server = fakeApi({
      ...routes(),
      'GET v2/follow/list': [
        ok({ followers: [], following: [bob] }),
        ok({
          followers: [{ uuid: 'u-7', name: 'Asha Rao', screen_name: null, image: null }],
          following: [bob],
        }),
        ok({ followers: [], following: [bob] }),
      ],
      'POST v2/follow': [
        ok({ uuid: 'someone-else', isFollowing: true }),
        ok({ uuid: 'someone-else', isFollowing: false }),
      ],
    });
    renderProfile({ uuid: 'someone-else' });
    const button = await screen.findByRole('button', { name: 'Follow' });
    await screen.findByText('followers');
    expect(screen.getByRole('list', { name: 'Follow counts' })).toHaveTextContent('0 followers1 following');
    expect(server.callsTo('GET v2/follow/check')[0]!.query.get('profile_uuid')).toBe('someone-else');
    await waitFor(() => expect(button).toBeEnabled());

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('POST v2/follow')[0]!.body).toEqual({ uuid: 'someone-else' });
    expect(screen.getByRole('status')).toHaveTextContent('You Started Following Ada Lovelace');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Follow counts' })).toHaveTextContent('1 follower1 following'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('You Unfollowed Ada Lovelace');
  });

  it("shows counts but no Follow button on one's own profile, and neither to a visitor", async () => {
    const server = fakeApi(routes());
    renderProfile();
    expect(await screen.findByRole('list', { name: 'Follow counts' })).toHaveTextContent(
      '0 followers0 following',
    );
    expect(server.callsTo('GET v2/follow/list')[0]!.query.get('profile_uuid')).toBe('u-7');
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET v2/follow/check')).toHaveLength(0);
  });

  it('never calls the signed-in follow endpoints for a visitor', async () => {
    const server = fakeApi(routes());
    renderProfile({ uuid: 'someone-else' }, LOGGED_OUT_STATE);
    expect(await screen.findByRole('list', { name: 'Follow counts' })).toHaveTextContent(
      '2 followers1 following',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(server.callsTo('GET v2/follow/list')).toHaveLength(0);
  });
});

describe('/profile/:key for a visitor', { timeout: 20_000 }, () => {
  it('shows the picture, name, screen name, level, streaks, about, heatmap, solved counts, badges and recent solves', async () => {
    const server = fakeApi({ 'GET v1/profile/ada_codes': [ok(publicProfileFixture())] });
    renderProfile({ uuid: 'ada_codes' }, LOGGED_OUT_STATE);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-picture')).toHaveAttribute(
      'src',
      '/api/v1/profile/pictures/uabc-256.webp',
    );
    expect(screen.getByText('@ada_codes')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Learner summary' });
    expect(within(summary).getByText('Level 4 · 2,300 EXP')).toBeInTheDocument();
    expect(within(summary).getByText('3 days')).toBeInTheDocument();
    expect(screen.getByTestId('profile-education')).toHaveTextContent(
      'Jadavpur University · CSE · Class of 2027',
    );
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('href', 'https://example.org/ada');
    expect(screen.getByRole('img', { name: '7 submissions in the last year' })).toBeInTheDocument();
    const solved = screen.getByRole('region', { name: 'Problems solved' });
    expect(within(solved).getByText('5')).toBeInTheDocument();
    expect(within(solved).getByText('Medium').nextSibling).toHaveTextContent('2');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Specialist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Two Sum' })).toHaveAttribute('href', '/problems/two-sum');
    expect(server.callsTo('GET v1/profile/ada_codes')).toHaveLength(1);
  });

  it('leaves out the parts the learner hides, and says when the whole profile is private', async () => {
    fakeApi({
      'GET v1/profile/ada_codes': [
        ok(publicProfileFixture({ heatmap: null, solved: null, followers: null })),
      ],
      'GET v1/profile/grace': [
        ok(
          publicProfileFixture({
            name: 'Grace Hopper',
            private: true,
            bio: null,
            links: [],
            education: null,
            level: null,
            streaks: null,
            heatmap: null,
            solved: null,
            badges: null,
            recent_accepted: null,
            followers: null,
          }),
        ),
      ],
    });
    const first = renderProfile({ uuid: 'ada_codes' }, LOGGED_OUT_STATE);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problems solved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contributions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Follow counts' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recently solved' })).toBeInTheDocument();
    first.unmount();

    renderProfile({ uuid: 'grace' }, LOGGED_OUT_STATE);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('This profile is private.')).toBeInTheDocument();
    expect(screen.queryByText(/Level/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently solved' })).not.toBeInTheDocument();
  });

  it('says there is no such profile for an unknown screen name', async () => {
    fakeApi({ 'GET v1/profile/nobody': [fail(404, 404, 'No learner has this profile.')] });
    renderProfile({ uuid: 'nobody' }, LOGGED_OUT_STATE);
    expect(await screen.findByRole('heading', { name: 'No such profile' })).toBeInTheDocument();
  });
});
