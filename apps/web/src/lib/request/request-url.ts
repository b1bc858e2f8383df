/** URL building for the request layer: base prefixing, query strings and the cache key. */
import type { QueryParams } from './request-types.ts';

/** `https://x`, `//cdn.x` and `data:`-style URLs are absolute; everything else is relative to the API base. */
export function isAbsoluteUrl(path: string): boolean {
  return /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i.test(path);
}

/** Joins the base and a relative path with exactly one slash between them. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  return search.toString();
}

export function appendQuery(url: string, params: QueryParams | undefined): string {
  const query = queryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Same URL, params and header values give the same key, whatever order the headers were written in. */
export function cacheKey(url: string, headers: Record<string, string>): string {
  const headerPart = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([url, headerPart]);
}
