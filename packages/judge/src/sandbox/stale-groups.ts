/**
 * Sweeping run cgroups left behind by a judge that crashed or was killed (done once per judge start, by cgroups.ts's
 * detection, for every hierarchy it uses).
 */
import { readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A run cgroup this old and empty was left by a judge that crashed mid-run (a live run's group is never empty). */
const STALE_AFTER_MS = 30 * 60 * 1000;
/** Groups named `<judge pid>-...` (cgroup-pool.ts) whose judge is gone are swept sooner: killed judges leave spares. */
const OWNER_GONE_AFTER_MS = 60 * 1000;

function ownerGone(name: string): boolean {
  const pid = /^(\d+)-/.exec(name)?.[1];
  if (!pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Removes empty run groups left behind under `parent` (done once per judge start; exported for tests). */
export function sweepStale(parent: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(parent, name);
    try {
      const age = Date.now() - statSync(dir).mtimeMs;
      if (age > STALE_AFTER_MS || (age > OWNER_GONE_AFTER_MS && ownerGone(name))) rmdirSync(dir); // EBUSY when in use: kept
    } catch {
      // in use or already gone
    }
  }
}
