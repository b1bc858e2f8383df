/**
 * The partner's side of a session (spec 01 §4 "Logout", §8 "Job-portal login status", spec 03 §4): a partner
 * sign-in leaves the partner's access and refresh tokens in HttpOnly cookies; with them the server asks the
 * partner whether the user is still signed in there (userinfo, refreshing an expired access token) and logs the
 * user out there (token revocation, which ends the partner's grant). The partner is the configured OIDC partner.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OAuthProvider } from '@katana/shared/api/auth';
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { ApiError } from '../plugins/app/api-error.ts';
import type { OAuthRepository } from './oauth.repository.ts';
import type { OAuthClient, ProviderTokens } from './oauth-clients.ts';

export interface PartnerCookieTokens {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
}

export interface PartnerStatus {
  loggedIn: boolean;
  /** Set when the access token had to be refreshed: the new tokens replace the cookies. */
  refreshed?: ProviderTokens;
}

export interface PartnerSessionDeps {
  clients: Map<OAuthProvider, OAuthClient>;
  oauth: OAuthRepository;
  log: FastifyBaseLogger;
}

const unreachable = () => new ApiError(502, AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.PARTNER_UNAVAILABLE);

export function createPartnerSessionService(deps: PartnerSessionDeps) {
  function client(): OAuthClient {
    const found = deps.clients.get('partner');
    if (!found) throw new ApiError(400, AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_NOT_CONFIGURED);
    return found;
  }

  /** Partner calls fail for reasons the user cannot fix (network, partner down): log the kind, answer 502. */
  async function atPartner<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      deps.log.warn({ err: { name: (err as Error).name, code: (err as { code?: string }).code } }, what);
      throw unreachable();
    }
  }

  return {
    /**
     * Whether the partner still has the user signed in. For a signed-in user the partner account must be the one
     * linked to them; someone else's partner session does not count.
     */
    async loginStatus(tokens: PartnerCookieTokens, userId: number | null): Promise<PartnerStatus> {
      const partner = client();
      const expected =
        userId === null ? undefined : (await deps.oauth.findIdentityOfUser(userId, 'partner'))?.subject;
      if (userId !== null && expected === undefined) return { loggedIn: false };
      const belongs = (subject: string | null) =>
        subject !== null && (expected === undefined || subject === expected);

      if (tokens.accessToken) {
        const subject = await atPartner('partner userinfo failed', () =>
          partner.accessTokenSubject(tokens.accessToken!),
        );
        if (belongs(subject)) return { loggedIn: true };
      }
      if (tokens.refreshToken) {
        const fresh = await atPartner('partner refresh failed', () => partner.refresh(tokens.refreshToken!));
        if (fresh) {
          const subject = await atPartner('partner userinfo failed', () =>
            partner.accessTokenSubject(fresh.accessToken),
          );
          if (belongs(subject)) return { loggedIn: true, refreshed: fresh };
        }
      }
      return { loggedIn: false };
    },

    /**
     * Ends the partner session: the refresh token first (the partner then drops the whole grant), then the access
     * token. Returns whether the partner offers revocation at all.
     */
    async logout(tokens: PartnerCookieTokens): Promise<boolean> {
      const partner = client();
      let revoked = false;
      if (tokens.refreshToken) {
        revoked = await atPartner('partner revocation failed', () =>
          partner.revoke(tokens.refreshToken!, 'refresh_token'),
        );
      }
      if (tokens.accessToken) {
        revoked =
          (await atPartner('partner revocation failed', () =>
            partner.revoke(tokens.accessToken!, 'access_token'),
          )) || revoked;
      }
      return revoked;
    },
  };
}
