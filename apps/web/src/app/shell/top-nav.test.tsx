/** The event ripple dot on the Contests & Events tab, decided by the stored 3-decision queue (spec 01). */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationMenus } from '@katana/shared/navigation';
import { DECISIONS_QUEUE_KEY, REGISTERED_CONTESTS_QUEUE_KEY } from '@katana/shared/engagement/header-signals';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { signedIn } from '../../test/auth-fixtures.ts';
import { LOGGED_OUT_STATE } from '../../lib/auth/auth-state.ts';
import { renderWithAuth } from '../../test/render-auth.tsx';
import { contest, listPage, participation } from '../../features/contests/testing/contest-fixtures.ts';
import { TopNav } from './top-nav.tsx';

const menus = navigationMenus({
  jobBootcampUrl: 'https://bootcamp.example/',
  coursesUrl: 'https://courses.example/',
});

const events = (...ids: string[]) =>
  ok({
    high_priority_events: ids.map((id) => ({
      id,
      event_category: 'CONTEST',
      user_already_registered: false,
    })),
    recently_published_events: [],
  });
const entry = (id: number, registeredAt: string | null) =>
  contest(id, { user: participation(registeredAt ? { registered: true, registered_at: registeredAt } : {}) });
const contestList = (items: ReturnType<typeof entry>[]) => ok(listPage(items));

const tab = () => screen.getByRole('button', { name: /Contests & Events/ });

describe('event ripple', () => {
  afterEach(() => localStorage.clear());

  it('shows on a new highlighted event and stores the decision', async () => {
    fakeApi({ 'GET v3/events/high_priority': [events('contest:9')], 'GET v1/contests': [contestList([])] });
    renderWithAuth(<TopNav menus={menus} />, { auth: signedIn() });
    await waitFor(() => expect(screen.getByTestId('event-ripple')).toBeInTheDocument());
    expect(tab()).toContainElement(screen.getByTestId('event-ripple'));
    expect(JSON.parse(localStorage.getItem(DECISIONS_QUEUE_KEY)!)).toEqual([
      { category: 'contest:9', show: true },
    ]);
  });

  it('stays off for an event among the registered contests, which are remembered', async () => {
    const server = fakeApi({
      'GET v3/events/high_priority': [events('contest:4')],
      'GET v1/contests': [contestList([entry(3, null), entry(4, '2026-03-01T00:00:00Z')])],
    });
    renderWithAuth(<TopNav menus={menus} />, { auth: signedIn() });
    await waitFor(() => expect(localStorage.getItem(DECISIONS_QUEUE_KEY)).not.toBeNull());
    expect(screen.queryByTestId('event-ripple')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(REGISTERED_CONTESTS_QUEUE_KEY)!)).toEqual(['contest:4']);
    expect(server.callsTo('GET v1/contests')[0]!.query.get('status')).toBe('upcoming');
  });

  it('stays off when the last 3 decisions were all shown, and keeps an earlier decision', async () => {
    localStorage.setItem(
      DECISIONS_QUEUE_KEY,
      JSON.stringify(['a', 'b', 'c'].map((category) => ({ category, show: true }))),
    );
    fakeApi({ 'GET v3/events/high_priority': [events('contest:7')], 'GET v1/contests': [contestList([])] });
    renderWithAuth(<TopNav menus={menus} />, { auth: signedIn() });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DECISIONS_QUEUE_KEY)!)).toEqual([
        { category: 'b', show: true },
        { category: 'c', show: true },
        { category: 'contest:7', show: false },
      ]),
    );
    expect(screen.queryByTestId('event-ripple')).not.toBeInTheDocument();
  });

  it('calls nothing for a visitor', async () => {
    const server = fakeApi({});
    renderWithAuth(<TopNav menus={menus} />, { auth: LOGGED_OUT_STATE });
    expect(tab()).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
