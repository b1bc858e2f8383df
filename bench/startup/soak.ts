/**
 * Memory under a long mixed load on the embedded default: `npm start` on a DATA_DIR of its own, then --minutes of
 * anonymous reads at --connections at once (listing pages, filters, problem detail, problem page HTML, search,
 * contests, languages, health, home page) while the server's resident memory (and its child processes') is sampled
 * every --sample-seconds. Growth shows as a later median above the first one. See results.md.
 *
 *   node --import tsx bench/startup/soak.ts [--minutes 30] [--connections 8] [--sample-seconds 15]
 *
 * RATE_LIMIT_MAX is raised for the server it starts, so the load is served rather than refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printMachine } from '../judge/machine.ts';
import { memoryOf, startServer, type MemorySample } from './server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 30);
const CONNECTIONS = arg('connections', 8);
const SAMPLE_SECONDS = arg('sample-seconds', 15);

printMachine();
const dataDir = mkdtempSync(join(tmpdir(), 'katana-soak-'));
const server = await startServer(dataDir, { RATE_LIMIT_MAX: '100000000' });
const base = server.baseUrl;

const listing = (await (await fetch(`${base}/api/v1/problems`)).json()) as {
  data?: { problems?: { slug: string }[] };
};
const slugs = (listing.data?.problems ?? []).map((p) => p.slug).slice(0, 20);
const words = ['array', 'graph', 'sum', 'tree', 'string', 'plot', 'shelves', 'path'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const urls: (() => string)[] = [
  () => '/api/health',
  () => '/',
  () => '/api/v1/problems',
  () => `/api/v1/problems?page=${1 + Math.floor(Math.random() * 5)}`,
  () => '/api/v1/problems/filters',
  () => `/api/v1/search?q=${pick(words)}`,
  () => '/api/v1/contests',
  () => '/api/v1/languages',
  ...(slugs.length ? [() => `/api/v1/problems/${pick(slugs)}`, () => `/problems/${pick(slugs)}`] : []),
];

const statuses = new Map<number, number>();
let requests = 0;
let failures = 0;
const end = Date.now() + MINUTES * 60_000;
const worker = async () => {
  while (Date.now() < end) {
    try {
      const res = await fetch(`${base}${pick(urls)()}`);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      requests++;
    } catch {
      failures++;
    }
  }
};

const samples: { minute: number; memory: MemorySample }[] = [];
const t0 = Date.now();
const sample = () =>
  samples.push({ minute: (Date.now() - t0) / 60_000, memory: memoryOf(server.child.pid!) });
sample();
const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
try {
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
} finally {
  clearInterval(sampler);
  sample();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const s of samples) {
  console.log(
    `${s.minute.toFixed(1).padStart(5)} min  server ${s.memory.serverMiB} MiB  with children ${s.memory.treeMiB} MiB`,
  );
}
const part = (from: number, to: number) =>
  samples
    .filter((s) => s.minute >= from * MINUTES && s.minute <= to * MINUTES)
    .map((s) => s.memory.serverMiB);
console.log(
  `\n${MINUTES} min, ${CONNECTIONS} connections: ${requests} requests (${Math.round(requests / (MINUTES * 60))}/s), ` +
    `${failures} failed, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(
  `server RSS median of the first quarter ${median(part(0, 0.25))} MiB, of the last quarter ` +
    `${median(part(0.75, 1))} MiB, max ${Math.max(...samples.map((s) => s.memory.serverMiB))} MiB`,
);
