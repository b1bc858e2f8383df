/** `npx tsx apps/server/src/main.ts`: load the config, migrate, seed, listen; stop cleanly on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './plugins/app/config.ts';
import { runServerUntilSignal } from './server.ts';

try {
  await runServerUntilSignal(loadConfig());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}
