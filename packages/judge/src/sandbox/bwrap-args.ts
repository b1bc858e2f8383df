/**
 * The command line of one sandboxed run: katana-launch (cgroups, rlimits, uid drop) followed by bwrap (namespaces,
 * filesystem view, seccomp, cleared environment) followed by the program.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { basename } from 'node:path';
import type { CgroupJoin } from './cgroups.ts';
import { DEV_LINKS, DEVICES } from './dev-dir.ts';
import type { RunSpec, SandboxLimits } from './types.ts';

export interface LaunchConfig {
  launcher: string;
  bwrap: string;
  uid: number;
  gid: number;
  /** How the launcher joins the run's fresh cgroup(s). */
  cgroupJoin: CgroupJoin[];
  /** A checked prepared /dev directory (usableDevDir), bound as the sandbox's /dev; absent: host devices one by one. */
  devDir?: string;
  /** Child fd numbers: the seccomp BPF file and bwrap's JSON status pipe. */
  seccompFd: number;
  statusFd: number;
  /** Child fd of a fresh network namespace (netns-pool.ts) the launcher enters; absent: bwrap makes one. */
  netnsFd?: number;
}

/** Top-level system paths: bound read-only when real directories, recreated as symlinks on merged-/usr systems. */
const SYSTEM_ROOTS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/**
 * The only /etc entries every run sees: the dynamic loader's cache and Debian's alternatives (the java, javac, cc
 * links). Toolchains that need more (/etc/java-17-openjdk, /etc/R, /etc/fpc.cfg, /etc/php) ask for it in their
 * language entry. Never /etc as a whole: no passwd/shadow/ssl keys/hosts of the server. Every mount costs bwrap
 * set-up time on each run (ld.so.conf is only read by ldconfig; without localtime programs run in UTC).
 */
const ETC_ENTRIES = ['/etc/ld.so.cache', '/etc/alternatives'];

/**
 * A hand-made /dev instead of bwrap's --dev: the character devices a program needs, without devpts, /dev/shm and the
 * full node set -- fewer mounts per run (measured a few ms less on a busy 2-core machine). Best as one bind of the
 * prepared directory (dev-dir.ts); without it, each host device is bound on its own.
 */
function devArgs(devDir: string | undefined): string[] {
  if (devDir) return ['--dev-bind', devDir, '/dev'];
  return [
    ...Object.keys(DEVICES).flatMap((name) => ['--dev-bind', `/dev/${name}`, `/dev/${name}`]),
    ...Object.entries(DEV_LINKS).flatMap(([name, target]) => ['--symlink', target, `/dev/${name}`]),
  ];
}

const DEFAULT_ENV: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
};

let systemBindArgs: string[] | undefined;

function systemBinds(): string[] {
  if (systemBindArgs) return systemBindArgs;
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const path of SYSTEM_ROOTS) {
    if (!existsSync(path)) continue;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else if (stat.isDirectory()) args.push('--ro-bind', path, path);
  }
  for (const path of ETC_ENTRIES) args.push('--ro-bind-try', path, path);
  systemBindArgs = args;
  return args;
}

/** RLIMIT_CPU is whole seconds and per process: set a bit above the limit as a backstop; the precise TLE comes from
 * the cgroup's CPU accounting. */
export function cpuRlimitSeconds(limits: SandboxLimits): number {
  return Math.ceil(limits.cpuTimeMs / 1000) + 1;
}

/** The run's rlimits as `name=soft:hard` (katana-launch's --rlimit, katana-spawner's rlimit). */
export function rlimitSpecs(limits: SandboxLimits): string[] {
  const cpu = cpuRlimitSeconds(limits);
  const stack = Math.min(limits.memoryMb, 1024) * 1024 * 1024;
  return [
    ['cpu', cpu, cpu + 1],
    ['fsize', limits.maxFileBytes, limits.maxFileBytes],
    ['core', 0, 0],
    // Deep recursion is legitimate in contest code; the cgroup still bounds real memory use.
    ['stack', stack, stack],
    ['nofile', 512, 512],
  ].map(([name, soft, hard]) => `${name}=${soft}:${hard}`);
}

export interface BwrapConfig {
  devDir?: string;
  seccompFd: number;
  statusFd: number;
  /** The run's network namespace was made ahead and entered before bwrap: --share-net instead of a new one. */
  sharedNetns: boolean;
}

/** bwrap's arguments (without argv[0]) for one run: namespaces, filesystem view, seccomp, cleared environment. */
export function buildBwrapArgs(spec: RunSpec, config: BwrapConfig): string[] {
  if (!spec.argv[0]?.startsWith('/'))
    throw new Error(`argv[0] must be an absolute path inside the sandbox: ${spec.argv[0]}`);
  const env = { ...DEFAULT_ENV, ...spec.env };
  return [
    // Every namespace new; the network one made ahead of time when the launcher already entered it (still no
    // network: empty, and this run's alone).
    ...(config.sharedNetns ? ['--unshare-all', '--share-net'] : ['--unshare-all']),
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--hostname',
    'katana',
    ...systemBinds(),
    '--proc',
    '/proc',
    ...devArgs(config.devDir),
    '--tmpfs',
    '/tmp',
    '--bind',
    spec.boxDir,
    '/box',
    ...(spec.boxFiles ?? []).flatMap((file) => ['--ro-bind', file, `/box/${basename(file)}`]),
    // After /tmp's tmpfs, so a bind below /tmp on the host is not hidden by it.
    ...(spec.readOnlyBinds ?? []).flatMap((path) => ['--ro-bind-try', path, path]),
    // The root bwrap builds is a private tmpfs: read-only, so the program's only writable places are /box and /tmp.
    '--remount-ro',
    '/',
    '--chdir',
    '/box',
    '--clearenv',
    ...Object.entries(env).flatMap(([key, value]) => ['--setenv', key, value]),
    '--seccomp',
    String(config.seccompFd),
    '--json-status-fd',
    String(config.statusFd),
    '--',
    ...spec.argv,
  ];
}

export function buildLaunchArgv(spec: RunSpec, config: LaunchConfig): string[] {
  const bwrapArgs = buildBwrapArgs(spec, {
    ...(config.devDir ? { devDir: config.devDir } : {}),
    seccompFd: config.seccompFd,
    statusFd: config.statusFd,
    sharedNetns: config.netnsFd !== undefined,
  });
  return [
    ...config.cgroupJoin.flatMap(({ kind, file }) => [`--cgroup-${kind}`, file]),
    ...(config.netnsFd !== undefined ? ['--netns-fd', String(config.netnsFd)] : []),
    ...(spec.privateBox
      ? [
          '--box',
          spec.boxDir,
          '--box-bytes',
          String(spec.privateBox.bytes),
          '--box-inodes',
          String(spec.privateBox.inodes),
        ]
      : []),
    ...rlimitSpecs(spec.limits).flatMap((limit) => ['--rlimit', limit]),
    '--uid',
    String(config.uid),
    '--gid',
    String(config.gid),
    '--',
    config.bwrap,
    ...bwrapArgs,
  ];
}
