/**
 * Logger options and request ids. Secrets never reach the log: credentials in headers, any password, passcode
 * or token field of a logged object, and secret query parameters of logged URLs are replaced by "[Redacted]".
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

const SECRET_FIELDS = [
  'password',
  'passcode',
  'token',
  'access_token',
  'refresh_token',
  'user_access_token',
  'fb_merge_token',
  'otp',
  'secret',
  'client_secret',
];

export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const CENSOR = '[Redacted]';
/** Query parameters that carry credentials (sign-in links, OAuth callbacks). */
const SECRET_QUERY_PARAMS = new Set([...SECRET_FIELDS, 'code', 'id_token', 'state', 'fb_merge_token']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_PARAMS.has(key.toLowerCase())) {
      params.set(key, CENSOR);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's default request serializer, with the URL's secret query parameters redacted. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** A caller's x-request-id is kept when it is a plain token (a proxy's id), else we make one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export type LoggerOption = FastifyServerOptions['logger'];

/** pino options shared by Fastify's logger and the one main.ts creates before the app (migrations, seed). */
export function pinoOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest },
  };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: NodeJS.WritableStream,
): LoggerOption {
  return { ...pinoOptions(config), ...(stream ? { stream } : {}) };
}
