/**
 * Starts the real Katana server for the end-to-end run: the built web app and the API on one port, PGlite in a
 * throw-away data dir, the in-process judge. Sign-in needs two outside parties, both real and local: an SMTP server
 * that keeps every mail (the server sends OTPs to it through SMTP_URL; each mail is also written as JSON into a
 * folder the tests read) and an OpenID Connect issuer configured as the job-portal partner. Tests read the URLs with
 * `inject('baseURL')`, `inject('mailDir')`, `inject('partnerName')`, and the server's log file (where the SMS
 * outbox writes each text message, code included) with `inject('serverLog')`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcIssuer } from '../../apps/server/src/test/oidc-issuer.ts';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { freePort, OIDC_ACCOUNT, PARTNER_NAME, waitForHealth } from './sign-in-fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    partnerName: string;
    serverLog: string;
  }
}

const repoRoot = resolve(__dirname, '../..');

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'katana-e2e-'));
  const mailDir = join(dataDir, 'mails');
  const baseURL = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpSink({ mailDir });
  const clientId = 'katana-e2e';
  const clientSecret = 'katana-e2e-secret';
  const oidc = await startOidcIssuer({
    clientId,
    clientSecret,
    redirectUris: [`${baseURL}/api/v2/users/oauth/partner/callback`],
    accounts: [OIDC_ACCOUNT],
  });
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Each browser context sends its own X-Forwarded-For (support/browser.ts) so per-address limits act per visitor.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      PARTNER_NAME,
      PARTNER_OIDC_ISSUER: oidc.issuer,
      PARTNER_OIDC_CLIENT_ID: clientId,
      PARTNER_OIDC_CLIENT_SECRET: clientSecret,
      // contests.e2e.ts waits for the rating sweeper after ending a contest (off by default under NODE_ENV=test).
      CONTEST_RATING_SWEEP_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const serverLog = join(dataDir, 'server.log');
  child.stdout?.pipe(createWriteStream(serverLog));
  await waitForHealth(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('partnerName', PARTNER_NAME);
  project.provide('serverLog', serverLog);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      if (child.exitCode !== null) return r(null);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.on('exit', () => {
        clearTimeout(timer);
        r(null);
      });
    });
    await Promise.all([smtp.close(), oidc.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
