/**
 * Where a vitest run's time goes, from its JSON report (`vitest run --reporter=json --outputFile=run.json`):
 * per file the time from its first test to its end (endTime - startTime: test bodies and their hooks, where the
 * database and app set-up of beforeAll lands; vitest 4 counts it in the first test's duration) and the summed test
 * durations. Module import is not in the JSON: it is the "import" of vitest's summary line (summed over files).
 * Prints the slowest files and the totals per group (project root and first folder).
 *   npx tsx bench/test-suite/profile.ts run.json [top-n]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface JsonReport {
  startTime: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: Array<{ duration?: number | null; status: string }>;
  }>;
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx bench/test-suite/profile.ts run.json [top-n]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
const root = process.cwd();

const rows = report.testResults.map((r) => {
  const path = relative(root, r.name);
  const wall = (r.endTime - r.startTime) / 1000;
  const bodies = r.assertionResults.reduce((s, a) => s + (a.duration ?? 0), 0) / 1000;
  const parts = path.split('/');
  // apps/server/src/<folder>/..., packages/judge/src/<folder>/..., apps/web/src/<folder>/...
  const group = parts.length > 4 ? parts.slice(0, 4).join('/') : parts.slice(0, 3).join('/');
  return { path, wall, bodies, tests: r.assertionResults.length, group };
});

const fmt = (n: number) => n.toFixed(1).padStart(7);
const top = Number(topArg ?? 25);
const lastEnd = Math.max(...report.testResults.map((r) => r.endTime));
console.log(`files ${rows.length}, report span ${((lastEnd - report.startTime) / 1000).toFixed(1)} s`);
console.log(`\nslowest ${top} files: in-file time (s), summed test durations (s), tests`);
for (const r of [...rows].sort((a, b) => b.wall - a.wall).slice(0, top)) {
  console.log(`${fmt(r.wall)} ${fmt(r.bodies)} ${String(r.tests).padStart(4)}  ${r.path}`);
}

const groups = new Map<string, { files: number; wall: number; times: number[] }>();
for (const r of rows) {
  const g = groups.get(r.group) ?? { files: 0, wall: 0, times: [] };
  g.files += 1;
  g.wall += r.wall;
  g.times.push(r.wall);
  groups.set(r.group, g);
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
console.log('\nper group: files, summed in-file time (s), median per file (s)');
for (const [name, g] of [...groups].sort((a, b) => b[1].wall - a[1].wall)) {
  console.log(`${String(g.files).padStart(4)} ${fmt(g.wall)} ${fmt(median(g.times))}  ${name}`);
}
// Per project (apps/web, apps/server, packages/judge, ...): files, summed in-file time, and when its files ran (seconds
// from the report's start): with every worker busy the phase's wall time is throughput, not its slowest file.
const projects = new Map<string, { files: number; wall: number; from: number; to: number }>();
for (const [i, r] of rows.entries()) {
  const name = r.path.split('/').slice(0, 2).join('/');
  const { startTime, endTime } = report.testResults[i]!;
  const p = projects.get(name) ?? { files: 0, wall: 0, from: Infinity, to: 0 };
  p.files += 1;
  p.wall += r.wall;
  p.from = Math.min(p.from, (startTime - report.startTime) / 1000);
  p.to = Math.max(p.to, (endTime - report.startTime) / 1000);
  projects.set(name, p);
}
console.log('\nper project: files, summed in-file time (s), ran from-to (s after the start)');
for (const [name, p] of [...projects].sort((a, b) => b[1].wall - a[1].wall)) {
  console.log(`${String(p.files).padStart(4)} ${fmt(p.wall)} ${fmt(p.from)}-${p.to.toFixed(1)}  ${name}`);
}
const total = rows.reduce((sum, r) => sum + r.wall, 0);
console.log(
  `\ntotal: summed in-file time ${total.toFixed(1)} s, median per file ${median(rows.map((r) => r.wall)).toFixed(2)} s`,
);
