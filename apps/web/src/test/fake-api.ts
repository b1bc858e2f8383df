/**
 * A fake of the server at the network boundary (global fetch), answering by method and path so tests need not
 * know the order in which components call. Each route takes a list of answers (the last one repeats) or a
 * function of the request; unknown routes answer 404 in the envelope. Calls are recorded with their parsed bodies.
 */
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status: number; body?: unknown } | { pending: Promise<{ status: number; body?: unknown }> };
export type FakeRoute = FakeReply[] | ((call: FakeCall) => FakeReply);

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { status: 200, data } });
export const fail = (status: number, code: number, message: string, fields?: Record<string, string>): FakeReply => ({
  status,
  body: { status, error: fields ? { code, message, fields } : { code, message } },
});

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://katana.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: FakeCall = { method, path, query: url.searchParams, headers: (init.headers ?? {}) as Record<string, string>, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    let reply: FakeReply;
    if (!route) reply = fail(404, 404, 'Not found');
    else if (typeof route === 'function') reply = route(call);
    else reply = (route.length > 1 ? route.shift() : route[0]) ?? fail(404, 404, 'Not found');
    const answer = 'pending' in reply ? await reply.pending : reply;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status: answer.status, ok: answer.status < 300, text: async () => text } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The recorded calls to one route, e.g. `callsTo('POST v2/users/login')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A reply the test releases later, to look at in-flight states. */
export function deferred() {
  let release: (reply: { status: number; body?: unknown }) => void = () => {};
  const pending = new Promise<{ status: number; body?: unknown }>((r) => (release = r));
  return { reply: { pending } as FakeReply, release };
}
