/**
 * The two servers bench/api compares: the real Katana server (embedded PGlite in a throw-away DATA_DIR, or a
 * throw-away PostgreSQL database when TEST_DATABASE_URL is set) and a bare Fastify hello-world, each in its own
 * Node process on the same Node, plus a signed-in learner's session token (sign-in code from the loopback mailbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-20_000);
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before ${pattern}:\n${seen}`));
    });
  });
}

function stopper(child: ChildProcess, cleanup: () => Promise<void> = async () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup();
  };
}

export async function startBare(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'bench/api/bare-server.ts')], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [, port] = await waitForLine(child, /listening (\d+)/, 30_000);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

/** A throw-away PostgreSQL database on TEST_DATABASE_URL's server, or undefined for embedded PGlite. */
async function throwAwayDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `katana_bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `keepDataDir`: a DATA_DIR kept between runs (the first start imports the catalogue, later ones reuse it);
 * default a fresh one removed at the end. PostgreSQL runs always get a fresh database. `root`: the checkout whose
 * server runs (another worktree at the baseline commit, for before/after numbers).
 */
export async function startKatana(
  extraArgs: string[] = [],
  keepDataDir?: string,
  root = REPO,
): Promise<Running & { database: 'PGlite' | 'PostgreSQL' }> {
  const webDist = process.env.WEB_DIST_DIR ?? join(REPO, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`no built web app in ${webDist}: npm run build -w @katana/web (or set WEB_DIST_DIR)`);
  const dataDir = keepDataDir ?? mkdtempSync(join(tmpdir(), 'katana-bench-api-'));
  const database = await throwAwayDatabase();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    [...extraArgs, '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        // The rate limit is not what this measures (docs/operations: RATE_LIMIT_MAX).
        RATE_LIMIT_MAX: '100000000',
        LOG_LEVEL: 'warn',
        CONTEST_RATING_SWEEP_SECONDS: '0',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.resume();
  child.stderr.resume();
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, async () => {
    await database?.drop();
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  // A first start on a busy machine imports the catalogue for minutes.
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).catch(() => undefined);
    if (up?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health in 900 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid!, database: database ? 'PostgreSQL' : 'PGlite', stop };
}

/** Signs a fresh learner in through the e-mail code (read from the loopback mailbox); returns the session token. */
export async function signIn(url: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  const json = { 'content-type': 'application/json' };
  const asked = await fetch(`${url}/api/v2/users/email_login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`email_login answered ${asked.status}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const box = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as {
      data: { messages: Array<{ to: string; text: string }> };
    };
    code = /\b(\d{6})\b/.exec(box.data.messages.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error('no sign-in code in the mailbox');
  const login = await fetch(`${url}/api/v2/users/login`, {
    method: 'POST',
    headers: { ...json, source: 'web' },
    body: JSON.stringify({ email, passcode: code, provider: 'coding_ninjas', name: 'Bench Learner' }),
  });
  const token = login.headers
    .getSetCookie()
    .map((c) => /^ninja_auth_token=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`login answered ${login.status} without a session`);
  return token;
}
