/**
 * Sandbox overhead: N sequential runs of /bin/true sandboxed (fresh cgroup, launcher, bwrap, seccomp) vs bare
 * spawn, in the same process and run. Prints medians and the ratio as JSON.
 *   npx tsx packages/judge/scripts/sandbox-overhead.ts [runs=50]
 */
import { spawn } from 'node:child_process';
import { createSandbox } from '../src/sandbox/bwrap-sandbox.ts';
import { createBox, removeBox } from '../src/compile-run/workspace.ts';

const runs = Number(process.argv[2] ?? 50);
const limits = { cpuTimeMs: 1000, wallTimeMs: 5000, memoryMb: 64, maxProcesses: 16, maxFileBytes: 1 << 20, maxOutputBytes: 1 << 16 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function bare(): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/true', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.on('error', reject);
    child.on('close', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
  });
}

async function main() {
  const sandbox = createSandbox();
  const box = await createBox('run');
  const sandboxed = async () => {
    const start = process.hrtime.bigint();
    const result = await sandbox.run({ argv: ['/bin/true'], boxDir: box, limits });
    if (result.outcome !== 'OK') throw new Error(`sandboxed /bin/true failed: ${result.outcome} ${result.stderr}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  // Warm-up: native helper build check, cgroup detection, page cache.
  await sandboxed();
  await bare();
  const bareTimes: number[] = [];
  const sandboxTimes: number[] = [];
  // Interleaved so machine noise hits both sides alike.
  for (let i = 0; i < runs; i++) {
    bareTimes.push(await bare());
    sandboxTimes.push(await sandboxed());
  }
  await removeBox(box);
  const bareMedian = median(bareTimes);
  const sandboxMedian = median(sandboxTimes);
  console.log(JSON.stringify({ runs, bareMedianMs: +bareMedian.toFixed(2), sandboxMedianMs: +sandboxMedian.toFixed(2), ratio: +(sandboxMedian / bareMedian).toFixed(2) }));
}

void main();
