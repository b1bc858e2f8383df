/**
 * The node access token (spec 03 §3 "User fields read": node_access_token): what the web hands the realtime socket
 * in its handshake, since the session token itself stays in an HttpOnly cookie and never reaches client state.
 *
 * Format `<session id>.<mac>`, mac = HMAC-SHA256 keyed with the session's stored token hash (and OTP_PEPPER when
 * set) over the session id. Verification loads the session by id and only accepts it while the session is live and
 * its user active, so logging out (revoking the session) revokes the token too. No table and no per-node secret: every
 * API node can verify a token issued by another, from the database alone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionRow } from '../db/schema/auth.ts';
import type { UserRow } from '../db/schema/users.ts';

export interface LiveSessionLookup {
  findLiveById(id: number, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined>;
}

export interface NodeAccessTokenDeps {
  sessions: LiveSessionLookup;
  /** OTP_PEPPER: when set, a leaked sessions table alone is not enough to forge a token. */
  pepper?: string | undefined;
  now?: () => Date;
}

export interface NodeAccess {
  userId: number;
  sessionId: number;
}

const FORMAT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(session: Pick<SessionRow, 'id' | 'tokenHash'>, pepper: string): string {
  return createHmac('sha256', `${session.tokenHash}:${pepper}`)
    .update(`katana-node-access:${session.id}`)
    .digest('base64url');
}

export function createNodeAccessTokens(deps: NodeAccessTokenDeps) {
  const pepper = deps.pepper ?? '';
  const now = deps.now ?? (() => new Date());
  return {
    issue(session: Pick<SessionRow, 'id' | 'tokenHash'>): string {
      return `${session.id}.${mac(session, pepper)}`;
    },

    /** Who the token belongs to, or null for a malformed, forged, revoked or expired one. */
    async verify(token: unknown): Promise<NodeAccess | null> {
      if (typeof token !== 'string') return null;
      const match = FORMAT.exec(token);
      if (!match) return null;
      const found = await deps.sessions.findLiveById(Number(match[1]), now());
      if (!found || !found.user.active) return null;
      const expected = Buffer.from(mac(found.session, pepper));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId: found.user.id, sessionId: found.session.id };
    },
  };
}

export type NodeAccessTokens = ReturnType<typeof createNodeAccessTokens>;
