/**
 * app.inject() as a learner (their bearer token) or anonymously, and the envelope's data of a 200 answer:
 *
 *   const { call, data } = injectAs(() => t.app);   // t is assigned in beforeAll
 *   const list = await data<GuidedPathList>('GET', GuidedPathsPaths.list, ada);
 */
import { expect } from 'vitest';
import type { App } from '../app.ts';

export interface Caller {
  authorization: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function injectAs(app: () => App) {
  const call = (method: Method, url: string, who: Caller | null, payload?: object) =>
    app().inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const data = async <T>(method: Method, url: string, who: Caller | null, payload?: object): Promise<T> => {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  return { call, data };
}
