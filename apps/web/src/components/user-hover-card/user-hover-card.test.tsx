import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialogContext } from '../../lib/auth/login-dialog-context.tsx';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fake-api.ts';
import { signedIn } from '../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../test/render-auth.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../../lib/auth/auth-state.ts';
import { UserHoverCard } from './user-hover-card.tsx';
import { CONTRIBUTOR_UUID as ADA, contributorFixture } from './contributor-fixture.ts';

function routes(extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET v3/users/contributor': [ok(contributorFixture())],
    'GET v2/follow/check': [ok({ is_following: false })],
    ...extra,
  };
}

function renderCard(auth: AuthState = signedIn(), openLogin = vi.fn()) {
  return renderWithAuth(
    <LoginDialogContext.Provider value={{ openLogin, closeLogin: () => {}, isOpen: false }}>
      <p>
        <UserHoverCard uuid={ADA} name="Ada Lovelace" />
      </p>
    </LoginDialogContext.Provider>,
    { auth },
  );
}

const card = () => screen.findByLabelText("Ada Lovelace's profile card", {}, { timeout: 3000 });

describe('UserHoverCard', () => {
  it('opens after the hover delay (not at once, no fetch before) with level, EXP, league, rating, badges', async () => {
    const server = fakeApi(routes());
    renderCard();
    const name = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(name).toHaveAttribute('href', `/profile/${ADA}`);
    await userEvent.hover(name);
    expect(screen.queryByLabelText("Ada Lovelace's profile card")).toBeNull();
    expect(server.callsTo('GET v3/users/contributor')).toHaveLength(0);

    const body = await card();
    await within(body).findByText('Level 3 · 330 EXP');
    expect(server.callsTo('GET v3/users/contributor')[0]!.query.get('uuid')).toBe(ADA);
    expect(within(body).getByText('Gold')).toBeInTheDocument();
    expect(within(body).getByText('1720')).toBeInTheDocument();
    // 4 of 6 rated learners sit in buckets wholly below 1720: 66.66 (two decimals, floored).
    expect(within(body).getByText('Better than 66.66% of rated learners')).toBeInTheDocument();
    const badges = within(within(body).getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Weekly 1 · Achiever',
      'Arrays · Specialist',
      'Graphs · Specialist',
      '+1 more',
    ]);
    expect(within(body).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/profile/${ADA}`,
    );
  });

  it('opens on keyboard focus too', async () => {
    fakeApi(routes());
    renderCard();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveFocus();
    expect(await within(await card()).findByText('Level 3 · 330 EXP')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText("Ada Lovelace's profile card")).toBeNull());
  });

  it('shows no Follow on the viewer’s own card', async () => {
    const server = fakeApi(routes());
    renderCard(signedIn({ uuid: ADA }));
    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    const body = await card();
    await within(body).findByText('Level 3 · 330 EXP');
    expect(within(body).queryByRole('button')).toBeNull();
    expect(server.callsTo('GET v2/follow/check')).toHaveLength(0);
  });

  it('signed out: shows Follow only (never Following), which opens the login dialog', async () => {
    const server = fakeApi(routes());
    const openLogin = vi.fn();
    renderCard(LOGGED_OUT_STATE, openLogin);
    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    const follow = await within(await card()).findByRole('button', { name: 'Follow' });
    await userEvent.click(follow);
    expect(openLogin).toHaveBeenCalledWith({ source: 'user_hover_card' });
    expect(server.callsTo('GET v2/follow/check')).toHaveLength(0);
    expect(server.callsTo('POST v2/follow')).toHaveLength(0);
  });

  it('toggles Follow / Following through the API with the spec’s notices', async () => {
    const server = fakeApi(
      routes({
        'POST v2/follow': [ok({ uuid: ADA, isFollowing: true }), ok({ uuid: ADA, isFollowing: false })],
      }),
    );
    renderCard();
    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    const body = await card();
    await userEvent.click(await within(body).findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You Started Following Ada Lovelace')).toBeInTheDocument();
    expect(server.callsTo('POST v2/follow')[0]!.body).toEqual({ uuid: ADA });
    const following = await within(body).findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    expect(await screen.findByText('You Unfollowed Ada Lovelace')).toBeInTheDocument();
    expect(await within(body).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('a failed load or toggle is ignored silently', async () => {
    const failing = fakeApi(routes({ 'GET v3/users/contributor': [fail(500, 500, 'Boom')] }));
    const first = renderCard();
    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(failing.callsTo('GET v3/users/contributor')).toHaveLength(1), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByLabelText("Ada Lovelace's profile card")).toBeNull());
    expect(screen.queryByText(/Boom|error|wrong/i)).toBeNull();
    first.unmount();

    const server = fakeApi(routes({ 'POST v2/follow': [fail(500, 500, 'Boom')] }));
    renderCard();
    await userEvent.hover(screen.getByRole('link', { name: 'Ada Lovelace' }));
    const body = await card();
    await userEvent.click(await within(body).findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(server.callsTo('POST v2/follow')).toHaveLength(1));
    expect(await within(body).findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.queryByText(/Following|Boom/)).toBeNull();
  });
});
