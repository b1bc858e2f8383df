/**
 * The job board end to end on the app: an empty board, `katana job add` (and its refusals), content files, the
 * filters and facets, expired and future posts hidden (list, detail and page), 404s and server-rendered heads.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobsPaths, type JobList, type JobPost } from '@katana/shared/api/jobs';
import { fillPath } from '@katana/shared/api/paths';
import { utcDay } from '@katana/shared/api/challenges';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runJobAction } from './job-command.ts';
import { importJobs } from './job-import.ts';

const day = (offset: number) => utcDay(new Date(Date.now() + offset * 86_400_000));

describe('job board', () => {
  let t: TestApp;
  const { call, data } = injectAs(() => t.app);
  const list = (query = '') => data<JobList>('GET', `${JobsPaths.list}${query}`, null);
  const add = async (args: string[]) => {
    const out: string[] = [];
    const code = await runJobAction(t.app.db, 'add', args, (line) => out.push(line));
    return { code, out };
  };
  const post = (title: string, extra: string[]) => [
    '--title',
    title,
    '--company',
    'Example Works',
    '--apply-url',
    'https://example.org/apply',
    ...extra,
  ];

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never }, slices: ['jobs'] });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('starts empty: no posts, nothing to filter', async () => {
    expect(await list()).toEqual({
      jobs: [],
      open_total: 0,
      facets: { remote: [], experience: [], skills: [], locations: [] },
    });
  });

  it('adds posts from the command line and refuses a bad field with its flag', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = await add(
      post('Backend engineer', [
        '--location',
        'Pune',
        '--remote',
        'sometimes',
        '--experience',
        'mid',
        '--expires',
        day(30),
      ]),
    );
    expect(bad.code).toBe(2);
    expect(errors.mock.calls.flat().join('\n')).toContain('--remote:');
    errors.mockRestore();
    expect(
      await add(
        post('Backend engineer', [
          '--location',
          'Pune',
          '--remote',
          'hybrid',
          '--experience',
          'mid',
          '--skills',
          'go,postgresql',
          '--expires',
          day(30),
        ]),
      ),
    ).toEqual({ code: 0, out: ['backend-engineer-example-works: inserted'] });
    await add(
      post('Data intern', [
        '--location',
        'Remote',
        '--remote',
        'remote',
        '--experience',
        'internship',
        '--skills',
        'python',
        '--expires',
        day(10),
      ]),
    );
    await add(
      post('Old opening', [
        '--location',
        'Pune',
        '--remote',
        'onsite',
        '--experience',
        'senior',
        '--posted',
        day(-40),
        '--expires',
        day(-1),
      ]),
    );
    await add(
      post('Next month', [
        '--location',
        'Pune',
        '--remote',
        'onsite',
        '--experience',
        'senior',
        '--posted',
        day(5),
        '--expires',
        day(40),
      ]),
    );
  });

  it('imports posts from content files, refusing a file with a bad field', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'jobs-'));
    mkdirSync(path.join(root, 'content', 'jobs'), { recursive: true });
    const file = (name: string, body: string) =>
      writeFileSync(path.join(root, 'content', 'jobs', name), body);
    file(
      'frontend-dev.yaml',
      `title: Frontend developer\ncompany: Sample Studio\nlocation: Bengaluru\nremote: onsite\nexperience: entry\nskills: [react]\napply_url: https://example.org/fe\nposted_on: ${day(-2)}\nexpires_on: ${day(20)}\n`,
    );
    file(
      'broken.yaml',
      `title: Broken\ncompany: X\nlocation: Y\nremote: onsite\nexperience: entry\napply_url: not-a-url\nposted_on: ${day(0)}\nexpires_on: ${day(3)}\n`,
    );
    const report = await importJobs(t.app.db, root);
    expect(report.inserted).toEqual(['frontend-dev']);
    expect(report.errors).toEqual([expect.stringMatching(/^content\/jobs\/broken\.yaml: apply_url: /)]);
  });

  it('lists only open posts, newest first, and filters them', async () => {
    const all = await list();
    expect(all.open_total).toBe(3);
    expect(all.jobs.map((j) => j.slug).sort()).toEqual([
      'backend-engineer-example-works',
      'data-intern-example-works',
      'frontend-dev',
    ]);
    expect(all.facets.remote).toEqual(expect.arrayContaining([{ value: 'remote', count: 1 }]));
    expect((await list('?remote=remote')).jobs.map((j) => j.title)).toEqual(['Data intern']);
    expect((await list('?experience=mid,entry')).jobs).toHaveLength(2);
    expect((await list('?skill=Go')).jobs.map((j) => j.title)).toEqual(['Backend engineer']);
    expect((await list('?q=sample')).jobs.map((j) => j.title)).toEqual(['Frontend developer']);
    expect((await list('?location=Pune&remote=remote')).jobs).toEqual([]);
    expect((await call('GET', `${JobsPaths.list}?remote=sometimes`, null)).statusCode).toBe(422);
  });

  it('answers a post and its page, and 404s expired, future and unknown posts', async () => {
    const job = await data<JobPost>(
      'GET',
      fillPath(JobsPaths.detail, { slug: 'backend-engineer-example-works' }),
      null,
    );
    expect(job).toMatchObject({ company: 'Example Works', skills: ['go', 'postgresql'], remote: 'hybrid' });
    const page = await t.app.inject({ url: '/jobs/backend-engineer-example-works' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Backend engineer at Example Works[^<]*<\/title>/);
    for (const slug of ['old-opening-example-works', 'next-month-example-works', 'no-such-job']) {
      expect((await call('GET', fillPath(JobsPaths.detail, { slug }), null)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/jobs/${slug}` })).statusCode).toBe(404);
    }
    const board = await t.app.inject({ url: '/jobs' });
    expect(board.statusCode).toBe(200);
    expect(board.body).toMatch(/<title>Jobs[^<]*<\/title>/);
  });
});
