/**
 * The SQL languages (psql, mysql) need a database engine: PGlite or PostgreSQL for psql, MariaDB for mysql. The
 * runner is created on first use, not at start, because probing mysql starts a private mariadbd -- every server
 * start (and every server test) would pay for it even when nobody writes SQL.
 */
import {
  createSqlRunner,
  defaultSqlRunnerOptions,
  registerSqlLanguages,
  type SqlRunner,
} from '@katana/judge';

export interface SqlSupport {
  /** The runner, registering psql/mysql in the language registry on the first call. */
  runner(): SqlRunner;
  /**
   * Starts the availability probe (once) and waits for it up to `waitMs`; afterwards the registry answers from the
   * probe's result. A slow first probe (mariadbd starting) leaves "not probed yet" in the answer until it finishes.
   */
  probe(waitMs: number): Promise<void>;
  close(): Promise<void>;
}

/** @param create makes the runner (default: from the environment, with PGlite in the sandbox when it works). */
export function createSqlSupport(
  create: () => SqlRunner = () => createSqlRunner(defaultSqlRunnerOptions()),
): SqlSupport {
  let runner: SqlRunner | null = null;
  let probed: Promise<void> | null = null;
  const get = (): SqlRunner => {
    if (!runner) {
      runner = create();
      // A failed probe only means "unavailable": the registry keeps the reason it had.
      probed = registerSqlLanguages(runner).catch(() => undefined);
    }
    return runner;
  };
  return {
    runner: get,
    async probe(waitMs) {
      get();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([probed, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },
    async close() {
      if (!runner) return;
      await probed;
      await runner.close();
    },
  };
}
