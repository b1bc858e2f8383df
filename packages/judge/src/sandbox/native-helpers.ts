/**
 * Locates the native helpers (launcher, spawner, netns keeper, exported seccomp BPF) and builds them on first use when missing or older
 * than their C sources, by running scripts/build-native.sh (the set-up script runs it too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NativeHelpers {
  /** katana-launch: joins cgroups, sets rlimits, drops to the sandbox uid, execs bwrap. */
  launcher: string;
  /** The seccomp deny-list as raw BPF, opened per run and handed to `bwrap --seccomp FD`. */
  seccompBpf: string;
  /** katana-spawner: the resident launcher that forks every run and execs bwrap (spawner-client.ts). */
  spawner: string;
  /** katana-netns: keeps fresh network namespaces ready for the runs (netns-pool.ts). */
  netnsKeeper: string;
  /** The prepared /dev directory (made only when the build ran as root; check it with usableDevDir before use). */
  devDir: string;
}

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const nativeSources = [
  'launch.c',
  'spawner.c',
  'spawner-child.c',
  'spawner-wire.c',
  'spawner.h',
  'netns-keeper.c',
  'seccomp-filter.c',
].map((f) => join(packageDir, 'native', f));
const buildScript = join(packageDir, 'scripts', 'build-native.sh');

export function nativeBuildDir(): string {
  return process.env.KATANA_NATIVE_DIR ?? join(packageDir, 'native', 'build');
}

function isFresh(outputs: string[]): boolean {
  if (!outputs.every((f) => existsSync(f))) return false;
  const oldestOutput = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return nativeSources.every((src) => !existsSync(src) || statSync(src).mtimeMs <= oldestOutput);
}

let cached: NativeHelpers | undefined;

/** Returns the helpers, building them if needed. Throws with the compiler's message when the build fails. */
export function ensureNativeHelpers(): NativeHelpers {
  if (cached) return cached;
  const dir = nativeBuildDir();
  const helpers = {
    launcher: join(dir, 'katana-launch'),
    spawner: join(dir, 'katana-spawner'),
    netnsKeeper: join(dir, 'katana-netns'),
    seccompBpf: join(dir, 'seccomp.bpf'),
    devDir: join(dir, 'dev'),
  };
  if (!isFresh([helpers.launcher, helpers.spawner, helpers.netnsKeeper, helpers.seccompBpf])) {
    try {
      execFileSync('/bin/sh', [buildScript], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, KATANA_NATIVE_DIR: dir },
      });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(
        `cannot build the sandbox helpers (needs gcc and libseccomp-dev): ${stderr.trim() || (error as Error).message}`,
      );
    }
  }
  cached = helpers;
  return helpers;
}
