import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import NotificationUnsubscribePage from './notification-unsubscribe-page.tsx';

describe('/notification-center/unsubscribe', () => {
  it('asks first, then posts the token and says which e-mails stop, signed out', async () => {
    const server = fakeApi({
      'POST v1/notification_preferences/unsubscribe': [ok({ kind: 'CONTEST', digest: 'weekly' })],
    });
    renderWithAuth(<NotificationUnsubscribePage />, {
      path: '/notification-center/unsubscribe?token=7.CONTEST.abc',
    });
    expect(screen.getByText('Stop e-mails about Contest from us?')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: you will get no more e-mails about Contest.',
    );
    expect(server.callsTo('POST v1/notification_preferences/unsubscribe')[0]!.query.get('token')).toBe(
      '7.CONTEST.abc',
    );
  });

  it('shows the server message for a link that is not valid', async () => {
    fakeApi({
      'POST v1/notification_preferences/unsubscribe': [
        fail(400, 400, 'This unsubscribe link is not valid. Sign in to change your e-mail settings.'),
      ],
    });
    renderWithAuth(<NotificationUnsubscribePage />, {
      path: '/notification-center/unsubscribe?token=7.ALL.x',
    });
    expect(screen.getByText('Stop all digest e-mails from us?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
