/** Every repository, built over one Drizzle handle and decorated on the app as `app.repos`. */
import type { Db } from '../db/client.ts';
import { createLanguageRepository } from './language.repository.ts';

export function createRepositories(db: Db) {
  return {
    languages: createLanguageRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
