import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import { notification } from '../testing/notification-fixtures.ts';
import NotificationCenterPage from './notification-center-page.tsx';

describe('/notification-center', () => {
  it('pages through the inbox with the last_notification_id cursor and marks what it shows read', async () => {
    const server = fakeApi({
      'GET v4/notifications': (call) =>
        call.query.get('last_notification_id') === '11'
          ? ok({ notifications: [notification(10, { title: 'Older item', read: true })], last_notification_id: null })
          : ok({
              notifications: [notification(12, { title: 'Newest item' }), notification(11, { title: 'Second item', read: true })],
              last_notification_id: 11,
            }),
      'POST v4/notifications/mark_read': [ok({ marked: 1 })],
    });
    renderWithSocket(<NotificationCenterPage />, { path: '/notification-center' });
    expect(await screen.findByText('Newest item')).toBeInTheDocument();
    expect(screen.queryByText('Older item')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.callsTo('GET v4/notifications').map((c) => c.query.get('last_notification_id'))).toEqual([null, '11']);
    await waitFor(() => expect(server.callsTo('POST v4/notifications/mark_read')).toHaveLength(1));
    expect(server.callsTo('POST v4/notifications/mark_read')[0]!.body).toEqual({ source: 'codestudio', notification_ids: [12] });
  });

  it('offers "Report an issue" with the notification issues', async () => {
    fakeApi({ 'GET v4/notifications': [ok({ notifications: [], last_notification_id: null })] });
    renderWithSocket(<NotificationCenterPage />, { path: '/notification-center' });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    const report = await screen.findByRole('dialog', { name: 'Report a notification issue' });
    expect(within(report).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an issue',
      'Notification not received',
      'Too many notifications',
      'Other',
    ]);
  });

  it('offers a retry and no error text when the inbox cannot be read (spec 02 §8)', async () => {
    fakeApi({
      'GET v4/notifications': [fail(500, 500, 'Boom'), ok({ notifications: [], last_notification_id: null })],
    });
    const { container } = renderWithSocket(<NotificationCenterPage />, { path: '/notification-center' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(container).not.toHaveTextContent(/could not|couldn't|connection|went wrong/i);
    await userEvent.click(retry);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
