/**
 * Shared by the sandbox and language test files: modest limits, throw-away boxes, and host-side checks that a run
 * left nothing behind. Test-only; nothing in the judge imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { createBox } from '../compile-run/workspace.ts';
import { sandboxAvailability } from './bwrap-sandbox.ts';
import type { SandboxLimits } from './types.ts';

export const testLimits = (overrides: Partial<SandboxLimits> = {}): SandboxLimits => ({
  cpuTimeMs: 1000,
  wallTimeMs: 3000,
  memoryMb: 64,
  maxProcesses: 16,
  maxFileBytes: 1024 * 1024,
  maxOutputBytes: 64 * 1024,
  ...overrides,
});

export const newBox = () => createBox('run');
export const newHostDir = (prefix: string) => mkdtemp(join('/tmp', prefix));

/** Only an explicit KATANA_SKIP_SANDBOX_TESTS=1 (machines without root/bwrap) skips the sandbox suites. */
export const skipSandboxTests = process.env.KATANA_SKIP_SANDBOX_TESTS === '1';

/** Fails loudly (instead of skipping) when the sandbox cannot work here: these tests need root and bwrap. */
export function requireSandbox(): void {
  const availability = sandboxAvailability();
  if (!availability.available && process.env.KATANA_SKIP_SANDBOX_TESTS !== '1') {
    throw new Error(
      `sandbox unavailable (${availability.reason}); set KATANA_SKIP_SANDBOX_TESTS=1 to skip deliberately`,
    );
  }
}

/** Host pids whose command line contains `marker` (every hostile run gets a unique marker argument). */
export function hostPidsWithMarker(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) pids.push(Number(entry));
    } catch {
      // exited while we looked
    }
  }
  return pids.filter((pid) => pid !== process.pid);
}
