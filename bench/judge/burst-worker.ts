/**
 * One `katana worker`-like process for the BullMQ burst: judges A+B jobs from the queue with the real sandbox.
 * Started by burst.ts: node --import tsx bench/judge/burst-worker.ts <redisUrl> <prefix> <packageDir> <concurrency>
 */
import { startWorker } from '@katana/judge';
import { createAbHandler } from './ab-problem.ts';

const [redisUrl, prefix, packageDir, concurrency] = process.argv.slice(2);
if (!redisUrl || !prefix || !packageDir)
  throw new Error('usage: burst-worker.ts <redisUrl> <prefix> <packageDir> [concurrency]');
const { handler, dispose } = await createAbHandler(packageDir);
const worker = await startWorker({ redisUrl, prefix, handler, concurrency: Number(concurrency ?? 1) });
process.send?.('ready');
await worker.closed;
await dispose();
// The parent adds this process's own CPU time to the sandboxes' (measured per job from their cgroups).
const usage = process.cpuUsage();
process.send?.({ cpuS: (usage.user + usage.system) / 1e6 }, () => process.exit(0));
