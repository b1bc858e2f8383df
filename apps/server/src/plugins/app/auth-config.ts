/**
 * Sign-in part of the configuration: mail transport, OTP pepper, session lifetime, OAuth/OIDC providers and EU
 * rules. Kept beside config.ts (which merges these variables into ENV_VARS and its schema) so config.ts stays small.
 */
import { z } from 'zod';
import type { EnvVarDoc } from './config.ts';

export const AUTH_ENV_VARS: readonly EnvVarDoc[] = [
  {
    name: 'SMTP_URL',
    description:
      'smtp:// or smtps:// URL of the mail server. Unset: mails, sign-in codes included, go to the server log and to /dev/mailbox (loopback clients only; off when set).',
    secret: true,
  },
  { name: 'MAIL_FROM', default: 'Katana <no-reply@localhost>', description: 'Sender of sign-in mails.' },
  {
    name: 'OTP_PEPPER',
    description:
      'Secret mixed into stored OTP hashes; set the same value on every node. Unset: random per process.',
    secret: true,
  },
  {
    name: 'SESSION_TTL_DAYS',
    default: '30',
    description: 'Lifetime of a sign-in session and its cookie, in days.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    description: 'Google OAuth client id (Google sign-in is on when id and secret are set).',
  },
  { name: 'GOOGLE_CLIENT_SECRET', description: 'Google OAuth client secret.', secret: true },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description: 'Google OpenID Connect issuer.',
  },
  {
    name: 'FACEBOOK_CLIENT_ID',
    description: 'Facebook app id (Facebook sign-in is on when id and secret are set).',
  },
  { name: 'FACEBOOK_CLIENT_SECRET', description: 'Facebook app secret.', secret: true },
  {
    name: 'FACEBOOK_ISSUER',
    description:
      'An OpenID Connect issuer to use instead of the Facebook Graph OAuth2 endpoints (a broker, tests).',
  },
  { name: 'PARTNER_OIDC_ISSUER', description: 'OpenID Connect issuer of the job-portal partner.' },
  {
    name: 'PARTNER_OIDC_CLIENT_ID',
    description: 'Client id at the partner (partner sign-in is on when issuer, id and secret are set).',
  },
  { name: 'PARTNER_OIDC_CLIENT_SECRET', description: 'Client secret at the partner.', secret: true },
  {
    name: 'COUNTRY_HEADER',
    description:
      "Request header with the visitor's ISO country code set by a proxy/CDN (e.g. cf-ipcountry). Unset: country unknown.",
  },
  {
    name: 'EU_USERS_ACTIVE',
    default: 'true',
    description: 'false: accounts from EU countries are inactive and the web sends them to /coming-soon.',
  },
];

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = optional.refine(
  (v) => {
    if (v === undefined) return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be a URL starting with http:// or https://' },
);

export const authEnvSchema = z.object({
  SMTP_URL: optional.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return ['smtp:', 'smtps:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: 'must be a URL starting with smtp:// or smtps://' },
  ),
  MAIL_FROM: z.string().trim().min(3).default('Katana <no-reply@localhost>'),
  OTP_PEPPER: optional.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: httpUrl.transform((v) => v ?? 'https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  FACEBOOK_ISSUER: httpUrl,
  PARTNER_OIDC_ISSUER: httpUrl,
  PARTNER_OIDC_CLIENT_ID: optional,
  PARTNER_OIDC_CLIENT_SECRET: optional,
  COUNTRY_HEADER: optional.transform((v) => v?.toLowerCase()),
  EU_USERS_ACTIVE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** OIDC issuer to discover; undefined = Facebook's Graph OAuth2 endpoints. */
  issuer: string | undefined;
}

export interface AuthConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  otpPepper: string | undefined;
  sessionTtlDays: number;
  google: OAuthClientConfig | undefined;
  facebook: OAuthClientConfig | undefined;
  partner: OAuthClientConfig | undefined;
  countryHeader: string | undefined;
  euUsersActive: boolean;
}

function client(id: string | undefined, secret: string | undefined, issuer: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret, issuer } : undefined;
}

export function authConfigFrom(e: z.output<typeof authEnvSchema>): AuthConfig {
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    otpPepper: e.OTP_PEPPER,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    google: client(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER),
    facebook: client(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, e.FACEBOOK_ISSUER),
    partner: e.PARTNER_OIDC_ISSUER
      ? client(e.PARTNER_OIDC_CLIENT_ID, e.PARTNER_OIDC_CLIENT_SECRET, e.PARTNER_OIDC_ISSUER)
      : undefined,
    countryHeader: e.COUNTRY_HEADER,
    euUsersActive: e.EU_USERS_ACTIVE,
  };
}
