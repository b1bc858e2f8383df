/**
 * The request layer of spec 03 §7: every call of the web app goes through `client.request`, which never throws
 * for a failed call (only when the caller aborts). It returns `{ ok: true, data }` or `{ ok: false, error }` with
 * the error catalogue of spec 03 §8 applied.
 */
import { CSRF_HEADER } from '@katana/shared/auth-errors';
import { internalServerError, isRetryable, networkError, readResponse } from './api-errors.ts';
import { createInFlightCounter, type InFlightCounter } from './in-flight.ts';
import { appendQuery, cacheKey, withBaseUrl } from './request-url.ts';
import type { ApiResult, HttpMethod, QueryParams, RequestOptions } from './request-types.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';
import { browserSessionHooks, handleSessionCode, type SessionHooks } from './session-hooks.ts';

export interface RequestClientDeps {
  /** Prefixed to relative paths, e.g. `/api`. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits before a retry; injectable so tests need no timers. */
  sleep?: (ms: number) => Promise<void>;
  inFlight?: InFlightCounter;
  cache?: ResponseCache;
  sessionHooks?: Partial<SessionHooks>;
  /** The page's origin plus path, sent as source_url. */
  sourceUrl?: () => string;
  /**
   * In the partner environment every call carries naukri_request=true and no Authorization header (spec 03 §7):
   * the session there is the partner's, carried by cookies.
   */
  partnerEnvironment?: () => boolean;
}

/** Query parameter marking calls made in the partner environment. */
const PARTNER_REQUEST_PARAM = 'naukri_request';

export interface RequestClient {
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<ApiResult<T>>;
  readonly inFlight: InFlightCounter;
  readonly cache: ResponseCache;
  /** Replaces some session hooks, e.g. the auth store's `clearAuthState` once it exists. */
  setSessionHooks(hooks: Partial<SessionHooks>): void;
}

/** Parameter added by cache-busting GETs. */
export const CACHE_BUST_PARAM = '_ts';
const RETRY_BASE_DELAY_MS = 300;
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultSourceUrl = () => `${window.location.origin}${window.location.pathname}`;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function isPlainJson(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return typeof body === 'number' || typeof body === 'boolean';
  return !(
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (isPlainJson(body)) {
    headers['Content-Type'] ??= 'application/json';
    return JSON.stringify(body);
  }
  return body as BodyInit;
}

export function createRequestClient(deps: RequestClientDeps): RequestClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? defaultSleep;
  const inFlight = deps.inFlight ?? createInFlightCounter();
  const cache = deps.cache ?? createResponseCache(deps.now);
  const now = deps.now ?? Date.now;
  const sourceUrl = deps.sourceUrl ?? defaultSourceUrl;
  let hooks: SessionHooks = { ...browserSessionHooks, ...deps.sessionHooks };

  async function attempt<T>(url: string, method: HttpMethod, init: RequestInit): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      return { ok: false, error: networkError() };
    }
    let text = '';
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      return { ok: false, error: internalServerError(response.status) };
    }
    return readResponse<T>(method, response.status, text);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const method = options.method ?? 'GET';
    const retries = Math.max(0, Math.floor(options.retries ?? 0));
    let params: QueryParams | undefined = options.params;
    let body = options.body;

    if (options.sourceUrl) {
      const source = sourceUrl();
      if (method === 'POST' && (body === undefined || (isPlainJson(body) && !Array.isArray(body)))) {
        body = { ...(body as object | undefined), source_url: source };
      } else {
        params = { ...params, source_url: source };
      }
    }

    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (deps.partnerEnvironment?.()) {
      params = { ...params, [PARTNER_REQUEST_PARAM]: 'true' };
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
    } else {
      const token = hooks.authToken();
      if (token && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
        headers.Authorization = `Token ${token}`;
      }
    }

    // Cookie-authenticated writes must echo the CSRF cookie; reads are safe methods the server does not check.
    if (!SAFE_METHODS.has(method)) {
      const csrf = hooks.csrfToken();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }

    const url = appendQuery(withBaseUrl(deps.baseUrl, path), params);
    const cacheable = method === 'GET' && options.cacheSeconds !== undefined;
    const key = cacheable ? cacheKey(url, headers) : '';
    if (cacheable && !options.bustCache) {
      const hit = cache.get(key);
      if (hit) return { ok: true, data: hit.value as T };
    }
    const finalUrl = method === 'GET' && options.bustCache ? appendQuery(url, { [CACHE_BUST_PARAM]: now() }) : url;

    const init: RequestInit = {
      method,
      headers,
      // Preflight-style OPTIONS calls must not carry the session cookie.
      credentials: method === 'OPTIONS' ? 'omit' : 'include',
    };
    const encoded = encodeBody(body, headers);
    if (encoded !== undefined) init.body = encoded;
    if (options.signal) init.signal = options.signal;

    const end = options.loadingBar === false ? () => {} : inFlight.start();
    try {
      let result = await attempt<T>(finalUrl, method, init);
      for (let i = 0; i < retries && !result.ok && isRetryable(result.error); i += 1) {
        await sleep(RETRY_BASE_DELAY_MS * 2 ** i);
        result = await attempt<T>(finalUrl, method, init);
      }
      if (result.ok && cacheable) cache.set(key, result.data, options.cacheSeconds ?? 0);
      if (!result.ok) handleSessionCode(result.error.code, hooks);
      return result;
    } finally {
      end();
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    inFlight,
    cache,
    setSessionHooks(partial) {
      hooks = { ...hooks, ...partial };
    },
  };
}
