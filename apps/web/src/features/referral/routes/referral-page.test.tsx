/** The /referral page: the invite link with Copy, the friends-joined count from the server, the signed-out state. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/request/api-client.ts';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, fail, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import ReferralPage from './referral-page.tsx';

const LINK = 'https://katana.test/invite/u-7';

function setup(route: FakeRoute, auth = signedIn()) {
  apiClient.cache.clear();
  const api = fakeApi({ 'GET v3/referral/summary': route });
  renderWithAuth(<ReferralPage />, { path: '/referral', auth });
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('referral page', () => {
  it('shows the invite link and how many friends joined', async () => {
    setup([ok({ referral_link: LINK, joined_count: 2 })]);
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(LINK);
    expect(screen.getByTestId('referral-joined-count')).toHaveTextContent('2');
    expect(screen.getByText('2 friends have joined through your link.')).toBeInTheDocument();
    // Honest: no reward is promised.
    expect(screen.queryByText(/₹|rupee|earn/i)).not.toBeInTheDocument();
  });

  it('says when nobody has joined yet', async () => {
    setup([ok({ referral_link: LINK, joined_count: 0 })]);
    expect(await screen.findByText('No friends have joined through your link yet.')).toBeInTheDocument();
  });

  it('copies the link and shows "Link copied" for 1 s', async () => {
    setup([ok({ referral_link: LINK, joined_count: 1 })]);
    await screen.findByLabelText('Your invite link');
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers a retry and no error text when the summary fails (spec 02 §8)', async () => {
    setup([fail(500, 500, 'Internal server error'), ok({ referral_link: LINK, joined_count: 3 })]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/could not|couldn't|went wrong/i)).not.toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByText('3 friends have joined through your link.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and makes no call', async () => {
    const api = setup([ok({ referral_link: LINK, joined_count: 0 })], LOGGED_OUT_STATE);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to get your invite link/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
