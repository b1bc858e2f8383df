/**
 * The real Katana server serving a given web build (WEB_DIST_DIR), on a free port with a throw-away PGlite data dir,
 * as `npm start` would run it (migrations, seed and catalogue import at start). NODE_ENV=test keeps the dev mailbox
 * (no SMTP: sign-in OTPs are read from /api/dev/mailbox) while serving the production build unchanged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseURL: string;
  /** Seconds from spawn until /api/health answered (includes the catalogue import). */
  startS: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

export async function serveBuild(repoRoot: string, distDir: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'katana-bench-web-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Many page loads from one address in a few seconds: keep the API's per-address limit out of the way.
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(null);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 480_000; // a loaded machine (catalogue import)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok)
        return { baseURL, startS: (Date.now() - started) / 1000, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not become healthy in 480 s:\n${output}`);
}

/**
 * Signs a fresh learner up through the real OTP flow and returns the session cookies, so the browser can load pages
 * as a signed-in user (a learner's problem page may load more than an anonymous visitor's).
 */
export async function signUpLearner(baseURL: string): Promise<{ name: string; value: string }[]> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const json = { 'content-type': 'application/json' };
  const start = await fetch(`${baseURL}/api/v2/users/email_login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  if (!start.ok) throw new Error(`email_login answered ${start.status}`);
  const box = (await (await fetch(`${baseURL}/api/dev/mailbox`)).json()) as {
    data: { messages: { to: string; text: string }[] };
  };
  const otp = /\b(\d{6})\b/.exec(box.data.messages.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!otp) throw new Error('no OTP in the dev mailbox');
  const login = await fetch(`${baseURL}/api/v2/users/login`, {
    method: 'POST',
    headers: { ...json, source: 'web' },
    body: JSON.stringify({ email, passcode: otp, provider: 'coding_ninjas', name: 'Bench Learner' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1) };
  });
}
