import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { POTD_TOOLTIP_KEY } from '../hooks/tooltip-seen.ts';
import { potdDay } from '../testing/potd-fixtures.ts';
import PotdWidget from './potd-widget.tsx';

const TEXT = /^Consistent and structured practice daily can land you in /;

function renderWidget({ path = '/problems', solved = false, auth = signedIn() } = {}) {
  apiClient.cache.clear();
  const api = fakeApi({ 'GET v1/problem-of-the-day': [ok(potdDay({ solved }))] });
  const view = renderWithAuth(
    <Suspense fallback={null}>
      <div data-testid="elsewhere">Somewhere else on the page</div>
      <header>
        <PotdWidget />
      </header>
    </Suspense>,
    { auth, path },
  );
  return { ...view, api };
}

const widget = () => screen.findByTestId('potd-widget');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('header problem-of-the-day widget', () => {
  it('renders nothing for a visitor and asks the server nothing', () => {
    const { api, container } = renderWidget({ auth: LOGGED_OUT_STATE });
    expect(container.querySelector('header')).toBeEmptyDOMElement();
    expect(api.calls).toEqual([]);
  });

  it("opens today's problem and says when it is solved", async () => {
    renderWidget({ solved: true });
    const link = await widget();
    expect(link).toHaveAttribute('href', '/problem-of-the-day/2026-11-21');
    expect(link).toHaveAccessibleName('Problem of the day: Rotate Matrix (solved)');
  });

  it("from 1440 px, where it shows 'POTD', its name starts with that text (axe label-content-name-mismatch)", async () => {
    setViewportWidth(1440);
    renderWidget();
    const link = await widget();
    expect(link).toHaveAccessibleName('POTD, problem of the day: Rotate Matrix');
    setViewportWidth(1280);
  });

  it('renders nothing when the call fails', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      'GET v1/problem-of-the-day': [fail(404, 404, 'There is no problem of the day for this date.')],
    });
    const { container } = renderWithAuth(
      <header>
        <PotdWidget />
      </header>,
      { auth: signedIn(), path: '/problems' },
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('header')).toBeEmptyDOMElement());
  });

  it('shows the tooltip once: the local flag keeps it away on the next visit', async () => {
    const first = renderWidget();
    const tooltip = await screen.findByRole('dialog', { name: 'Problem of the day' });
    expect(tooltip).toHaveTextContent(TEXT);
    expect(screen.getByRole('link', { name: 'Explore Problem of the day' })).toHaveAttribute(
      'href',
      '/problem-of-the-day',
    );
    expect(localStorage.getItem(POTD_TOOLTIP_KEY)).toBe('true');
    first.unmount();

    renderWidget();
    await widget();
    expect(screen.queryByRole('dialog', { name: 'Problem of the day' })).not.toBeInTheDocument();
  });

  it.each([
    ['a problem classroom', '/problems/two-sum'],
    ['a contest classroom', '/contests/weekly-1/12/problems'],
    ['a guided-path classroom', '/guided-paths/dsa/content'],
    ['a test-series test', '/test-series/mock-1/3'],
    ['the POTD page', '/problem-of-the-day'],
    ['a dated POTD page', '/problem-of-the-day/2026-11-20'],
  ])('is not shown on %s, and stays unseen for later', async (_, path) => {
    renderWidget({ path });
    await widget();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POTD_TOOLTIP_KEY)).toBeNull();
  });

  it('hides itself after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget();
    await screen.findByRole('dialog', { name: 'Problem of the day' });
    // Let the tooltip's effect start its timer before the clock moves.
    await act(async () => {});
    // The clock also moves with real time (shouldAdvanceTime), so check a second either side of the 10 s, not the
    // last millisecond: a slow machine's real milliseconds would otherwise cross the line before the first check.
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('dialog', { name: 'Problem of the day' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('dialog', { name: 'Problem of the day' })).not.toBeInTheDocument();
  });

  it('closes on a click outside, but not on a click inside', async () => {
    renderWidget();
    const tooltip = await screen.findByRole('dialog', { name: 'Problem of the day' });
    fireEvent.pointerDown(tooltip);
    expect(tooltip).toBeInTheDocument();
    // Its outside-click listener is added in an effect after the tooltip shows: click until it has been.
    await waitFor(() => {
      fireEvent.pointerDown(screen.getByTestId('elsewhere'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('closes on its dismiss button', async () => {
    renderWidget();
    await screen.findByRole('dialog', { name: 'Problem of the day' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
