/**
 * Turns every failure into the spec's envelope on /api (and into the error pages elsewhere):
 * validation -> 422 with field messages; malformed body and other client errors -> their 4xx; unknown path ->
 * 404; anything else -> 500 'Internal Server Error.' with details only in the log (with the request id).
 *
 * Failures that happen before a route is found have their own entry points, also answering the envelope:
 * `frameworkErrors` (a malformed percent-encoding, an over-long parameter) and `clientErrorHandler` (what Node's
 * HTTP parser refuses: oversized headers, a malformed request line). The messages of client errors are our own
 * fixed texts, never the framework's, which quote the URL or a piece of the body back (and into the log).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage, fail } from '@katana/shared/envelope';
import { isApiPath } from './api-path.ts';
import { ApiError } from './api-error.ts';

export const VALIDATION_FAILED = 'Validation failed.';
export const NOT_FOUND = 'Not found.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** `{ 'user.email': 'Invalid email' }` from Fastify's validation array; the path falls back to the part name. */
export function validationFields(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'request';
    fields[path] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Our texts for the framework's client errors (theirs echo the URL or the body's first bytes). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large.',
  FST_ERR_CTP_INVALID_TYPE: 'Malformed Content-Type header.',
  FST_ERR_BAD_URL: 'Malformed URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'URL too long.',
};

/** The envelope message of a 4xx error that is not an ApiError. */
function clientErrorMessage(err: FastifyError, status: number): string {
  const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
  if (known) return known;
  // The JSON parser's SyntaxError quotes the body; other framework errors may quote the request too.
  if (err.code?.startsWith('FST_') || err instanceof SyntaxError)
    return `${STATUS_CODES[status] ?? 'Bad Request'}.`;
  // Our own errors with a status (the rate limit's 'Too many requests, please try again in 1 minute.').
  return err.message;
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'not-found' | 'server-error',
) {
  // The query string is no part of an error page's URL.
  const page = app.pages.renderError(kind, {
    pathname: request.url.split('?', 1)[0]!,
    origin: origin(request),
  });
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(page.html);
}

/**
 * Fastify's `frameworkErrors` option: a URL whose percent-encoding does not decode, a parameter over the router's
 * length limit. No route (and so no error handler) is involved yet, hence a handler of its own.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = clientErrorMessage(err, status);
  request.log.info({ status, code: err.code }, 'request refused');
  reply.header('x-request-id', request.id);
  // Such a URL names no page.
  if (wantsPage(request)) return sendPage(request.server, request, reply, 'not-found');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(fail(status, status, message)));
}

const PARSER_FAILURES: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request header fields too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout.'],
};

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError' event): the request never became a request, so the
 * answer is written to the socket by hand. Only the parser's error code is logged: the error carries the raw bytes
 * the client sent (`rawPacket`).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Duplex,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = (err.code && PARSER_FAILURES[err.code]) || [400, 'Malformed request.'];
  this.log.debug({ status, code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(fail(status, status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  // As Node's own handler: the parser cannot go on with this connection.
  socket.destroy();
}

export default fp(
  async (app) => {
    app.setNotFoundHandler((request, reply) => {
      if (wantsPage(request)) return sendPage(app, request, reply, 'not-found');
      return reply.code(404).send(fail(404, ErrorCode.NOT_FOUND, NOT_FOUND));
    });

    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof ApiError) {
        // Not the message: some quote the request back ("Unknown language 'xyz'."); the code says which it was.
        request.log.info({ status: err.statusCode, code: err.code }, 'request refused');
        if (wantsPage(request) && err.statusCode === 404) return sendPage(app, request, reply, 'not-found');
        return reply.code(err.statusCode).send(fail(err.statusCode, err.code, err.message, err.fields));
      }
      if (err.validation) {
        const fields = validationFields(err.validation, err.validationContext);
        return reply.code(422).send(fail(422, ErrorCode.VALIDATION, VALIDATION_FAILED, fields));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = clientErrorMessage(err, status);
        request.log.info({ status, code: err.code }, 'request refused');
        if (wantsPage(request) && status === 404) return sendPage(app, request, reply, 'not-found');
        return reply.code(status).send(fail(status, status, message));
      }
      request.log.error({ err }, 'request failed');
      if (wantsPage(request)) return sendPage(app, request, reply, 'server-error');
      return reply.code(500).send(fail(500, ErrorCode.INTERNAL, ErrorMessage.INTERNAL_SERVER_ERROR));
    });
  },
  { name: 'error-handling', dependencies: ['pages'] },
);
