/**
 * The /api/health `sandbox` entry: whether the judge can run programs here, which cgroup version (v1, v2 or none)
 * enforces memory and process limits, and the bubblewrap in use. An operator reads it to see why judging fails.
 */
import { execFile } from 'node:child_process';
import type { HealthCheckResult } from '@katana/shared/api/health';
import { sandboxAvailability } from '@katana/judge';

export interface SandboxHealth extends HealthCheckResult {
  cgroup: 'v1' | 'v2' | 'none';
  controllers: string[];
  bwrap: { available: boolean; version: string | null };
  /** How runs start: the resident katana-spawner, or katana-launch per run (with why). */
  launch?: { mode: 'spawner' | 'launcher'; reason?: string };
  reason?: string;
}

let bwrapVersion: Promise<string | null> | undefined;

/** `bwrap --version` once per process ("bubblewrap 0.8.0"), null when it cannot run. */
function probeBwrapVersion(path: string | null): Promise<string | null> {
  bwrapVersion ??= new Promise((resolve) => {
    if (!path) return resolve(null);
    execFile(path, ['--version'], { timeout: 5000, env: {} }, (error, stdout) =>
      resolve(error ? null : stdout.trim() || null),
    );
  });
  return bwrapVersion;
}

export async function sandboxHealth(): Promise<SandboxHealth> {
  const availability = sandboxAvailability();
  const version = await probeBwrapVersion(availability.bwrap);
  // Unavailable: everything that is wrong (cgroups included); available: what is degraded (v2 without pids).
  const reason = availability.available ? availability.cgroups.reason : availability.reason;
  return {
    ok: availability.available,
    cgroup: availability.cgroups.version,
    controllers: availability.cgroups.controllers,
    bwrap: { available: availability.bwrap !== null && version !== null, version },
    ...(availability.launch ? { launch: { mode: availability.launch.mode, ...(availability.launch.reason ? { reason: availability.launch.reason } : {}) } } : {}),
    ...(reason ? { reason } : {}),
  };
}
