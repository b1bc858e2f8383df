/**
 * Colleges: the content import (idempotent), the autocomplete with prefixes and typos, one college or 404, a
 * learner's request (once), and the operator's add / accept / reject commands.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import { CollegeMessage, CollegePaths, type CollegeList } from '@katana/shared/api/colleges';
import { colleges } from '../db/schema/colleges.ts';
import { users } from '../db/schema/users.ts';
import { signUp } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runCollegeAction } from './college-command.ts';
import { importColleges } from './college-import.ts';

describe('colleges', () => {
  let t: TestApp;
  const print = () => {};
  const list = async (query: string) =>
    (await t.app.inject({ url: `${CollegePaths.list}?${query}` })).json().data as CollegeList;

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['colleges'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports content/colleges once: a second import changes nothing', async () => {
    const first = await importColleges(t.app.db);
    expect(first.errors).toEqual([]);
    expect(first.inserted.length).toBeGreaterThanOrEqual(40);
    const second = await importColleges(t.app.db);
    expect(second.inserted).toEqual([]);
    expect(second.unchanged).toHaveLength(first.inserted.length);
  });

  it('finds colleges by a prefix, a word inside the name, a city and a misspelling', async () => {
    expect((await list('term=Indian Institute of Technology B')).colleges[0]?.slug).toBe(
      'indian-institute-of-technology-bombay',
    );
    expect((await list('term=waterloo')).colleges.map((c) => c.slug)).toContain('university-of-waterloo');
    expect((await list('term=Pilani')).colleges[0]?.slug).toBe(
      'birla-institute-of-technology-and-science-pilani',
    );
    expect((await list('term=Jadavpor Univrsity')).colleges[0]?.slug).toBe('jadavpur-university');
    const all = await list('page=1');
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.colleges).toHaveLength(20);
    expect((await list('term=%25_')).colleges).toEqual([]);
  });

  it('answers one college, or 404 in the envelope', async () => {
    const res = await t.app.inject({ url: fillPath(CollegePaths.detail, { slug: 'eth-zurich' }) });
    expect(res.json().data).toMatchObject({ name: 'ETH Zurich', country: 'Switzerland' });
    const missing = await t.app.inject({ url: fillPath(CollegePaths.detail, { slug: 'no-such-college' }) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(CollegeMessage.NOT_FOUND);
  });

  it('takes a learner’s request once, and the operator accepts it onto their profile', async () => {
    const { session, email } = await signUp(t.app);
    const headers = { authorization: `Token ${session.token}` };
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: CollegePaths.requests,
        headers,
        payload: { name: 'Riverside Institute of Computing', city: 'Springfield' },
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'pending', message: CollegeMessage.REQUESTED });
    expect((await ask()).json().data.message).toBe(CollegeMessage.ALREADY_REQUESTED);
    expect(
      (await t.app.inject({ method: 'POST', url: CollegePaths.requests, payload: { name: 'Anonymous U' } }))
        .statusCode,
    ).toBe(401);
    const short = await t.app.inject({
      method: 'POST',
      url: CollegePaths.requests,
      headers,
      payload: { name: 'x' },
    });
    expect(short.statusCode).toBe(422);

    const id = String(first.json().data.id);
    expect(await runCollegeAction(t.app.db, 'accept', [id], print)).toBe(0);
    expect((await list('term=Riverside')).colleges[0]?.slug).toBe('riverside-institute-of-computing');
    const [me] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(me?.collegeId).toBe('riverside-institute-of-computing');
    expect(await runCollegeAction(t.app.db, 'reject', [id], print)).toBe(1);
  });

  it('lets an operator add a college with a derived slug', async () => {
    expect(
      await runCollegeAction(
        t.app.db,
        'add',
        ['--name', 'Hillcrest Polytechnic', '--country', 'Nowhere'],
        print,
      ),
    ).toBe(0);
    expect((await list('term=Hillcrest')).colleges[0]).toMatchObject({
      slug: 'hillcrest-polytechnic',
      country: 'Nowhere',
    });
    expect(await runCollegeAction(t.app.db, 'add', [], print)).toBe(2);
  });

  it('never adds a college whose slug a campus route takes (/campus/public, /campus/moderation...)', async () => {
    const taken = async (slug: string) =>
      (await t.app.db.select().from(colleges).where(eq(colleges.slug, slug))).length > 0;
    for (const args of [
      ['--name', 'Public'],
      ['--name', 'Some College', '--slug', 'public-discussion'],
      ['--name', 'Moderation College', '--slug', 'moderation'],
    ])
      expect(await runCollegeAction(t.app.db, 'add', args, print), args.join(' ')).toBe(2);
    expect(await taken('public')).toBe(false);
    expect(await taken('moderation')).toBe(false);

    const root = mkdtempSync(join(tmpdir(), 'katana-colleges-'));
    try {
      mkdirSync(join(root, 'content', 'colleges'), { recursive: true });
      writeFileSync(
        join(root, 'content', 'colleges', 'bad.yaml'),
        'colleges:\n  - slug: public-discussion\n    name: Public Discussion College\n',
      );
      const report = await importColleges(t.app.db, root);
      expect(report.errors.join('\n')).toMatch(/public-discussion|campus/);
      expect(await taken('public-discussion')).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
