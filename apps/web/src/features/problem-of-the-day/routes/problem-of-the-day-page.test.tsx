import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { potdArchive, potdDay } from '../testing/potd-fixtures.ts';
import ProblemOfTheDayPage from './problem-of-the-day-page.tsx';

function renderPage(routes: Record<string, FakeRoute>, auth = signedIn()) {
  apiClient.cache.clear();
  const api = fakeApi({ 'GET v1/problem-of-the-day/archive': [ok(potdArchive())], ...routes });
  renderWithAuth(<ProblemOfTheDayPage />, { auth, path: '/problem-of-the-day' });
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('problem of the day page', () => {
  it("shows today's card with difficulty, topics, solved state and Solve, and the 30-day archive with the streak", async () => {
    renderPage({ 'GET v1/problem-of-the-day': [ok(potdDay())] });
    const card = await screen.findByTestId('potd-card');
    expect(within(card).getByRole('heading', { name: 'Rotate Matrix' })).toBeInTheDocument();
    expect(card).toHaveTextContent("Today's problem · 21 Nov 2026");
    expect(within(card).getByText('Hard')).toBeInTheDocument();
    expect(within(card).getByText('Arrays')).toBeInTheDocument();
    expect(within(card).getByText('Matrix')).toBeInTheDocument();
    expect(within(card).getByText('Not solved yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Solve' })).toHaveAttribute(
      'href',
      '/problem-of-the-day/2026-11-21',
    );

    const archive = await screen.findByRole('region', { name: 'Last 30 days' });
    const rows = within(archive).getAllByRole('link');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveAttribute('href', '/problem-of-the-day/2026-11-21');
    expect(rows[0]).toHaveAttribute('aria-current', 'page');
    expect(rows[1]).toHaveAttribute('href', '/problem-of-the-day/2026-11-20');
    expect(within(rows[1]!).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('img', { name: 'Solved' })).not.toBeInTheDocument();
    expect(archive).toHaveTextContent('2 of 30 solved');
    expect(screen.getByTestId('potd-streak')).toHaveTextContent('POTD streak: 2 days');
  });

  it('says when there is no problem of the day yet, and tries again', async () => {
    const api = renderPage({
      'GET v1/problem-of-the-day': [
        fail(404, 404, 'There is no problem of the day for this date.'),
        ok(potdDay()),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no problem of the day yet');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('potd-card')).toBeInTheDocument();
    expect(api.callsTo('GET v1/problem-of-the-day')).toHaveLength(2);
  });

  it('asks for no archive without a signed-in learner', async () => {
    const api = renderPage({ 'GET v1/problem-of-the-day': [ok(potdDay())] }, LOGGED_OUT_STATE);
    await screen.findByTestId('potd-card');
    expect(api.callsTo('GET v1/problem-of-the-day/archive')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).not.toBeInTheDocument();
  });
});
