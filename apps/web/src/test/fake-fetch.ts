/**
 * A scripted stand-in for `fetch` at the client's own network boundary. Each call takes the next scripted answer:
 * a status with a body (an object is sent as JSON), a thrown network error, or a promise the test resolves later.
 */
import { vi } from 'vitest';

export type FakeAnswer =
  | { status: number; body?: unknown }
  | { networkError: true }
  | { pending: Promise<{ status: number; body?: unknown }> };

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { url: string; init: RequestInit }[];
  /** Answers used when the script runs out. */
  fallback: FakeAnswer;
}

function toResponse(answer: { status: number; body?: unknown }): Response {
  const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  // A plain object: the WHATWG Response constructor refuses status 0, which the catalogue must handle.
  return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, text: async () => text } as Response;
}

export function fakeFetch(...script: FakeAnswer[]): FakeFetch {
  const queue = [...script];
  const state: FakeFetch = {
    calls: [],
    fallback: { status: 200, body: { status: 200, data: null } },
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      state.calls.push({ url: String(input), init });
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const answer = queue.shift() ?? state.fallback;
      if ('networkError' in answer) throw new TypeError('Failed to fetch');
      if ('pending' in answer) return toResponse(await answer.pending);
      return toResponse(answer);
    }) as typeof fetch,
  };
  return state;
}

export const okEnvelope = (data: unknown) => ({ status: 200, body: { status: 200, data } });
export const errorEnvelope = (status: number, code: number, message: string, fields?: Record<string, string>) => ({
  status,
  body: { status, error: fields ? { code, message, fields } : { code, message } },
});
