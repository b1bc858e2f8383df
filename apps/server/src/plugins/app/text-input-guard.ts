/**
 * Refuses input no column can hold, before any route sees it: a NUL (U+0000) or an unpaired UTF-16 surrogate in
 * a path or query parameter or anywhere in a JSON body (values and keys). PostgreSQL rejects both in text and
 * JSON columns, so each one was an HTTP 500 somewhere. Every other character stays allowed -- a code submission
 * may hold emoji, tabs and any script. Also refused: a body nested deeper than any of our schemas (so no later
 * walk over it can run out of stack) and a missing Host or one that names no host (links are built from it when
 * PUBLIC_URL is unset). A header or cookie holding a NUL is dropped, as if not sent.
 *
 * API requests get 422 'Validation failed.' with the field's message (a NUL in submitted code names `code`);
 * a page URL with such text names no page and gets the not-found page.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from './api-error.ts';
import { isApiPath } from './api-path.ts';
import { NOT_FOUND, VALIDATION_FAILED } from './error-handling.ts';

export const NUL_MESSAGE = 'Contains a null character (U+0000), which is not allowed.';
export const SURROGATE_MESSAGE = 'Contains invalid Unicode text (an unpaired surrogate).';
export const TOO_DEEP_MESSAGE = 'Nested too deeply.';
export const BAD_HOST_MESSAGE = 'Malformed Host header.';
export const MISSING_HOST_MESSAGE = 'Missing Host header.';

/** Deeper than any request schema of the API goes (their deepest is a handful of levels). */
export const MAX_BODY_DEPTH = 32;

// Code units, not code points (no `u` flag): a high surrogate not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or undefined when it can. */
export function invalidText(value: string): string | undefined {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return undefined;
}

export interface TextProblem {
  /** Dotted path of the field ('code', 'answer.text', 'answer_ids.0'); `root` for the value itself. */
  field: string;
  message: string;
}

/** The first unstorable string (value or key) in a JSON value, walked without recursion. */
export function findInvalidText(value: unknown, root: string, maxDepth = Infinity): TextProblem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const field = (path: string[]) => (path.length ? path.join('.') : root);
  while (stack.length) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      const message = invalidText(node);
      if (message) return { field: field(path), message };
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    // A binary body (an uploaded picture) is bytes, not text: nothing in it goes into a text column.
    if (ArrayBuffer.isView(node)) continue;
    if (path.length >= maxDepth) return { field: field(path), message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(node)) {
      const message = invalidText(key);
      if (message) return { field: field(path), message };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

function reject(request: FastifyRequest, problem: TextProblem): never {
  if (!isApiPath(request.url)) throw new ApiError(404, ErrorCode.NOT_FOUND, NOT_FOUND);
  throw new ApiError(422, ErrorCode.VALIDATION, VALIDATION_FAILED, { [problem.field]: problem.message });
}

export default fp(
  async (app) => {
    // onRequest, before the session lookup and every route hook, so no parameter reaches a query first.
    app.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      const fromUrl =
        findInvalidText(params ?? {}, 'params') ?? findInvalidText(request.query ?? {}, 'query');
      if (fromUrl) reject(request, fromUrl);
      // No HTTP parser lets a NUL through in a header (RFC 9110 §5.5); one that arrives anyway (a test's inject, a
      // lenient proxy) is dropped like a cookie we cannot read: a NUL token is no token.
      for (const [name, value] of Object.entries(request.headers)) {
        const values = Array.isArray(value) ? value : [value];
        if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) delete request.headers[name];
      }
      for (const [name, value] of Object.entries(request.cookies ?? {}))
        if (typeof value === 'string' && invalidText(value)) delete request.cookies[name];
      // HTTP/1.1 requires a Host (RFC 9112 §3.2); Node's own check answers without a body, so it is ours.
      if (!request.headers.host && request.raw.httpVersion === '1.1')
        throw new ApiError(400, ErrorCode.BAD_REQUEST, MISSING_HOST_MESSAGE);
      if (request.host && !URL.canParse(`http://${request.host}`))
        throw new ApiError(400, ErrorCode.BAD_REQUEST, BAD_HOST_MESSAGE);
    });
    // preValidation: the body is parsed by now, and no route's own check has run yet.
    app.addHook('preValidation', async (request) => {
      const problem = findInvalidText(request.body, 'body', MAX_BODY_DEPTH);
      if (problem) reject(request, problem);
    });
  },
  { name: 'text-input-guard', dependencies: ['cookie'] },
);
