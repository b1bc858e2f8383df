/**
 * Logger options and request ids. The log keeps nothing a learner typed and no secret:
 * - a request is logged by its route's pattern (`/api/v1/problems/:slug`, pages by their kind), never by its URL,
 *   whose path and query string carry search words, e-mail addresses, sign-in codes;
 * - an error keeps its type, code, message and stack, but not the request data errors carry: a failed query's
 *   parameters (drizzle), the values PostgreSQL quotes in its messages, its `detail`, a parser's raw bytes;
 * - credentials in headers and any password, passcode or token field of a logged object are "[Redacted]".
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import { matchRoute } from '@katana/shared/routes';
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

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
  is404?: boolean;
  routeOptions?: { url?: string };
}

/** The web app's catch-all route: its pattern says nothing, the page kind says which screen. */
const PAGE_ROUTE = '/*';

function routeOf(req: LoggedRequest): { url?: string; page?: string } {
  // A request that failed before routing (a malformed URL) or matched no route has no pattern to show.
  const route = req.is404 ? undefined : req.routeOptions?.url;
  if (!route) return {};
  if (route !== PAGE_ROUTE) return { url: route };
  return { url: route, page: matchRoute(req.url.split('?', 1)[0]!).kind };
}

/** Fastify's request serializer, with the route's pattern in place of the URL (and no Host header). */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    ...routeOf(req),
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

interface ErrorLike {
  name?: string;
  message: string;
  stack?: string;
  cause?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/** Fields of errors that describe the failure, not the request (Node system errors, PostgreSQL, Fastify). */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

/** A PostgreSQL error (pg and PGlite alike): a five-character SQLSTATE and a severity. */
const isDatabaseError = (err: ErrorLike) =>
  typeof err.severity === 'string' && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code);

function safeMessage(err: ErrorLike): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <the values>" -- the SQL is ours, the values not.
  if (typeof err.query === 'string' && Array.isArray(err.params)) return `Failed query: ${err.query}`;
  // 'invalid input syntax for type integer: "<value>"': PostgreSQL quotes the offending value.
  if (isDatabaseError(err)) return err.message.replace(/"[^"]*"/g, '"[Redacted]"');
  return err.message;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino's `err` serializer, keeping only what says what failed and where. */
export function serializeError(value: Error, depth = 0): SerializedError {
  // pino hands over whatever sits under `err`; what is no error (`{ name }` of a known failure) stays as it is.
  if (!isErrorLike(value)) return value as unknown as SerializedError;
  const err: ErrorLike = value;
  const type =
    err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : (err.name ?? 'Error');
  const message = safeMessage(err);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type,
    message,
    stack: [`${err.name ?? type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) if (err[field] !== undefined) out[field] = err[field];
  if (isErrorLike(err.cause) && depth < 3) out.cause = serializeError(err.cause as Error, depth + 1);
  return out;
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
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/** A logger outside Fastify (the server before its app exists, `katana worker`, the CLI commands). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(pinoOptions(config));
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: NodeJS.WritableStream,
): LoggerOption {
  return { ...pinoOptions(config), ...(stream ? { stream } : {}) };
}
