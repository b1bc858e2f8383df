/**
 * Turns every failure into the spec's envelope on /api (and into the error pages elsewhere):
 * validation -> 422 with field messages; malformed body and other client errors -> their 4xx; unknown path ->
 * 404; anything else -> 500 'Internal Server Error.' with details only in the log (with the request id).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage, fail } from '@katana/shared/envelope';
import { isApiPath } from '../../api-path.ts';
import { ApiError } from '../../api-error.ts';

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

function clientErrorMessage(err: FastifyError): string {
  return err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body.' : err.message;
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export default fp(
  async (app) => {
    const sendPage = (request: FastifyRequest, reply: FastifyReply, kind: 'not-found' | 'server-error') => {
      const page = app.pages.renderError(kind, { pathname: request.url, origin: origin(request) });
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.html);
    };

    app.setNotFoundHandler((request, reply) => {
      if (wantsPage(request)) return sendPage(request, reply, 'not-found');
      return reply.code(404).send(fail(404, ErrorCode.NOT_FOUND, NOT_FOUND));
    });

    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof ApiError) {
        request.log.info({ status: err.statusCode, code: err.code }, err.message);
        return reply.code(err.statusCode).send(fail(err.statusCode, err.code, err.message, err.fields));
      }
      if (err.validation) {
        const fields = validationFields(err.validation, err.validationContext);
        return reply.code(422).send(fail(422, ErrorCode.VALIDATION, VALIDATION_FAILED, fields));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ status, code: err.code }, err.message);
        if (wantsPage(request) && status === 404) return sendPage(request, reply, 'not-found');
        return reply.code(status).send(fail(status, status, clientErrorMessage(err)));
      }
      request.log.error({ err }, 'request failed');
      if (wantsPage(request)) return sendPage(request, reply, 'server-error');
      return reply.code(500).send(fail(500, ErrorCode.INTERNAL, ErrorMessage.INTERNAL_SERVER_ERROR));
    });
  },
  { name: 'error-handling', dependencies: ['pages'] },
);
