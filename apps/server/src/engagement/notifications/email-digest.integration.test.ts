/**
 * E-mail digests and unsubscribe on a real app (mail through the auth slice's mailer: the outbox without SMTP):
 * a due digest lists the unread items once per period, carries the RFC 8058 headers, and its links turn e-mail off
 * for one kind or for all without signing in; the e-mail preferences endpoints change frequency and kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { recordNotification } from './record-notification.ts';

const DAY = 86_400_000;

describe('e-mail digests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://katana.example.org' });
  });
  afterAll(async () => t?.close());

  const digestsTo = (email: string) =>
    t.app.auth.outbox.list().filter((m) => m.to === email && m.subject.includes('digest'));
  const get = (session: Session, url: string) => t.app.inject({ url, headers: cookieHeaders(session) });
  const post = (session: Session, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: cookieHeaders(session), payload });
  /** What a mail client does with List-Unsubscribe + List-Unsubscribe-Post: no cookie, a form body. */
  const oneClick = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: url.replace('https://katana.example.org', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const tokenOf = (pageUrl: string) => new URL(pageUrl).searchParams.get('token')!;

  it('mails the unread items once per week by default, with one-click unsubscribe headers', async () => {
    const { session, email, data } = await signUp(t.app, { name: 'Ada Lovelace' });
    const ada = data.user.id as number;
    const now = new Date();
    await recordNotification(t.app.db, {
      userId: ada,
      kind: 'CONTEST',
      title: 'Weekly Contest 9 starts in 1 hour',
      link: '/contests/weekly-9',
      at: now,
    });
    await recordNotification(t.app.db, { userId: ada, kind: 'FOLLOW', title: 'Bob followed you', at: now });

    expect((await t.app.notifications.digest.sweep(now)).sent).toContain(ada);
    const [mail] = digestsTo(email);
    expect(mail!.subject).toBe('Your weekly Katana digest: 2 unread notifications');
    expect(mail!.text).toContain('Hi Ada Lovelace,');
    expect(mail!.text).toContain(
      '- [Contest] Weekly Contest 9 starts in 1 hour\n  https://katana.example.org/contests/weekly-9',
    );
    expect(mail!.text).toContain('- [Follow] Bob followed you');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<https:\/\/katana\.example\.org\/api\/v1\/notification_preferences\/unsubscribe\?token=[^>]+>$/,
    );

    // Once per period: sweeping again (later the same week) sends nothing.
    expect((await t.app.notifications.digest.sweep(new Date(now.getTime() + DAY))).sent).not.toContain(ada);
    expect(digestsTo(email)).toHaveLength(1);

    // The per-kind link in the text leaves Follow out, without signing in.
    const followLine = mail!.text.split('\n').find((l) => l.startsWith('Stop e-mails about Follow: '))!;
    const followPage = followLine.slice('Stop e-mails about Follow: '.length);
    expect(followPage).toMatch(/^https:\/\/katana\.example\.org\/notification-center\/unsubscribe\?token=/);
    const stopFollow = await oneClick(
      `${NotificationPaths.unsubscribe}?token=${encodeURIComponent(tokenOf(followPage))}`,
    );
    expect(stopFollow.json()).toEqual({ status: 200, data: { kind: 'FOLLOW', digest: 'weekly' } });
    const prefs = (await get(session, NotificationPaths.emailPreferences)).json().data;
    expect(prefs.digest).toBe('weekly');
    expect(prefs.kinds).toMatchObject({ FOLLOW: false, CONTEST: true, NEW_CONTENT: true });

    // Daily from now on: a day later the new Contest item is mailed, the Follow one is not.
    expect(
      (await post(session, NotificationPaths.emailPreferences, { digest: 'daily' })).json().data.digest,
    ).toBe('daily');
    const later = new Date(now.getTime() + DAY + 60_000);
    await recordNotification(t.app.db, {
      userId: ada,
      kind: 'CONTEST',
      title: 'Your contest rating is now 1,523',
      at: later,
    });
    await recordNotification(t.app.db, { userId: ada, kind: 'FOLLOW', title: 'Cy followed you', at: later });
    expect((await t.app.notifications.digest.sweep(new Date(later.getTime() + 1000))).sent).toContain(ada);
    const daily = digestsTo(email)[0]!; // newest first
    expect(daily.subject).toBe('Your daily Katana digest: 1 unread notification');
    expect(daily.text).toContain('Your contest rating is now 1,523');
    expect(daily.text).not.toContain('Cy followed you');

    // The header's one-click link turns every digest off.
    const header = daily.headers!['List-Unsubscribe']!.slice(1, -1);
    expect((await oneClick(header)).json().data).toEqual({ kind: null, digest: 'off' });
    await recordNotification(t.app.db, { userId: ada, kind: 'CONTEST', title: 'Another', at: later });
    expect((await t.app.notifications.digest.sweep(new Date(later.getTime() + 3 * DAY))).sent).not.toContain(
      ada,
    );
    expect(digestsTo(email)).toHaveLength(2);
  });

  it('refuses a forged or malformed token with a clear error, and e-mail settings need sign-in', async () => {
    const { data } = await signUp(t.app);
    const id = data.user.id as number;
    for (const token of [`${id}.ALL.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, `${id}.NOPE.x`, 'garbage']) {
      const res = await oneClick(`${NotificationPaths.unsubscribe}?token=${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'This unsubscribe link is not valid. Sign in to change your e-mail settings.',
      );
    }
    expect((await t.app.inject({ url: NotificationPaths.emailPreferences })).statusCode).toBe(401);
    const { session } = await signUp(t.app);
    const bad = await post(session, NotificationPaths.emailPreferences, { digest: 'hourly' });
    expect(bad.statusCode).toBe(422);
  });
});
