/**
 * Fresh run cgroups made ahead of time. Making a run's groups (three mkdirs on cgroup v1, the memory one allocating
 * per-CPU state) sat on every run's critical path; here it happens right after a run has started, while the judge
 * only waits for it. Still one fresh group per run: a spare is made empty, taken by exactly one run, gets that run's
 * limits when taken, and is removed after the run -- never reused.
 */
import { randomUUID } from 'node:crypto';
import { createRunCgroup, makeRunDirs, openRunCgroup, removeQuietly, type CgroupLimits, type RunCgroup } from './cgroups.ts';

/** Enough for an interactive pair (two groups at once) without waiting for a refill. */
const SPARES = 2;
const spares: string[][] = [];
let refillQueued = false;
let exitHookSet = false;
/** The judge's pid first: when a killed judge leaves spares behind, the next judge's stale sweep knows whose they were. */
const newRunId = () => `${process.pid}-${randomUUID()}`;

function refillSoon(): void {
  if (refillQueued) return;
  refillQueued = true;
  // After the current event-loop turn, i.e. once the caller has spawned its run.
  setImmediate(() => {
    refillQueued = false;
    try {
      while (spares.length < SPARES) spares.push(makeRunDirs(newRunId()));
    } catch {
      // The next take makes its group itself and reports the error there.
    }
  });
  if (!exitHookSet) {
    exitHookSet = true;
    process.once('exit', () => spares.splice(0).forEach(removeQuietly));
  }
}

/** A fresh, configured cgroup for one run. Throws when cgroups are unusable (never runs unconfined). */
export function takeRunCgroup(limits: CgroupLimits): RunCgroup {
  refillSoon();
  for (let dirs = spares.shift(); dirs; dirs = spares.shift()) {
    try {
      return openRunCgroup(dirs, limits);
    } catch {
      // Removed under us (another judge's stale sweep) or unwritable: drop it and make a new one.
      removeQuietly(dirs);
    }
  }
  return createRunCgroup(newRunId(), limits);
}

/** The spare groups' directories right now (tests and diagnostics). */
export function spareGroups(): readonly string[][] {
  return spares.map((dirs) => [...dirs]);
}
