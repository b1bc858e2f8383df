import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { NOW, renderWithSocket } from '../../../test/render-with-socket.tsx';
import { notification } from '../testing/notification-fixtures.ts';
import NotificationBell from './notification-bell.tsx';

afterEach(() => vi.unstubAllGlobals());

const DAY = 24 * 60 * 60_000;

function api(unread: number, notifications: unknown[], published: string[] = []) {
  return fakeApi({
    'GET v4/notifications/unread_count': [ok({ notifications: unread })],
    'GET v3/events/high_priority': [
      ok({ high_priority_events: [], recently_published_events: published.map((id) => ({ id })) }),
    ],
    'GET v4/notifications': [ok({ notifications, last_notification_id: null })],
    'POST v4/notifications/mark_read': (call) =>
      ok({ marked: (call.body as { notification_ids: number[] }).notification_ids.length }),
    'POST v4/notifications/mark_all_read': [ok({ marked: 1 })],
  });
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows a dot for unseen notifications; opening the drawer clears it, lists them and marks them read', async () => {
    const server = api(2, [
      notification(3, {
        title: 'Weekly contest 12 starts in an hour',
        created_at: new Date(NOW - 2 * 60 * 60_000).toISOString(),
      }),
      notification(2, {
        title: 'Asha started following you',
        kind: 'FOLLOW',
        read: true,
        created_at: new Date(NOW - 3 * DAY).toISOString(),
      }),
      notification(1, { title: 'Too old to show', created_at: new Date(NOW - 3 * DAY).toISOString() }),
    ]);
    renderWithSocket(<NotificationBell />);
    // The first render of the file loads the modules: more room than the 1 s default on a busy machine.
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications, new notifications'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();

    await userEvent.click(await bell());
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(drawer).findByText('Weekly contest 12 starts in an hour', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(drawer).getByText('Asha started following you')).toBeInTheDocument();
    expect(within(drawer).getByText('3 days ago')).toBeInTheDocument();
    // An unseen item older than 2 days is not shown, but it is marked seen with the shown one.
    expect(within(drawer).queryByText('Too old to show')).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST v4/notifications/mark_read')).toHaveLength(1));
    expect(server.callsTo('POST v4/notifications/mark_read')[0]!.body).toEqual({
      source: 'codestudio',
      notification_ids: [3, 1],
    });
    expect(server.callsTo('GET v4/notifications')[0]!.query.get('mark_as_read')).toBe('false');
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('shows the dot when a message arrives on the drawer channel, and the new item when the drawer opens', async () => {
    api(0, [notification(9, { title: 'New webinar: Dynamic programming', kind: 'WEBINAR' })]);
    const { socket } = renderWithSocket(<NotificationBell />);
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    act(() =>
      socket().emit('codestudio_notification_drawer', { id: 9, notification_type: 'WEBINAR', content: {} }),
    );
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();

    await userEvent.click(await bell());
    expect(await screen.findByText('New webinar: Dynamic programming')).toBeInTheDocument();
    expect(screen.getByText('Webinar')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('shows the empty state when the inbox has nothing', async () => {
    const server = api(0, []);
    renderWithSocket(<NotificationBell />);
    await userEvent.click(await bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(server.callsTo('POST v4/notifications/mark_read')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notification-center',
    );
  });

  it('marks everything read with "Mark all as read"', async () => {
    const server = api(1, [notification(4, { title: 'Discussion reply' })]);
    renderWithSocket(<NotificationBell />);
    await userEvent.click(await bell());
    await screen.findByText('Discussion reply');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.callsTo('POST v4/notifications/mark_all_read')).toHaveLength(1));
    expect(server.callsTo('POST v4/notifications/mark_all_read')[0]!.body).toEqual({ source: 'codestudio' });
  });

  it('nudges when the recently published events differ from the stored ones, and stores them when the drawer opens', async () => {
    localStorage.setItem('recently_published_events', JSON.stringify(['ev-1']));
    api(0, [], ['ev-1', 'ev-2']);
    renderWithSocket(<NotificationBell />);
    await waitFor(async () => expect(await bell()).toHaveAttribute('data-nudge', 'true'));
    await userEvent.click(await bell());
    await screen.findByText('No notifications yet');
    // The modal drawer hides the rest of the page from assistive tech while it is open.
    expect(screen.getByRole('button', { name: /^Notifications/, hidden: true })).toHaveAttribute(
      'data-nudge',
      'false',
    );
    expect(JSON.parse(localStorage.getItem('recently_published_events')!)).toEqual(['ev-1', 'ev-2']);
  });

  it('plays the nudge chime only after the visitor’s first gesture, never on load (no autoplay warnings)', async () => {
    const contexts: unknown[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      constructor() {
        contexts.push(this);
      }
      createGain = () => ({ gain: { value: 1 }, connect() {} });
      createOscillator = () => ({ frequency: { value: 0 }, connect() {}, start() {}, stop() {} });
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    localStorage.setItem('recently_published_events', JSON.stringify(['ev-1']));
    api(0, [], ['ev-1', 'ev-2']);
    renderWithSocket(<NotificationBell />);
    await waitFor(async () => expect(await bell()).toHaveAttribute('data-nudge', 'true'));
    expect(contexts).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(contexts).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(contexts).toHaveLength(1);
  });

  it('does not nudge for the events it already stored', async () => {
    localStorage.setItem('recently_published_events', JSON.stringify(['ev-2', 'ev-1']));
    const server = api(0, [], ['ev-1', 'ev-2']);
    renderWithSocket(<NotificationBell />);
    await waitFor(() => expect(server.callsTo('GET v3/events/high_priority')).toHaveLength(1));
    expect(await bell()).toHaveAttribute('data-nudge', 'false');
  });

  it('shows a message that arrives while the drawer is open in the drawer, not as a dot', async () => {
    const server = fakeApi({
      'GET v4/notifications/unread_count': [ok({ notifications: 0 })],
      'GET v3/events/high_priority': [ok({ high_priority_events: [], recently_published_events: [] })],
      'GET v4/notifications': [
        ok({ notifications: [], last_notification_id: null }),
        ok({
          notifications: [notification(11, { title: 'Live: contest starts now' })],
          last_notification_id: null,
        }),
      ],
      'POST v4/notifications/mark_read': [ok({ marked: 1 })],
    });
    const { socket } = renderWithSocket(<NotificationBell />);
    await userEvent.click(await bell());
    await screen.findByText('No notifications yet');
    act(() =>
      socket().emit('codestudio_notification_drawer', { id: 11, notification_type: 'CONTEST', content: {} }),
    );
    expect(await screen.findByText('Live: contest starts now')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST v4/notifications/mark_read')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(await bell()).toHaveAttribute('data-dot', 'false');
  });
});
