/**
 * Roles: `katana role grant|revoke|list` on the database, GET /api/v2/users/roles, and app.requireRole's 401/403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleMessage, RolePaths } from '@katana/shared/api/roles';
import { signUp } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runRoleAction } from './role-command.ts';

describe('roles', () => {
  let t: TestApp;
  const printed: string[] = [];
  const print = (text: string) => printed.push(text);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        register: (app) =>
          app.get('/api/v1/__moderator-probe', { onRequest: app.requireRole('moderator') }, async () => ({
            ok: 1,
          })),
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants, lists and revokes the moderator role; the API and the guard follow', async () => {
    const { email, session } = await signUp(t.app, { email: 'mod-to-be@example.com' });
    const headers = { authorization: `Token ${session.token}` };
    const mine = () => t.app.inject({ url: RolePaths.mine, headers });
    const probe = () => t.app.inject({ url: '/api/v1/__moderator-probe', headers });

    expect((await mine()).json().data).toEqual({ roles: [] });
    const denied = await probe();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(RoleMessage.FORBIDDEN);
    expect((await t.app.inject({ url: '/api/v1/__moderator-probe' })).statusCode).toBe(401);

    expect(
      await runRoleAction(t.app.db, 'grant', ['--email', email.toUpperCase(), '--role', 'moderator'], print),
    ).toBe(0);
    expect(printed.at(-1)).toBe(`${email} is now a moderator.`);
    expect(await runRoleAction(t.app.db, 'grant', ['--email', email], print)).toBe(0);
    expect(printed.at(-1)).toBe(`${email} already was a moderator.`);
    expect((await mine()).json().data).toEqual({ roles: ['moderator'] });
    expect((await probe()).statusCode).toBe(200);
    expect(await runRoleAction(t.app.db, 'list', [], print)).toBe(0);
    expect(printed.at(-1)).toContain(email);

    expect(await runRoleAction(t.app.db, 'revoke', ['--email', email], print)).toBe(0);
    expect((await probe()).statusCode).toBe(403);
  });

  it('refuses an unknown role or account with a usage message and a non-zero exit', async () => {
    expect(
      await runRoleAction(t.app.db, 'grant', ['--email', 'x@example.com', '--role', 'admin'], print),
    ).toBe(2);
    expect(await runRoleAction(t.app.db, 'grant', ['--email', 'nobody@example.com'], print)).toBe(1);
    expect(await runRoleAction(t.app.db, 'grant', [], print)).toBe(2);
  });
});
