/**
 * Where mysql problems run: a MariaDB server reached through an administrator account. Either an external server
 * (MYSQL_URL) or a private mariadbd this process starts on first use -- its own data directory under a temp dir,
 * a unix socket only (skip-networking), no file access (secure-file-priv on an empty dir, local-infile off), run as
 * the `mysql` user when we are root. The administrator account gets a random password written to an init file that
 * only mariadbd can read, so nothing else on the machine can log in as it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import type { SqlAvailability } from '../types.ts';

/** How to reach the server: a socket (private server) or host and port (external). */
export type MariaDbEndpoint = { socketPath: string } | { host: string; port: number };

export interface MariaDbAdmin {
  endpoint: MariaDbEndpoint;
  user: string;
  password: string;
  /** Host part for per-run users: 'localhost' over the socket, '%' over TCP. */
  userHost: string;
  version: string;
}

const SEARCH_DIRS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/usr/local/mysql/bin'];
const START_TIMEOUT_MS = 60_000;

function findBinary(names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH_DIRS];
  for (const name of names) for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return null;
}

/** uid/gid of the `mysql` system user, used to drop root when we start mariadbd as root. */
function mysqlUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('mysql:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

function run(argv: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(argv[0] ?? '', argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (error) => resolve({ code: -1, output: String(error) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

export class MariaDbHost {
  private started: Promise<MariaDbAdmin> | null = null;
  private server: ChildProcess | null = null;
  private baseDir: string | null = null;
  private readonly onExit = () => this.server?.kill('SIGKILL');

  private constructor(
    private readonly mode: { kind: 'private'; parentDir: string } | { kind: 'external'; url: string },
  ) {}

  static private(options: { baseDir?: string } = {}): MariaDbHost {
    return new MariaDbHost({ kind: 'private', parentDir: options.baseDir ?? tmpdir() });
  }

  static external(url: string): MariaDbHost {
    return new MariaDbHost({ kind: 'external', url });
  }

  /** Why mysql cannot run here, before trying to start anything. */
  staticAvailability(): SqlAvailability {
    if (this.mode.kind === 'external') return { available: true };
    if (!findBinary(['mariadbd', 'mysqld'])) {
      return { available: false, reason: 'mariadbd is not installed (Debian package mariadb-server)' };
    }
    if (!findBinary(['mariadb-install-db', 'mysql_install_db'])) {
      return {
        available: false,
        reason: 'mariadb-install-db is not installed (Debian package mariadb-server)',
      };
    }
    return { available: true };
  }

  /** Starts (once) or connects to the server; rejects with the reason it is unavailable. */
  admin(): Promise<MariaDbAdmin> {
    this.started ??=
      this.mode.kind === 'external'
        ? this.connectExternal(this.mode.url)
        : this.startPrivate(this.mode.parentDir);
    return this.started;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.started = null;
    process.off('exit', this.onExit);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // The SIGKILL fallback timer is cancelled once the server has exited, so it never holds the process open.
      const fallback = new AbortController();
      const kill = sleep(15_000, undefined, { signal: fallback.signal }).then(
        () => server.kill('SIGKILL'),
        () => undefined,
      );
      await Promise.race([exited, kill]);
      fallback.abort();
    }
    if (this.baseDir) await rm(this.baseDir, { recursive: true, force: true });
    this.baseDir = null;
  }

  private async connectExternal(url: string): Promise<MariaDbAdmin> {
    const parsed = new URL(url);
    const endpoint: MariaDbEndpoint = parsed.searchParams.get('socket')
      ? { socketPath: parsed.searchParams.get('socket') ?? '' }
      : { host: parsed.hostname, port: Number(parsed.port || 3306) };
    const admin = {
      endpoint,
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      userHost: 'socketPath' in endpoint ? 'localhost' : '%',
    };
    return { ...admin, version: await serverVersion(admin) };
  }

  private async startPrivate(parentDir: string): Promise<MariaDbAdmin> {
    const availability = this.staticAvailability();
    if (!availability.available) throw new Error(availability.reason);
    const mariadbd = findBinary(['mariadbd', 'mysqld']) ?? '';
    const installDb = findBinary(['mariadb-install-db', 'mysql_install_db']) ?? '';
    const owner = mysqlUser();
    if (owner && !((await stat(parentDir)).mode & 0o001)) {
      throw new Error(`${parentDir} must be traversable by the mysql user to host a private mariadbd`);
    }
    await removeDeadServers(parentDir);
    const base = await mkdtemp(join(parentDir, 'katana-mariadb-'));
    this.baseDir = base;
    const dirs = { data: join(base, 'data'), noFiles: join(base, 'no-files') };
    await mkdir(dirs.noFiles);
    await chmod(base, 0o700);
    if (owner) {
      await chown(base, owner.uid, owner.gid);
      await chown(dirs.noFiles, owner.uid, owner.gid);
    }
    const userArgs = owner ? ['--user=mysql'] : [];
    const install = await run([
      installDb,
      '--no-defaults',
      `--datadir=${dirs.data}`,
      ...userArgs,
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
    ]);
    if (install.code !== 0) throw new Error(`mariadb-install-db failed: ${firstErrorLines(install.output)}`);

    const password = randomBytes(24).toString('hex');
    const initFile = join(base, 'init.sql');
    await writeFile(
      initFile,
      `CREATE USER IF NOT EXISTS 'katana_admin'@'localhost' IDENTIFIED BY '${password}';\n` +
        `GRANT ALL PRIVILEGES ON *.* TO 'katana_admin'@'localhost' WITH GRANT OPTION;\n`,
      { mode: 0o600 },
    );
    if (owner) await chown(initFile, owner.uid, owner.gid);

    const socketPath = join(base, 'mysqld.sock');
    const errorLog = join(base, 'error.log');
    const server = spawn(
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${dirs.data}`,
        `--socket=${socketPath}`,
        `--pid-file=${join(base, 'mysqld.pid')}`,
        `--log-error=${errorLog}`,
        `--init-file=${initFile}`,
        ...userArgs,
        '--skip-networking',
        `--secure-file-priv=${dirs.noFiles}`,
        '--local-infile=0',
        '--skip-log-bin',
        '--skip-name-resolve',
        '--performance-schema=OFF',
        '--innodb-buffer-pool-size=64M',
        '--max-connections=200',
        // Also caps one result row (REPEAT('x', 1e9) becomes NULL with a warning instead of a giant packet);
        // a whole setup script is one packet, hence not smaller.
        '--max-allowed-packet=64M',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_general_ci',
        '--default-time-zone=+00:00',
      ],
      { stdio: 'ignore' },
    );
    this.server = server;
    process.on('exit', this.onExit); // never leave an orphan server behind
    const admin: Omit<MariaDbAdmin, 'version'> = {
      endpoint: { socketPath },
      user: 'katana_admin',
      password,
      userHost: 'localhost',
    };

    const deadline = Date.now() + START_TIMEOUT_MS;
    let lastError = '';
    while (Date.now() < deadline) {
      if (server.exitCode !== null || server.signalCode !== null) break;
      try {
        const version = await serverVersion(admin);
        await rm(initFile, { force: true });
        return { ...admin, version };
      } catch (error) {
        lastError = (error as Error).message;
        await sleep(200);
      }
    }
    const log = await readFile(errorLog, 'utf8').catch(() => '');
    await this.close();
    throw new Error(`mariadbd did not start: ${log.trim().split('\n').slice(-3).join(' ') || lastError}`);
  }
}

/** The lines of tool output that say what went wrong (mariadb-install-db ends with a long generic footer). */
function firstErrorLines(output: string): string {
  const lines = output.split('\n').filter((l) => /error|denied|cannot|can't|fail/i.test(l));
  return (lines.length ? lines : output.trim().split('\n')).slice(0, 3).join(' ');
}

/** A mariadbd of ours (its command line names `dir`) whose parent judge is gone (re-parented to init). */
function orphanedServer(pid: number, dir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
    return cmdline.includes(dir) && ppid === 1;
  } catch {
    return false;
  }
}

/**
 * Removes data directories of private servers whose process is gone, and stops orphaned ones (the judge was killed
 * without closing them). A server with a live parent is left alone: it belongs to another judge process.
 */
async function removeDeadServers(parentDir: string): Promise<void> {
  const entries = await readdir(parentDir).catch(() => [] as string[]);
  for (const entry of entries.filter((e) => e.startsWith('katana-mariadb-'))) {
    const dir = join(parentDir, entry);
    const pid = Number((await readFile(join(dir, 'mysqld.pid'), 'utf8').catch(() => '')).trim());
    if (pid > 0 && existsSync(`/proc/${pid}`)) {
      if (!orphanedServer(pid, dir)) continue;
      process.kill(pid, 'SIGKILL'); // its judge died without closing it: nobody will ever use it again
    }
    // No pid file may mean a server still being installed: only sweep those well past the start timeout.
    const ageMs =
      Date.now() -
      (await stat(dir).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      ));
    const stale = pid > 0 || ageMs > 10 * START_TIMEOUT_MS;
    if (stale) await rm(dir, { recursive: true, force: true });
  }
}

export function connectionOptions(admin: Pick<MariaDbAdmin, 'endpoint'>, user: string, password: string) {
  return { ...admin.endpoint, user, password, connectTimeout: 10_000 };
}

async function serverVersion(admin: Omit<MariaDbAdmin, 'version'>): Promise<string> {
  const connection = await mysql.createConnection(connectionOptions(admin, admin.user, admin.password));
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
    return String(rows[0]?.v ?? '');
  } finally {
    await connection.end();
  }
}
