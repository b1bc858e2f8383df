/**
 * The client's error catalogue (spec 03 §8) and the reading of one HTTP answer into a result. Pure, so every row of
 * the catalogue is testable without a network.
 */
import { ErrorCode, ErrorMessage, isErrorEnvelope } from '@katana/shared/envelope';
import type { ApiError, ApiResult, HttpMethod } from './request-types.ts';

export function internalServerError(status?: number): ApiError {
  const error: ApiError = { code: ErrorCode.INTERNAL_SERVER_ERROR, message: ErrorMessage.INTERNAL_SERVER_ERROR };
  if (status !== undefined) error.status = status;
  return error;
}

export function networkError(): ApiError {
  return { code: ErrorCode.NETWORK_ERROR, message: ErrorMessage.NETWORK_ERROR };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverError(body: unknown): ApiError | null {
  if (!isErrorEnvelope(body)) return null;
  const { code, message, fields } = body.error;
  const error: ApiError = { code, message: typeof message === 'string' && message ? message : ErrorMessage.INTERNAL_SERVER_ERROR };
  if (fields) error.fields = fields;
  return error;
}

function isSuccessEnvelope(body: unknown): body is { status: 200; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 200 && 'data' in body;
}

/** A non-envelope error body such as `{message}` from a proxy; anything else gets the catalogue message. */
function plainMessage(body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : ErrorMessage.INTERNAL_SERVER_ERROR;
}

/**
 * One HTTP answer to a result:
 * - HTTP status 0 (an opaque answer): internal server error (501);
 * - an error envelope: its code and message, whatever the HTTP status;
 * - any other HTTP failure: the HTTP status with the server's message, or the catalogue message without one;
 * - HTTP success with an empty body, or an envelope whose status is not 200 or that lacks data: internal server
 *   error (501).
 * HEAD answers carry no body by definition, so a successful HEAD yields null data.
 */
export function readResponse<T>(method: HttpMethod, status: number, bodyText: string): ApiResult<T> {
  if (status === 0) return { ok: false, error: internalServerError() };
  const okHttp = status >= 200 && status < 300;
  if (method === 'HEAD' && okHttp) return { ok: true, data: null as T };
  const body = bodyText.trim() === '' ? undefined : parseJson(bodyText);
  const fromServer = serverError(body);
  if (fromServer) return { ok: false, error: { ...fromServer, status } };
  if (!okHttp) return { ok: false, error: { code: status, message: plainMessage(body), status } };
  if (!isSuccessEnvelope(body) || body.data === undefined) return { ok: false, error: internalServerError(status) };
  return { ok: true, data: body.data as T };
}

/** Network failures and 5xx answers may succeed on a second try; client errors and envelope errors will not. */
export function isRetryable(error: ApiError): boolean {
  if (error.code === ErrorCode.NETWORK_ERROR && error.status === undefined) return true;
  return error.status !== undefined && error.status >= 500;
}
