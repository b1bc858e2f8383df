/**
 * Fresh run cgroups made ahead of time. Making a run's groups (three mkdirs on cgroup v1, the memory one allocating
 * per-CPU state) sat on every run's critical path; here it happens right after a run has started, while the judge
 * only waits for it. Still one fresh group per run: a spare is made empty, taken by exactly one run, gets that run's
 * limits when taken, and is removed after the run -- never reused. Spares are preset with the last run's limits
 * (a problem's tests all share theirs), so taking one usually writes nothing; other limits are written when taken.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  createRunCgroup,
  makeRunDirs,
  openRunCgroup,
  removeQuietly,
  writeRunLimits,
  type CgroupLimits,
  type RunCgroup,
} from './cgroups.ts';

/** Enough for an interactive pair (two groups at once) without waiting for a refill. */
const SPARES = 2;
interface Spare {
  dirs: string[];
  /** The limits already written into it. */
  limits?: CgroupLimits;
}
const spares: Spare[] = [];
let lastLimits: CgroupLimits | undefined;
let refillQueued = false;
let exitHookSet = false;
/** The judge's pid first: when a killed judge leaves spares behind, the next judge's stale sweep knows whose they were. */
const newRunId = () => `${process.pid}-${randomUUID()}`;

function presetSpare(dirs: string[]): Spare {
  const limits = lastLimits;
  if (!limits) return { dirs };
  try {
    writeRunLimits(dirs, limits);
    return { dirs, limits };
  } catch {
    return { dirs }; // written when taken, which reports any error
  }
}

const sameLimits = (a: CgroupLimits | undefined, b: CgroupLimits) =>
  a?.memoryBytes === b.memoryBytes && a.maxProcesses === b.maxProcesses;

function refillSoon(): void {
  if (refillQueued) return;
  refillQueued = true;
  // After the current event-loop turn, i.e. once the caller has spawned its run.
  setImmediate(() => {
    refillQueued = false;
    try {
      while (spares.length < SPARES) spares.push(presetSpare(makeRunDirs(newRunId())));
    } catch {
      // The next take makes its group itself and reports the error there.
    }
  });
  if (!exitHookSet) {
    exitHookSet = true;
    process.once('exit', () => spares.splice(0).forEach((spare) => removeQuietly(spare.dirs)));
  }
}

/** A fresh, configured cgroup for one run. Throws when cgroups are unusable (never runs unconfined). */
export function takeRunCgroup(limits: CgroupLimits): RunCgroup {
  lastLimits = limits;
  refillSoon();
  for (let spare = spares.shift(); spare; spare = spares.shift()) {
    const preset = sameLimits(spare.limits, limits);
    try {
      // A preset spare is only looked at (cheaper than writing): still there, so still with those limits.
      if (preset && !spare.dirs.every((dir) => existsSync(dir))) throw new Error('spare removed');
      return openRunCgroup(spare.dirs, limits, preset);
    } catch {
      // Removed under us (another judge's stale sweep) or unwritable: drop it and make a new one.
      removeQuietly(spare.dirs);
    }
  }
  return createRunCgroup(newRunId(), limits);
}

/** The spare groups' directories right now (tests and diagnostics). */
export function spareGroups(): readonly string[][] {
  return spares.map((spare) => [...spare.dirs]);
}
