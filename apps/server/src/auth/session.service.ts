/** Sign-in sessions: a random token handed to the client once, stored only as its SHA-256; revocable. */
import type { SessionRepository } from './session.repository.ts';
import type { SessionRow } from '../db/schema/auth.ts';
import type { UserRow } from '../db/schema/users.ts';
import { randomToken, sha256 } from '../plugins/app/secrets.ts';

export interface SessionContext {
  provider: string;
  source?: string | undefined;
  userAgent?: string | undefined;
}

export function createSessionService(deps: { repo: SessionRepository; ttlDays: number; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    ttlMs: deps.ttlDays * 24 * 60 * 60 * 1000,

    async create(userId: number, ctx: SessionContext): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken();
      const session = await deps.repo.insert({
        userId,
        tokenHash: sha256(token),
        provider: ctx.provider,
        source: ctx.source ?? null,
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
        expiresAt: new Date(now().getTime() + this.ttlMs),
      });
      return { token, session };
    },

    /** The live session of a presented token; undefined for unknown, expired or revoked tokens. */
    async resolve(token: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      if (!token || token.length > 200) return undefined;
      return deps.repo.findLiveByTokenHash(sha256(token), now());
    },

    async revoke(sessionId: number): Promise<void> {
      await deps.repo.revoke(sessionId, now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
