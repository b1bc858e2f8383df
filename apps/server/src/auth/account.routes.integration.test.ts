import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cookieHeaders, emailLogin, freshEmail, freshIp, login, outboxOtp, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const asUser = (token: string) => ({ authorization: `Token ${token}` });

describe('GET /api/v2/users/check_valid_name and POST update_name', () => {
  it('checks a name and changes it', async () => {
    const { session } = await signUp(t.app);
    const bad = await t.app.inject({
      url: '/api/v2/users/check_valid_name?name=R2D2',
      headers: asUser(session.token),
    });
    expect(bad.json().data).toEqual({
      valid: false,
      message: 'Name can contain only letters, spaces, dots, apostrophes and hyphens',
    });
    const good = await t.app.inject({
      url: '/api/v2/users/check_valid_name?name=Grace%20Hopper',
      headers: asUser(session.token),
    });
    expect(good.json().data).toEqual({ valid: true });
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/update_name?name=Grace%20Hopper',
      headers: asUser(session.token),
    });
    expect(updated.json().data.user.name).toBe('Grace Hopper');
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/update_name?name=%20',
      headers: asUser(session.token),
    });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().error.fields).toEqual({ name: 'Name is required' });
  });
});

describe('POST /api/v3/users/events', () => {
  it('stores acknowledgements and reflects the onboarding ones in auth_details', async () => {
    const { session, data } = await signUp(t.app);
    // A new learner is due the navigation tour until PS_NAV_ONBOARDING is acknowledged.
    expect(data.user.show_navigation_onboarding).toBe(true);
    for (const payload of [
      { event_key: 'NAUKRI_ONBOARDING_SEEN_STUDIO', acknowledgement: true },
      { event_key: 'PS_NAV_ONBOARDING', acknowledgement: true },
      { event_key: 'PAID_ORDER_NAUKRI_ONBOARDING_SEEN_', acknowledgement: 'seen', append_key: '1234' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/users/events',
        headers: asUser(session.token),
        payload,
      });
      expect(res.json()).toEqual({ status: 200, data: {} });
    }
    const user = (
      await t.app.inject({ url: '/api/v2/users/auth_details', headers: asUser(session.token) })
    ).json().data.user;
    expect(user).toMatchObject({
      naukri_onboarding_seen_studio: true,
      naukri_onboarding_seen_classroom: false,
      show_navigation_onboarding: false,
    });
    const events = await t.app.repos.users.events(user.id);
    expect(events.map((e) => e.eventKey).sort()).toEqual([
      'NAUKRI_ONBOARDING_SEEN_STUDIO',
      'PAID_ORDER_NAUKRI_ONBOARDING_SEEN_1234',
      'PS_NAV_ONBOARDING',
    ]);
  });

  it('stores the login-success event with the user type, and only new or returning', async () => {
    const { session, data } = await signUp(t.app);
    const send = (acknowledgement: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/users/events',
        headers: asUser(session.token),
        payload: { event_key: 'LOGIN_SUCCESS', acknowledgement },
      });
    expect((await send('new')).statusCode).toBe(200);
    expect((await send('returning')).statusCode).toBe(200);
    const wrong = await send(true);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ acknowledgement: 'Must be new or returning' });
    const events = await t.app.repos.users.events(data.user.id);
    expect(events.find((e) => e.eventKey === 'LOGIN_SUCCESS')?.acknowledgement).toBe('returning');
  });

  it('rejects an unknown event key with 422', async () => {
    const { session } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/events',
      headers: asUser(session.token),
      payload: { event_key: 'DROP_TABLE', acknowledgement: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ event_key: 'Unknown event key' });
  });
});

describe('POST /api/v2/users/we_params and user_logs', () => {
  it('stores the opt-in, the post-login log and the registration UTM', async () => {
    const { session, data } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/we_params',
      headers: asUser(session.token),
      payload: { should_sub_to_cn_updates: true, we_email: true },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/user_logs',
      headers: asUser(session.token),
      payload: {
        new_user: true,
        source_url: 'https://katana.test/problems',
        session_start_url: 'https://katana.test/',
        utm: JSON.stringify({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch' }),
      },
    });
    expect(res.json()).toEqual({ status: 200, data: {} });
    const row = await t.app.repos.users.findById(data.user.id);
    expect(row).toMatchObject({
      shouldSubToCnUpdates: true,
      weEmail: true,
      registrationUtmSource: 'newsletter',
    });
    expect(await t.app.repos.users.logs(data.user.id)).toHaveLength(1);
    const status = (
      await t.app.inject({ url: '/api/v2/users/login_status', headers: asUser(session.token) })
    ).json().data;
    expect(status).toMatchObject({
      status: true,
      registration_utm_source: 'newsletter',
      registration_utm_medium: 'email',
      registration_utm_campaign: 'launch',
      user_basic_detail: { name: 'Ada Lovelace', email: data.user.email, image: null },
    });
  });
});

describe('calls from the partner environment (naukri_request=true)', () => {
  it('are answered like any other call', async () => {
    const { session } = await signUp(t.app);
    const status = await t.app.inject({
      url: '/api/v2/users/login_status?naukri_request=true',
      headers: cookieHeaders(session),
    });
    expect(status.json().data.status).toBe(true);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/logout?naukri_request=true',
      headers: cookieHeaders(session),
    });
    expect(logout.json()).toEqual({ status: 200, data: {} });
  });
});

describe('EU users', () => {
  it('flags an EU account as inactive for EU when EU_USERS_ACTIVE=false', async () => {
    const eu = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry', EU_USERS_ACTIVE: 'false' });
    try {
      const email = freshEmail('eu');
      const ip = freshIp();
      await emailLogin(eu.app, email, ip);
      const res = await eu.app.inject({
        method: 'POST',
        url: '/api/v2/users/login',
        headers: { 'cf-ipcountry': 'DE' },
        payload: { provider: 'coding_ninjas', email, name: 'Hans', passcode: outboxOtp(eu.app, email) },
        remoteAddress: ip,
      });
      expect(res.json().data).toMatchObject({
        eu_user: true,
        eu_active_user: false,
        user: { country_id: 276 },
      });
      const anon = await eu.app.inject({
        url: '/api/v2/users/login_status',
        headers: { 'cf-ipcountry': 'IN' },
      });
      expect(anon.json().data).toMatchObject({ status: false, country_id: 356, eu_user: false });
    } finally {
      await eu.close();
    }
  });

  it('keeps EU accounts active by default', async () => {
    const eu = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });
    try {
      const email = freshEmail('eu');
      const ip = freshIp();
      await emailLogin(eu.app, email, ip);
      const res = await login(eu.app, { email, name: 'Marie', passcode: outboxOtp(eu.app, email) }, ip);
      // No country header on this request: country unknown, not EU.
      expect(res.json().data).toMatchObject({ eu_user: false, eu_active_user: false });
    } finally {
      await eu.close();
    }
  });
});

describe('GET /dev/mailbox', () => {
  // Who may see it (loopback clients, no SMTP_URL) is in src/dev-routes.integration.test.ts.
  it('shows the outbox, escaped, newest first', async () => {
    const email = freshEmail('mailbox');
    await emailLogin(t.app, email, freshIp());
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toContain(outboxOtp(t.app, email));
    const json = await t.app.inject({ url: '/api/dev/mailbox' });
    expect(json.json().data.messages[0].to).toBe(email);
  });
});
