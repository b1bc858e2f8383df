/**
 * A default start, seen from the network: the server started exactly as `npm start` starts it (no NODE_ENV, no
 * HOST, so it listens on every interface) is asked from another address on the machine's network -- a network
 * namespace joined to this host by a veth pair in the benchmark range 198.18.0.0/15 -- for every dev-only route.
 * None of them may answer (each gets what an unknown route gets), while /api/health does answer from there (so the
 * namespace really reaches the server). From this machine's loopback the mailbox shows the sign-in code a learner
 * asked for, which the server log carries too (no SMTP_URL). Needs root for `ip netns`; it fails, not skips, without.
 * Traffic goes only to 127.0.0.1 and to the host end of the veth pair.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV_VARS } from '../../apps/server/src/plugins/app/config.ts';
import { freePort, uniqueEmail, waitForHealth } from '../support/sign-in-fixtures.ts';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../..');

// One /30 of 198.18.0.0/15 per run, and names of at most 15 characters, so parallel runs never meet.
const tag = `${process.pid % 10_000}${randomInt(100)}`;
const block = randomInt(1, 1 << 15) * 4;
const subnet = `198.${18 + (block >> 16)}.${(block >> 8) & 255}`;
const hostAddress = `${subnet}.${(block & 255) + 1}`;
const nsAddress = `${subnet}.${(block & 255) + 2}`;
const ns = `katana-a${tag}`;
const hostEnd = `kah${tag}`;
const nsEnd = `kan${tag}`;

let workDir: string;
let server: ChildProcess;
let port: number;
let output = '';
let namespaceMade = false;

async function ip(...args: string[]): Promise<void> {
  await run('ip', args);
}

/** Joins a fresh network namespace to this host: `hostAddress` here, `nsAddress` inside. */
async function makeNamespace(): Promise<void> {
  try {
    await ip('netns', 'add', ns);
  } catch (error) {
    throw new Error(
      `production-start.e2e.ts needs root and network namespaces (ip netns add ${ns} failed: ${(error as Error).message.trim()})`,
    );
  }
  namespaceMade = true;
  await ip('link', 'add', hostEnd, 'type', 'veth', 'peer', 'name', nsEnd);
  await ip('link', 'set', nsEnd, 'netns', ns);
  await ip('addr', 'add', `${hostAddress}/30`, 'dev', hostEnd);
  await ip('link', 'set', hostEnd, 'up');
  await ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${nsAddress}/30`, 'dev', nsEnd);
  await ip('netns', 'exec', ns, 'ip', 'link', 'set', nsEnd, 'up');
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One request made from inside the namespace, i.e. from `nsAddress`, to the server on the host end. */
async function fromNetwork(method: 'GET' | 'POST', path: string): Promise<Answer> {
  const args = [
    'netns',
    'exec',
    ns,
    'curl',
    '-sS',
    '-m',
    '15',
    '-X',
    method,
    '-w',
    '\n%{http_code} %{content_type}',
  ];
  if (method === 'POST')
    args.push('-H', 'content-type: application/json', '--data', '{"problem_slugs":["x"]}');
  const { stdout } = await run('ip', [...args, `http://${hostAddress}:${port}${path}`]);
  const cut = stdout.lastIndexOf('\n');
  const [status, type = ''] = stdout.slice(cut + 1).split(' ');
  return { status: Number(status), type, body: stdout.slice(0, cut) };
}

async function fromLoopback(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
}

beforeAll(async () => {
  await makeNamespace();
  workDir = mkdtempSync(join(tmpdir(), 'katana-e2e-production-'));
  port = await freePort();
  // A default start: none of the server's variables set (vitest itself sets NODE_ENV=test), only a private data
  // folder and a free port.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const { name } of ENV_VARS) delete env[name];
  // The compiled server, as scripts/start.sh runs it (built here when a source changed since the set-up).
  await run(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot });
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), DATA_DIR: join(workDir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => output.slice(-20_000));
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  if (namespaceMade) {
    // Deleting the namespace deletes its end of the pair, and with it the host end.
    await ip('netns', 'del', ns).catch(() => undefined);
    await ip('link', 'del', hostEnd).catch(() => undefined);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a default start seen from another address on the network', () => {
  it('answers /api/health there, and nothing dev-only: each gets what an unknown route gets', async () => {
    const health = await fromNetwork('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 200 });

    const unknownApi = await fromNetwork('POST', '/api/dev/no-such-tool');
    expect(unknownApi.status).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/dev/mailbox'],
      ['POST', '/api/dev/contests'],
      ['POST', '/api/dev/contests/x/end'],
      ['POST', '/api/dev/test_series'],
    ] as const) {
      const answer = await fromNetwork(method, path);
      expect(answer, `${method} ${path}`).toEqual({ ...unknownApi, type: answer.type });
      expect(JSON.parse(answer.body)).toEqual({ status: 404, error: { code: 404, message: 'Not found.' } });
    }

    const page = await fromNetwork('GET', '/dev/mailbox');
    expect(page.status).toBe(404);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).not.toContain('Dev mailbox');
  });

  it('shows the sign-in code to the operator only: /dev/mailbox on loopback and the server log', async () => {
    const email = uniqueEmail('operator');
    const asked = await fromLoopback('/api/v2/users/email_login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);

    const mailbox = await fromLoopback('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    const html = await mailbox.text();
    expect(html).toContain(email);
    const messages = (
      (await (await fromLoopback('/api/dev/mailbox')).json()) as {
        data: { messages: { to: string; text: string }[] };
      }
    ).data.messages;
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.to === email)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(html).toContain(code!);
    // The log line is written as the mail is handed over, which may come just after the answer: wait for it.
    await expect.poll(() => output, { timeout: 10_000 }).toContain(code!);

    // The same mailbox, asked from the network, still does not exist.
    const remote = await fromNetwork('GET', '/api/dev/mailbox');
    expect(remote.status).toBe(404);
    expect(remote.body).not.toContain(email);
    // And the contest tools are off even for loopback on a default start.
    const tools = await fromLoopback('/api/dev/contests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ problem_slugs: ['x'] }),
    });
    expect(tools.status).toBe(404);
  });
});
