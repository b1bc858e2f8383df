/**
 * The database handle (`app.database`, `app.db` for Drizzle) and the repositories (`app.repos`). The handle is
 * opened from the config unless the caller passes one (tests, main.ts); whoever opened it closes it.
 */
import fp from 'fastify-plugin';
import { openDatabase, pgliteDirFor, type DatabaseHandle, type Db } from '../../db/client.ts';
import { createRepositories, type Repositories } from '../../auth/auth-repositories.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Db;
    repos: Repositories;
  }
}

export default fp<{ database?: DatabaseHandle | undefined }>(
  async (app, opts) => {
    let database = opts.database;
    if (!database) {
      const opened = await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: pgliteDirFor(app.config.dataDir),
      });
      app.addHook('onClose', () => opened.close());
      database = opened;
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('repos', createRepositories(database.db));
  },
  { name: 'database' },
);
