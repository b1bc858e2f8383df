/**
 * Entity pages of the shared route map on the whole app: every entity route the web has a screen for has a page
 * resolver (without one the server would answer 404 for every contest, guided path...), and an entity route the web
 * still shows as "coming soon" needs none (none is left today: the web projects were the last).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@katana/shared/routes';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('entity pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // The first library page renders the library's articles once (KaTeX): slow on a loaded machine.
  it(
    'answers 404 for an unknown library category or article (the library resolves its pages)',
    { timeout: 180_000 },
    async () => {
      expect((await t.app.inject({ url: '/library/first-steps' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/library/algorithms/first-steps' })).statusCode).toBe(404);
    },
  );

  it('has a page resolver for every entity route that is not marked coming soon', () => {
    const unresolved = ROUTES.filter(
      (r) => r.entity && !r.comingSoon && !t.app.pageResolvers.get(r.kind),
    ).map((r) => r.kind);
    expect(unresolved).toEqual([]);
  });

  it('answers 404 for an unknown web project, its finished page and its editor (web-projects resolves them)', async () => {
    for (const url of ['/web-development/no-such-project', '/web-development/no-such-project/finished'])
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/web-development/no-such-project/editor' })).statusCode).toBe(404);
  });
});
