/**
 * The API envelope of spec 03 §7: every response is `{status: 200, data}` or `{status, error: {code, message}}`.
 * Wire names and codes stay exactly as the spec writes them.
 */
export interface SuccessEnvelope<T> {
  status: 200;
  data: T;
}

export interface ErrorBody {
  code: number;
  message: string;
  /** Field messages for validation errors (422), keyed by the field's dotted path. */
  fields?: Record<string, string>;
}

export interface ErrorEnvelope {
  status: number;
  error: ErrorBody;
}

/** Session codes of spec 01 §8 and spec 03 §4. */
export const SessionErrorCode = {
  /** Not signed in / token missing or expired: redirect to auth with logged_out=true. */
  LOGGED_OUT: 101,
  /** Partner session expired: as 101, plus continue_with_naukri=1. */
  PARTNER_LOGGED_OUT: 102,
  /** Session cookies invalid: clear studio_at, studio_rt, nauk_sid and the auth state. */
  CLEAR_SESSION: 103,
} as const;

export const ErrorCode = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** Client side: empty response or unknown failure (spec 03 §8). */
  INTERNAL_SERVER_ERROR: 501,
  /** Client side: network failure (spec 03 §8). */
  NETWORK_ERROR: 503,
} as const;

export const ErrorMessage = {
  INTERNAL_SERVER_ERROR: 'Internal Server Error.',
  NETWORK_ERROR: 'Network error.',
} as const;

export function ok<T>(data: T): SuccessEnvelope<T> {
  return { status: 200, data };
}

export function fail(status: number, code: number, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { status, error: fields ? { code, message, fields } : { code, message } };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ErrorEnvelope).error === 'object' &&
    (value as ErrorEnvelope).error !== null &&
    typeof (value as ErrorEnvelope).error.code === 'number'
  );
}
