/**
 * The database handle (`app.database`, `app.db` for Drizzle). The handle is
 * opened from the config unless the caller passes one (tests, main.ts); whoever opened it closes it.
 */
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { openDatabase, pgliteDirFor, type DatabaseHandle, type Db } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { copySeedImage } from '../../db/seed-image.ts';
import { loadConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Db;
  }
}

export default fp<{ database?: DatabaseHandle | undefined }>(
  async (app, opts) => {
    let database = opts.database;
    if (!database) {
      const opened = await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: pgliteDirFor(app.config.dataDir),
        pgliteSharedBuffersMb: app.config.pgliteSharedBuffersMb,
      });
      app.addHook('onClose', () => opened.close());
      database = opened;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);

/**
 * Opens the configured database and brings its schema up to date. An embedded database not made yet starts as a
 * copy of the set-up's seeded image when there is one (db/seed-image.ts).
 */
export async function openMigratedDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  if (!config.databaseUrl && copySeedImage(pgliteDirFor(config.dataDir))) {
    log.info('new database copied from the prebuilt image (made by the set-up)');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  log.info(
    {
      driver: database.driver,
      ...(database.driver === 'pglite' ? { dir: pgliteDirFor(config.dataDir) } : {}),
    },
    'database ready',
  );
  return database;
}

/**
 * What a command that works on the data runs in: the configured database, migrated, handed to `fn` with the logger,
 * and closed once `fn` settles (whatever it returned or threw).
 */
export async function withMigratedDatabase<T>(fn: (db: Db, log: Logger) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openMigratedDatabase(config, log);
  try {
    return await fn(database.db, log);
  } finally {
    await database.close();
  }
}
