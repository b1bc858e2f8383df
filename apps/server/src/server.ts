/**
 * Starting and stopping the whole server: open the database (PGlite in DATA_DIR or PostgreSQL), apply the
 * migrations, seed, build the app and listen. Used by main.ts and `katana start`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './plugins/app/config.ts';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client.ts';
import { seedAll } from './practice/index.ts';
import { importContentAtStart } from './practice/index.ts';
import { seedContests } from './contests/index.ts';
import { importFlashCardsAtStart } from './flash-cards/index.ts';
import { importConceptsAtStart } from './concept-of-the-day/index.ts';
import { importGuidedPathsAtStart } from './guided-paths/index.ts';
import { importGoalsAtStart } from './goals/index.ts';
import { importCollegesAtStart } from './colleges/index.ts';
import { importInterviewBundlesAtStart } from './interview-bundles/index.ts';
import { publishWhatsNewAtStart } from './library/index.ts';
import { announceNewContent, backfillTopicBadges } from './engagement/index.ts';
import { reindexCatalogue } from './search/index.ts';
import { reindexLearners } from './profile/index.ts';
import { buildApp, type App } from './app.ts';
import { createLogger } from './plugins/app/logger.ts';
import { openMigratedDatabase } from './plugins/app/database.ts';

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  url: string;
  /** Closes the HTTP server (finishing in-flight requests), then the database. Safe to call twice. */
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger = createLogger(config),
): Promise<RunningServer> {
  const database = await openMigratedDatabase(config, log);
  let app: App | undefined;
  try {
    const seeded = await seedAll(database.db);
    log.info({ seeded }, 'seed applied');
    const catalogue = await importContentAtStart(database.db, log);
    await seedContests(database.db, log);
    await importFlashCardsAtStart(database.db, log);
    await importConceptsAtStart(database.db, log);
    // After the catalogue (a path names catalogue problems), and before goals (they name guided path modules).
    const paths = await importGuidedPathsAtStart(database.db, log);
    // One NEW_CONTENT item per learner for what this start added (nothing on an unchanged start).
    const told = await announceNewContent(database.db, {
      problems: catalogue.inserted,
      paths: paths.inserted,
    });
    if (told.length > 0) log.info({ learners: told.length }, 'new content announced');
    // A release file seen for the first time is published: one NEW_CONTENT item per learner (/whats-new).
    await publishWhatsNewAtStart(database.db, log);
    // Topic badge levels reached before they were granted (or by a catalogue change): granted once, here.
    const backfilled = await backfillTopicBadges(database.db);
    if (backfilled > 0) log.info({ badges: backfilled }, 'practice topic badges backfilled');
    await importGoalsAtStart(database.db, log);
    await importCollegesAtStart(database.db, log);
    await importInterviewBundlesAtStart(database.db, log);
    // After every import above: the search index reads the catalogue they wrote.
    log.info(
      { indexed: { ...(await reindexCatalogue(database.db)), learner: await reindexLearners(database.db) } },
      'search index rebuilt',
    );
    if (!existsSync(join(config.webDistDir, 'index.html'))) {
      log.warn(
        { webDistDir: config.webDistDir },
        'web app not built (npm run build): pages get the minimal shell',
      );
    }
    app = await buildApp({ config, database, loggerInstance: log });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await database.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  log.info({ url, publicUrl: config.publicUrl }, `${config.brandName} listening on ${url}`);

  const running = app;
  let stopping: Promise<void> | undefined;
  return {
    app: running,
    database,
    url,
    stop() {
      stopping ??= (async () => {
        await running.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

/** Starts the server and stops it cleanly on SIGINT/SIGTERM (exit code 0), keeping PGlite's data intact. */
export async function runServerUntilSignal(config: Config): Promise<void> {
  const log = createLogger(config);
  const server = await startServer(config, log);
  await new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ signal }, 'shutting down');
      // A second signal while closing means "now".
      process.once(signal, () => process.exit(1));
      server.stop().then(
        () => {
          log.info('stopped');
          resolve();
        },
        (err: unknown) => {
          log.error({ err }, 'error while shutting down');
          process.exitCode = 1;
          resolve();
        },
      );
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
}
