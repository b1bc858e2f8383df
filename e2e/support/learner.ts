/**
 * A signed-in learner for the practice specs: a fresh account signed up through the real OTP flow (the mail goes to
 * the SMTP sink started by global-setup.ts) whose session cookies are handed to a browser context, so a spec starts
 * signed in without replaying the sign-in screens (auth.e2e.ts covers those).
 */
import type { BrowserContext } from 'playwright-core';
import { freshVisitorIp } from './browser.ts';
import { learnerApi } from './learner-api.ts';
import { mailCount, uniqueEmail, waitForOtp } from './sign-in-fixtures.ts';

export interface Learner {
  email: string;
  name: string;
  /** ninja_auth_token (the session) and katana_csrf (echoed by the web app in x-csrf-token). */
  cookies: { name: string; value: string }[];
}

/**
 * `cookie`: sent with the login request, as a browser that carries it would (e.g. an invite's referrer cookie).
 * `navigationTour`: leave the first-visit navigation tour due; by default the learner has already acknowledged it
 * (PS_NAV_ONBOARDING), so it does not open over the pages a spec is about (onboarding.e2e.ts covers it).
 */
export async function signUpLearner(
  baseURL: string,
  mailDir: string,
  name: string,
  { cookie, navigationTour = false }: { cookie?: string; navigationTour?: boolean } = {},
): Promise<Learner> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshVisitorIp() };
  const before = mailCount(mailDir, email);
  const start = await fetch(`${baseURL}/api/v2/users/email_login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(15_000),
  });
  if (start.status !== 200) throw new Error(`email_login answered ${start.status}: ${await start.text()}`);
  const otp = await waitForOtp(mailDir, email, { after: before });
  const login = await fetch(`${baseURL}/api/v2/users/login`, {
    method: 'POST',
    headers: { ...headers, source: 'web', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, passcode: otp, provider: 'coding_ninjas', name }),
    signal: AbortSignal.timeout(15_000),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookies = login.headers.getSetCookie().map((header) => {
    const pair = header.split(';', 1)[0]!;
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  if (!cookies.some((c) => c.name === 'ninja_auth_token')) throw new Error('login set no session cookie');
  const learner = { email, name, cookies };
  if (!navigationTour) {
    const ack = await learnerApi(baseURL, learner, '/api/v3/users/events', {
      event_key: 'PS_NAV_ONBOARDING',
      acknowledgement: true,
    });
    if (ack.status !== 200) throw new Error(`acknowledging the tour answered ${ack.status}`);
  }
  return learner;
}

/** The browser context carries the learner's session from its first request on. */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  learner: Learner,
): Promise<void> {
  await context.addCookies(learner.cookies.map((c) => ({ ...c, url: baseURL })));
}
