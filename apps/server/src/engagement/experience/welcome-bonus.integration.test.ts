/**
 * The welcome bonus through the real sign-in routes: a new account (e-mail or phone OTP) gets exactly one BONUS
 * award and its 'Welcome bonus' toast, listed on the next page load (unread_toasts) and in the EXP summary and
 * history; signing in again awards nothing; the bonus is not practice (no streak day, no daily goal, no weekly
 * board); a failing account-created listener never fails the sign-in.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';
import { WELCOME_BONUS_EXP } from '@katana/shared/engagement/exp-awards';
import { expLedger } from '../../db/schema/engagement-experience.ts';
import {
  cookieHeaders,
  emailLogin,
  freshIp,
  login,
  outboxOtp,
  signUp,
  type Session,
} from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { weeklyScoreOf } from './experience.test-support.ts';

describe('the welcome bonus', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ BRAND_NAME: 'Katana' }, { slices: ['experience'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (session: Session, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookieHeaders(session) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const bonusRows = (userId: number) =>
    t.app.db
      .select()
      .from(expLedger)
      .where(and(eq(expLedger.userId, userId), eq(expLedger.source, 'BONUS')));

  it('gives a new e-mail account one BONUS award, its toast on the next load, and shows it in summary and history', async () => {
    const { session, data } = await signUp(t.app);
    const userId = data.user.id as number;

    const rows = await bonusRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sourceId: `welcome:${userId}`,
      base: 0,
      bonus: WELCOME_BONUS_EXP,
      points: 0,
      total: WELCOME_BONUS_EXP,
    });

    // The page loaded after the login lists the toast, as an experience toast labelled 'Welcome bonus'.
    const unread = await get(session, NotificationPaths.unreadToasts);
    expect(unread.toasts).toHaveLength(1);
    expect(unread.toasts[0]).toMatchObject({
      notification_type: 'EXPERIENCE_POINTS_ADDED',
      type: 'Welcome bonus',
      points: 0,
      bonus: WELCOME_BONUS_EXP,
      show: true,
    });

    expect((await get(session, ExperiencePaths.summary)).details.points).toBe(WELCOME_BONUS_EXP);
    const history = await get(session, ExperiencePaths.historyV2);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      source: 'BONUS',
      type: 'Welcome bonus',
      title: 'Welcome to Katana',
      points: 0,
      bonus: WELCOME_BONUS_EXP,
    });

    // A gift, not practice: no daily goal progress, no streak day, no weekly leaderboard score.
    const daily = await get(session, ExperiencePaths.daily);
    expect(daily.details).toMatchObject({ earned_today: 0, target_completed: false });
    expect(await get(session, StreakBadgePaths.streak)).toMatchObject({ current_streak: 0 });
    expect(await weeklyScoreOf(t.app.db, userId, new Date())).toBe(0);
  });

  it('awards nothing on a second sign-in of the same account', async () => {
    const first = await signUp(t.app);
    const userId = first.data.user.id as number;
    const ip = freshIp();
    expect((await emailLogin(t.app, first.email, ip)).statusCode).toBe(200);
    const again = await login(t.app, { email: first.email, passcode: outboxOtp(t.app, first.email) }, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.new_user).toBe(false);

    expect(await bonusRows(userId)).toHaveLength(1);
    expect((await get(first.session, ExperiencePaths.summary)).details.points).toBe(WELCOME_BONUS_EXP);
  });

  it('gives a new phone account its bonus too', async () => {
    const ip = freshIp();
    const phone = { phone_number: '9123456780', phone_country_code: '+91' };
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/phone_login',
      payload: phone,
      remoteAddress: ip,
    });
    expect(start.json().data.status).toBe('NEW_USER');
    const sms = t.app.auth.outbox.list().find((m) => m.channel === 'sms' && m.to === '+919123456780')!;
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    const res = await login(
      t.app,
      { provider: 'phone_coding_ninjas', ...phone, passcode: code, name: 'Ravi' },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(await bonusRows(res.json().data.user.id as number)).toHaveLength(1);
  });

  it('signs the learner in even when an account-created listener fails', async () => {
    t.app.auth.signIn.onAccountCreated(async () => {
      throw new Error('listener down');
    });
    const { data } = await signUp(t.app);
    expect(data.new_user).toBe(true);
    // The other listeners still ran.
    expect(await bonusRows(data.user.id as number)).toHaveLength(1);
  });
});
