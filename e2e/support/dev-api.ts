/** POSTs to a dev-only route of the server under test and returns the envelope's data (fails the test on non-200). */
import { expect } from 'vitest';

export async function devPost<T>(baseURL: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  expect(res.status, `POST ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}
