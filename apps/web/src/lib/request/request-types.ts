/** The request layer's vocabulary (spec 03 §7 "Request layer"). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

type ParamValue = string | number | boolean | null | undefined;
/** Query parameters; null/undefined are left out, arrays repeat the key (`feature_keys[]=a&feature_keys[]=b`). */
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  /** Plain objects and arrays are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Extra attempts after a network failure or a 5xx answer; at least 0 (the default). */
  retries?: number;
  /** Set false for background calls that must not drive the top loading bar. */
  loadingBar?: boolean;
  /**
   * GET only: keep a successful answer for this many seconds, keyed by URL, params and header values.
   * Zero or less keeps it until the page reloads. Left out, nothing is cached.
   */
  cacheSeconds?: number;
  /** GET only: add a timestamp parameter so no HTTP cache answers, and skip the in-memory cache. */
  bustCache?: boolean;
  /** Add source_url (page origin plus path): to the JSON body on POST, else to the query. */
  sourceUrl?: boolean;
  signal?: AbortSignal;
}

/**
 * A failed call. `code` is the envelope's error code when the server sent one, else the HTTP status, else the
 * client-side catalogue code (501 internal, 503 network). `status` is the HTTP status when there was an answer.
 */
export interface ApiError {
  code: number;
  message: string;
  status?: number;
  fields?: Record<string, string>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
