/**
 * Killing what is left of a run's cgroup: the member pids from a procs/tasks file, SIGKILL, and a loop that stops as
 * soon as nothing of the group can run a user instruction again (split out of cgroups.ts, which opens the groups).
 */
import { readFileSync } from 'node:fs';

export function readPids(procsFile: string): number[] {
  try {
    return readFileSync(procsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PF_EXITING = 0x4;

/**
 * True when the task can never run a user instruction again: gone, a zombie, or exiting with its memory already
 * released (flags and vsize of /proc/PID/stat). What is left of such a task is kernel teardown -- typically bwrap's
 * init unmounting its mount namespace, which waits for an RCU grace period after bwrap's monitor has already
 * reported the exit: in up to a third of all runs, for 0.2-2 ms.
 */
function finished(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true;
  }
  // After "pid (comm) ": state is field 3, flags field 9, vsize field 23.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  return state === 'Z' || state === 'X' || ((Number(fields[6]) & PF_EXITING) !== 0 && fields[20] === '0');
}

/** Looks again without a timer this many times before backing off to 1, 2, 4... 20 ms pauses. */
const QUICK_LOOKS = 10;

/** Kills until nothing of the group can run any more (true), or the time budget runs out (false). */
export async function killLoop(
  list: () => number[],
  kill: (pids: number[]) => void,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let round = 0; ; round++) {
    const pids = list().filter((pid) => !finished(pid));
    if (pids.length === 0) return true;
    if (Date.now() > deadline) return false;
    kill(pids);
    // Killed tasks usually finish within a fraction of a millisecond; a 1 ms timer would be most of the wait.
    if (round < QUICK_LOOKS) await new Promise((resolve) => setImmediate(resolve));
    else await sleep(Math.min(2 ** (round - QUICK_LOOKS), 20));
  }
}
