import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail, EventSummary } from '@katana/shared/api/events';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import EventDetailPage from './event-detail-page.tsx';
import EventsPage from './events-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<EventSummary> = {}): EventSummary => ({
  id: 7,
  slug: 'graph-search-live',
  title: 'Graph search, live',
  kind: 'WEBINAR',
  category: 'WEBINAR',
  summary: 'Breadth-first search, worked through together.',
  starts_at: '2026-12-06T14:30:00.000Z',
  ends_at: '2026-12-06T16:00:00.000Z',
  location: 'Online',
  high_priority: false,
  registered_count: 3,
  registered: false,
  status: 'upcoming',
  ...over,
});

const detail = (over: Partial<EventDetail> = {}): EventDetail => ({
  ...summary(),
  description_html: '<p>Bring <strong>questions</strong>.</p>',
  join_url: null,
  host: null,
  can_register: true,
  can_unregister: false,
  ...over,
});

const list = (events: EventSummary[]) => ok({ events, total: events.length, page: 1, page_size: 20 });

describe('/events', () => {
  it('lists upcoming events and filters them by category through the URL', async () => {
    const api = fakeApi({
      'GET v1/events': (call) =>
        call.query.get('category') === 'SCHOLARSHIP'
          ? list([summary({ id: 8, slug: 'study-grant', title: 'Study grant', kind: 'SCHOLARSHIP' })])
          : list([summary()]),
    });
    renderWithAuth(<EventsPage />, { path: '/events', auth: LOGGED_OUT_STATE });
    expect(await screen.findByRole('link', { name: 'Graph search, live' })).toHaveAttribute(
      'href',
      '/events/graph-search-live',
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Scholarships' }),
    );
    expect(await screen.findByRole('link', { name: 'Study grant' })).toBeInTheDocument();
    expect(api.callsTo('GET v1/events').at(-1)!.query.get('category')).toBe('SCHOLARSHIP');
    expect(screen.getByRole('button', { name: 'Scholarships' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains how an operator adds events when there are none', async () => {
    fakeApi({ 'GET v1/events': [list([])] });
    renderWithAuth(<EventsPage />, { path: '/events', auth: LOGGED_OUT_STATE });
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
    expect(screen.getByText('katana event create')).toBeInTheDocument();
  });
});

describe('/events/{slug}', () => {
  it('registers a learner, who then sees the join link and can unregister', async () => {
    const api = fakeApi({
      'GET v1/events/graph-search-live': [ok(detail())],
      'POST v1/events/register': [
        ok(
          detail({
            registered: true,
            registered_count: 4,
            can_register: false,
            can_unregister: true,
            join_url: 'https://meet.example.org/graphs',
          }),
        ),
      ],
    });
    renderWithAuth(<EventDetailPage params={{ slug: 'graph-search-live' }} />, {
      path: '/events/graph-search-live',
      auth: signedIn({ node_access_token: 't' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph search, live' })).toBeInTheDocument();
    expect(screen.getByText('questions', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/You are registered/)).toBeInTheDocument();
    expect(api.callsTo('POST v1/events/register')[0]!.body).toEqual({ event_id: 7 });
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      'https://meet.example.org/graphs',
    );
    expect(screen.getByRole('button', { name: 'Unregister' })).toBeInTheDocument();
  });

  it('offers a visitor the login and the calendar file', async () => {
    fakeApi({ 'GET v1/events/graph-search-live': [ok(detail({ registered: null, can_register: false }))] });
    renderWithAuth(<EventDetailPage params={{ slug: 'graph-search-live' }} />, {
      path: '/events/graph-search-live',
      auth: LOGGED_OUT_STATE,
    });
    expect(await screen.findByRole('button', { name: 'Login to register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/events/graph-search-live/calendar.ics',
    );
  });

  it('says when the event does not exist', async () => {
    fakeApi({});
    renderWithAuth(<EventDetailPage params={{ slug: 'nope' }} />, {
      path: '/events/nope',
      auth: LOGGED_OUT_STATE,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'We could not find this event' })).toBeInTheDocument(),
    );
  });
});
