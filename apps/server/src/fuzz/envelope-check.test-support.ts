/**
 * What every answer to bad input must look like: never a 5xx, and on /api the spec's envelope -- `{status, data}`
 * or `{status, error: {code, message}}` with `status` equal to the HTTP status. Binary resources (.png, .ics) may
 * answer their bytes on success; redirects (OAuth) carry a Location.
 */
import { isApiPath } from '../plugins/app/api-path.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Why the answer breaks the rules, or undefined when it keeps them. */
export function envelopeProblem(url: string, res: Answer): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (!isApiPath(url)) return undefined;
  if (res.statusCode >= 300 && res.statusCode < 400)
    return res.headers.location ? undefined : `redirect ${res.statusCode} without a Location`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode < 300 && !type.includes('json')) return undefined;
  if (!type.includes('application/json'))
    return `content-type ${type || '(none)'} for HTTP ${res.statusCode}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  const env = body as { status?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (env?.status !== res.statusCode)
    return `envelope status ${String(env?.status)} for HTTP ${res.statusCode}`;
  if (res.statusCode < 300) return 'data' in env ? undefined : 'success without data';
  const error = env.error;
  if (typeof error?.code !== 'number' || typeof error.message !== 'string' || !error.message)
    return `no {code, message} error: ${res.body.slice(0, 200)}`;
  return undefined;
}
