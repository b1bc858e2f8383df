/**
 * Test fixture for spawner.test.ts (not a test itself): a judge process that starts one long sandboxed run through
 * katana-spawner, prints "running SPAWNER_PID" once the run is under way, and waits to be killed.
 *   node --import tsx spawner-orphan.fixture.ts MARKER
 */
import { createBox } from '../compile-run/workspace.ts';
import { createSandbox, sandboxAvailability } from './bwrap-sandbox.ts';
import { testLimits } from './test-support.ts';

const marker = process.argv[2] ?? 'no-marker';
const sandbox = createSandbox();
for (let i = 0; i < 500 && sandboxAvailability().launch?.mode !== 'spawner'; i++)
  await new Promise((r) => setTimeout(r, 10));
const launch = sandboxAvailability().launch;
if (launch?.mode !== 'spawner') throw new Error(`spawner not ready: ${launch?.reason}`);
const box = await createBox('run');
void sandbox.run({
  argv: ['/bin/sh', '-c', 'touch /box/up; exec sleep 60', marker],
  boxDir: box,
  limits: testLimits({ wallTimeMs: 60_000 }),
});
const { existsSync } = await import('node:fs');
for (let i = 0; i < 500 && !existsSync(`${box}/up`); i++) await new Promise((r) => setTimeout(r, 10));
console.log(`running ${launch.pid}`);
setInterval(() => {}, 1000);
