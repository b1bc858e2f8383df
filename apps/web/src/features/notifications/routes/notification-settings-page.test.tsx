import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@katana/shared/engagement/notifications';
import { fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import NotificationSettingsPage from './notification-settings-page.tsx';

const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true]));

describe('/notification-center/settings', () => {
  it('shows each kind in the app and by e-mail as stored, and saves a switch at once', async () => {
    const server = fakeApi({
      'GET v4/notification_preferences': [ok({ scope: 'STUDIO', data: { CONTEST: false } })],
      'POST v4/notification_preferences': (call) =>
        ok({ scope: 'STUDIO', data: (call.body as { data: object }).data }),
      'GET v1/notification_preferences/email': [ok({ digest: 'weekly', kinds: { ...allOn, FOLLOW: false } })],
    });
    renderWithSocket(<NotificationSettingsPage />, { path: '/notification-center/settings' });

    const contest = await screen.findByRole('switch', { name: 'Contest in the app' });
    expect(contest).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Follow in the app' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Follow by e-mail' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Contest by e-mail' })).toHaveAttribute('aria-checked', 'true');
    expect(
      screen.getByText('Reminders before contests you registered for, and your rating after them.'),
    ).toBeInTheDocument();

    await userEvent.click(contest);
    await waitFor(() => expect(contest).toHaveAttribute('aria-checked', 'true'));
    expect(server.callsTo('POST v4/notification_preferences')[0]!.body).toEqual({
      scope: 'STUDIO',
      data: { CONTEST: true },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('changes the digest frequency; with "Never" the e-mail switches are off and disabled', async () => {
    const server = fakeApi({
      'GET v4/notification_preferences': [ok({ scope: 'STUDIO', data: {} })],
      'GET v1/notification_preferences/email': [ok({ digest: 'weekly', kinds: allOn })],
      'POST v1/notification_preferences/email': (call) =>
        ok({ digest: (call.body as { digest: string }).digest, kinds: allOn }),
    });
    renderWithSocket(<NotificationSettingsPage />, { path: '/notification-center/settings' });
    const digest = await screen.findByRole('combobox', { name: 'E-mail digest' });
    expect(digest).toHaveValue('weekly');

    await userEvent.selectOptions(digest, 'Never');
    await waitFor(() => expect(digest).toHaveValue('off'));
    expect(server.callsTo('POST v1/notification_preferences/email')[0]!.body).toEqual({ digest: 'off' });
    const email = screen.getByRole('switch', { name: 'New content by e-mail' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(email).toBeDisabled();
  });

  it('keeps the switch as it was and says so when a save fails', async () => {
    fakeApi({
      'GET v4/notification_preferences': [ok({ scope: 'STUDIO', data: {} })],
      'POST v4/notification_preferences': [fail(500, 500, 'Boom')],
      'GET v1/notification_preferences/email': [ok({ digest: 'daily', kinds: allOn })],
    });
    renderWithSocket(<NotificationSettingsPage />, { path: '/notification-center/settings' });
    const discussion = await screen.findByRole('switch', { name: 'Discussion in the app' });
    await userEvent.click(discussion);
    expect(await screen.findByText('Could not save your change. Try again.')).toBeInTheDocument();
    expect(discussion).toHaveAttribute('aria-checked', 'true');
  });
});
