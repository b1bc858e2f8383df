/** The accounts' repositories, built over one Drizzle handle and decorated on the app as `app.repos` (auth.plugin.ts). */
import type { Db } from '../db/client.ts';
import { createOAuthRepository } from './oauth.repository.ts';
import { createOtpRepository } from './otp.repository.ts';
import { createRoleRepository } from './roles.repository.ts';
import { createSessionRepository } from './session.repository.ts';
import { createUserRepository } from './user.repository.ts';

export function createRepositories(db: Db) {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    otps: createOtpRepository(db),
    oauth: createOAuthRepository(db),
    roles: createRoleRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
