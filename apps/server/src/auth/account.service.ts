/**
 * Small account writes after sign-in: the display name, the marketing opt-in and the post-login log (whose UTM of
 * a new user's first login becomes the account's registration UTM).
 */
import { displayNameError, normalizeDisplayName } from '@katana/shared/api/auth-name';
import { AuthErrorCode } from '@katana/shared/auth-errors';
import { ApiError } from '../plugins/app/api-error.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { UserRepository } from './user.repository.ts';

export interface UtmFields {
  source?: string | undefined;
  medium?: string | undefined;
  campaign?: string | undefined;
}

/** UTM values as the web sends them: JSON text or an object with utmSource/utm_source/source and friends. */
export function utmFields(utm: unknown): UtmFields {
  let value = utm;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const pick = (...keys: string[]) => {
    for (const k of keys) {
      const found = v[k];
      if (typeof found === 'string' && found) return found.slice(0, 200);
    }
    return undefined;
  };
  return {
    source: pick('utmSource', 'utm_source', 'source'),
    medium: pick('utmMedium', 'utm_medium', 'medium'),
    campaign: pick('utmCampaign', 'utm_campaign', 'campaign'),
  };
}

export interface LoginLog {
  newUser: boolean;
  sourceUrl: string | null;
  sessionStartUrl: string | null;
  utm: unknown;
  ip: string;
  userAgent: string | null;
}

export function createAccountService(deps: { users: UserRepository }) {
  return {
    async rename(user: UserRow, rawName: string): Promise<UserRow> {
      const message = displayNameError(rawName);
      if (message) throw new ApiError(422, AuthErrorCode.VALIDATION, 'Validation failed.', { name: message });
      return (await deps.users.update(user.id, { name: normalizeDisplayName(rawName) })) ?? user;
    },

    async setMarketingOptIn(user: UserRow, shouldSub: boolean, weEmail: boolean): Promise<void> {
      await deps.users.update(user.id, { shouldSubToCnUpdates: shouldSub, weEmail });
    },

    async recordLoginLog(user: UserRow, log: LoginLog): Promise<void> {
      await deps.users.insertLog({
        userId: user.id,
        newUser: log.newUser,
        sourceUrl: log.sourceUrl,
        sessionStartUrl: log.sessionStartUrl,
        utm: log.utm ?? null,
        ip: log.ip,
        userAgent: log.userAgent?.slice(0, 300) ?? null,
      });
      const utm = utmFields(log.utm);
      if (log.newUser && !user.registrationUtmSource && utm.source) {
        await deps.users.update(user.id, {
          registrationUtmSource: utm.source,
          registrationUtmMedium: utm.medium ?? null,
          registrationUtmCampaign: utm.campaign ?? null,
        });
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
