/**
 * The API as a signed-in learner outside the browser (a second tab, a script): the session token as
 * `Authorization: Token`, which the server accepts without the browser's CSRF header.
 */
import type { Learner } from './learner.ts';

export async function learnerApi(
  baseURL: string,
  learner: Learner,
  path: string,
  body?: unknown,
): Promise<{
  status: number;
  json: { status: number; data?: unknown; error?: { code: number; message: string } };
}> {
  const token = learner.cookies.find((c) => c.name === 'ninja_auth_token')!.value;
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Token ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, json: (await res.json()) as never };
}
