/**
 * The partner environment end to end: the web app built with VITE_PARTNER_LOGIN_MODE=true, served by its own Katana
 * server whose partner is a real local OpenID Connect issuer. The Login button goes to the partner-login layer, the
 * partner's popup signs the user in and the page they came from reloads; every API call carries naukri_request=true
 * and no Authorization header; the session load asks the partner; logout logs out at the partner first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer, type OidcIssuer } from '../../apps/server/src/test/oidc-issuer.ts';
import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { PARTNER_NAME, freePort, waitForHealth } from '../support/sign-in-fixtures.ts';

const repoRoot = resolve(__dirname, '../..');
const ACCOUNT = { id: 'pia', email: 'pia.partner@example.com', name: 'Pia Partner' };
let workDir: string;
let baseURL: string;
let issuer: OidcIssuer;
let server: ChildProcess;
let browser: Browser;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'katana-e2e-partner-'));
  const dist = join(workDir, 'dist');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(repoRoot, 'apps/web'),
    env: { ...process.env, VITE_PARTNER_LOGIN_MODE: 'true' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`partner build failed:\n${build.stderr}`);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  issuer = await startOidcIssuer({
    clientId: 'katana-partner-e2e',
    clientSecret: 'katana-partner-e2e-secret',
    redirectUris: [`${baseURL}/api/v2/users/oauth/partner/callback`],
    accounts: [ACCOUNT],
  });
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      WEB_DIST_DIR: dist,
      PARTNER_NAME,
      PARTNER_OIDC_ISSUER: issuer.issuer,
      PARTNER_OIDC_CLIENT_ID: 'katana-partner-e2e',
      PARTNER_OIDC_CLIENT_SECRET: 'katana-partner-e2e-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForHealth(baseURL, server, () => output);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  await issuer?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('partner environment', () => {
  it('signs in through the partner-login layer, tags every call, and logs out at the partner first', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    const calls: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push({ url: r.url(), authorization: r.headers().authorization });
    });

    await page.goto('/problems?page=2');
    await page.getByTestId('site-header').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseURL}/auth?codestudioRedirect=${encodeURIComponent(`${baseURL}/problems?page=2`)}`);
    expect(await page.evaluate(() => sessionStorage.getItem('signup_source'))).toBe('127.0.0.1:' + new URL(baseURL).port + '/problems');
    const layer = page.getByTestId('partner-login-layer');
    await layer.waitFor({ state: 'visible' });
    expect(await page.getByPlaceholder('Email address').count()).toBe(0);

    const [popup] = await Promise.all([page.waitForEvent('popup'), layer.getByRole('button', { name: `Continue with ${PARTNER_NAME}` }).click()]);
    await popup.getByRole('button', { name: new RegExp(`Sign in as ${ACCOUNT.name}`) }).click();
    await page.waitForURL(`${baseURL}/problems?page=2`);
    const profile = page.getByTestId('site-header').getByRole('button', { name: 'Profile menu' });
    await profile.waitFor({ state: 'visible' });

    // The reloaded page asked the partner whether the user is still signed in there.
    expect(calls.some((c) => c.url.includes('/api/v2/users/oauth/partner/login_status'))).toBe(true);
    const apiCalls = calls.filter((c) => /\/api\/v[23]\//.test(c.url));
    expect(apiCalls.length).toBeGreaterThan(3);
    for (const call of apiCalls) {
      expect(new URL(call.url).searchParams.get('naukri_request')).toBe('true');
      expect(call.authorization).toBeUndefined();
    }
    expect((await context.cookies()).some((c) => c.name === 'nauk_at')).toBe(true);

    // The new partner account is welcomed once (spec 02 "Dialogs"); the dialog closes only by its button.
    await page.getByRole('button', { name: "Let's get started!" }).click({ timeout: 30_000 });
    await page.getByTestId('welcome-dialog').waitFor({ state: 'detached' });
    await profile.click();
    const before = calls.length;
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Logout' }).click()]);
    await page.getByTestId('site-header').getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    const logoutCalls = calls.slice(before).map((c) => new URL(c.url).pathname);
    expect(logoutCalls.indexOf('/api/v2/users/oauth/partner/logout')).toBeGreaterThanOrEqual(0);
    expect(logoutCalls.indexOf('/api/v2/users/oauth/partner/logout')).toBeLessThan(logoutCalls.indexOf('/api/v2/users/logout'));
    const left = (await context.cookies(baseURL)).map((c) => c.name);
    expect(left).not.toContain('nauk_at');
    expect(left).not.toContain('ninja_auth_token');
    await context.close();
  });

  it('sends the user to the root when the partner-login layer is closed', async () => {
    const { context, page } = await openPage(browser, baseURL, DESKTOP);
    await page.goto(`/auth?codestudioRedirect=${encodeURIComponent(`${baseURL}/contests`)}`);
    const layer = page.getByTestId('partner-login-layer');
    await layer.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${baseURL}/`);
    await context.close();
  });
});
