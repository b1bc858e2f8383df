/**
 * Hot reads of the real server next to a bare Fastify hello-world on the same Node (issue #20): autocannon against
 * each in turn, alternating, at 50 connections flat out (requests/s, ratio to bare in the same alternation) and at
 * a fixed 1,000 requests/s (p99). The server runs NODE_ENV=production with the repository's catalogue imported and
 * the rate limit raised (RATE_LIMIT_MAX), on embedded PGlite or, with TEST_DATABASE_URL, a throw-away PostgreSQL
 * database. Needs the built web app (npm run build -w @katana/web) for the problem page's HTML.
 *
 *   node --import tsx bench/api/run.ts [--alternations 10] [--seconds 5] [--only listing,health]
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/api/run.ts
 *   node --import tsx bench/api/run.ts --data-dir DIR    # keep the PGlite data between runs (import once)
 *   node --import tsx bench/api/run.ts --cpu-prof DIR    # the server writes a V8 CPU profile there at the end
 *   node --import tsx bench/api/run.ts --server-root ../base   # the server of another checkout (a baseline)
 */
import autocannon from 'autocannon';
import { median, printMachine } from '../judge/machine.ts';
import { signIn, startBare, startKatana } from './servers.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ALTERNATIONS = Number(arg('alternations') ?? 10);
const SECONDS = Number(arg('seconds') ?? 5);
const ONLY = arg('only')?.split(',');
const PROFILE_DIR = arg('cpu-prof');
const DATA_DIR = arg('data-dir');
const SERVER_ROOT = arg('server-root');
const CONNECTIONS = 50;
const FIXED_RATE = 1000;

interface Route {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Sample {
  rps: number;
  p99: number;
  failed: number;
}

async function hit(url: string, route: Route, fixedRate: boolean): Promise<Sample> {
  const result = await autocannon({
    url: url + route.path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: route.headers ?? {},
    ...(fixedRate ? { overallRate: FIXED_RATE } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Requests autocannon left in flight are still being answered: wait for them before the next measurement. */
async function drain(url: string): Promise<void> {
  await fetch(`${url}/api/health`);
}

const machine = printMachine();
const katana = await startKatana(
  PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  DATA_DIR,
  SERVER_ROOT,
);
const bare = await startBare().catch(async (err: unknown) => {
  await katana.stop();
  throw err;
});
try {
  const token = await signIn(katana.url);
  const listing = (await (await fetch(`${katana.url}/api/v1/problems?page_size=1`)).json()) as {
    data: { problems: Array<{ slug: string }>; total: number };
  };
  const slug = listing.data.problems[0]!.slug;
  console.log(
    `${katana.database}: ${listing.data.total} problems; ${ALTERNATIONS} alternations of ${SECONDS} s`,
  );
  const routes: Route[] = [
    { name: 'listing', path: '/api/v1/problems' },
    { name: 'filtered', path: '/api/v1/problems?difficulty=EASY,MEDIUM&sort=popular&search=a' },
    { name: 'facets', path: '/api/v1/problems/filters' },
    { name: 'detail', path: `/api/v1/problems/${slug}` },
    { name: 'page', path: `/problems/${slug}` },
    { name: 'health', path: '/api/health' },
    { name: 'signed-in', path: '/api/v1/problems', headers: { authorization: `Token ${token}` } },
  ].filter((r) => !ONLY || ONLY.includes(r.name));

  const bareMax: number[] = [];
  const bareFixedP99: number[] = [];
  const samples = new Map(routes.map((r) => [r.name, { max: [] as Sample[], fixed: [] as Sample[] }]));
  const root: Route = { name: 'bare', path: '/' };
  for (let round = 1; round <= ALTERNATIONS; round++) {
    bareMax.push((await hit(bare.url, root, false)).rps);
    bareFixedP99.push((await hit(bare.url, root, true)).p99);
    for (const route of routes) {
      const s = samples.get(route.name)!;
      s.max.push(await hit(katana.url, route, false));
      await drain(katana.url);
      s.fixed.push(await hit(katana.url, route, true));
      await drain(katana.url);
    }
    console.log(`  alternation ${round}/${ALTERNATIONS} done (bare ${Math.round(bareMax.at(-1)!)}/s)`);
  }

  const r = (n: number) => String(Math.round(n));
  console.log(
    `\n${katana.database}, ${CONNECTIONS} connections; load average at start ${machine.loadAverage}, ` +
      `at end ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(
    '| route | req/s (median) | ratio to bare (median of per-alternation ratios) | p99 at 50 conn (ms) | req/s at fixed 1,000/s | p99 at 1,000/s (ms) | failed |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| bare Fastify | ${r(median(bareMax))} | 1 | | | ${r(median(bareFixedP99))} | |`);
  for (const route of routes) {
    const s = samples.get(route.name)!;
    const ratios = s.max.map((x, i) => x.rps / bareMax[i]!);
    const failed = [...s.max, ...s.fixed].reduce((n, x) => n + x.failed, 0);
    console.log(
      `| ${route.name} \`${route.path.replace(slug, ':slug')}\` | ${r(median(s.max.map((x) => x.rps)))} | ` +
        `${median(ratios).toFixed(3)} | ${r(median(s.max.map((x) => x.p99)))} | ` +
        `${r(median(s.fixed.map((x) => x.rps)))} | ${r(median(s.fixed.map((x) => x.p99)))} | ${failed} |`,
    );
  }
} finally {
  await katana.stop();
  await bare.stop();
}
