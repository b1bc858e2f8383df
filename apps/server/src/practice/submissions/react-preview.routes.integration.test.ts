/**
 * POST /api/v1/problems/:slug/preview: a REACT problem's live Preview, bundled on the server with the judge's esbuild
 * and React. Signed-in learners only; only the problem's files; build errors come back as file and line.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrontendFiles } from '@katana/shared/frontend-files';
import { problems, type ProblemRow } from '../../db/schema/practice.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const STARTER_DIR = new URL(
  '../../../../../content/problems/greenhouse-temperature-converter/starter/',
  import.meta.url,
);
const starter = Object.fromEntries(
  ['index.html', 'main.jsx', 'App.jsx', 'style.css'].map((name) => [
    name,
    readFileSync(fileURLToPath(new URL(name, STARTER_DIR)), 'utf8'),
  ]),
);

describe('POST /api/v1/problems/:slug/preview', () => {
  let t: TestApp;
  let react: ProblemRow;
  let plain: ProblemRow;
  let authorization: string;

  async function insert(type: 'REACT' | 'FRONTEND', language: string, files: Record<string, string>) {
    const [row] = await t.app.db
      .insert(problems)
      .values({
        slug: `preview-${type.toLowerCase()}-${randomUUID().slice(0, 8)}`,
        uuid: randomUUID(),
        name: 'Preview',
        problemType: type,
        difficulty: 'EASY',
        maxScore: 40,
        languages: [language],
        defaultLanguage: language,
        scaffolds: { [language]: encodeFrontendFiles(files) },
        contentHash: randomUUID(),
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    react = await insert('REACT', 'react', starter);
    plain = await insert('FRONTEND', 'frontend', { 'index.html': '<p>hi</p>' });
    const { session } = await signUp(t.app);
    authorization = `Token ${session.token}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const preview = (
    slug: string,
    files: Record<string, string>,
    headers: Record<string, string> = { authorization },
  ) => t.app.inject({ method: 'POST', url: `/api/v1/problems/${slug}/preview`, headers, payload: { files } });

  it('bundles the learner’s component over the starter files, React included', async () => {
    const res = await preview(react.slug, {
      'App.jsx': 'export default function App() { return <h1>Greenhouse preview works</h1>; }',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.errors).toEqual([]);
    expect(data.bundle).toContain('Greenhouse preview works');
    expect(data.bundle).toContain('createRoot');
  });

  it('answers a build error with the file and line, for the Console tab', async () => {
    const res = await preview(react.slug, {
      'App.jsx': 'export default function App() {\n  return <p>hi</p\n}\n',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.bundle).toBeNull();
    expect(data.errors[0]).toMatchObject({ file: 'App.jsx', line: 3 });
  });

  it('refuses files the problem does not have, and problems that are not React', async () => {
    const unknown = await preview(react.slug, { 'evil.jsx': 'export default 1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("'evil.jsx' is not one of this problem's files");
    const notReact = await preview(plain.slug, { 'index.html': '<p>x</p>' });
    expect(notReact.statusCode).toBe(400);
    expect(notReact.json().error.message).toBe('Only React problems build a preview.');
  });

  it('needs a signed-in user and an existing problem', async () => {
    expect((await preview(react.slug, { 'App.jsx': 'x' }, {})).statusCode).toBe(401);
    expect((await preview('no-such-problem', { 'App.jsx': 'x' })).statusCode).toBe(404);
  });

  it('refuses a file longer than the judge accepts', async () => {
    const res = await preview(react.slug, { 'App.jsx': 'x'.repeat(13 * 1024) });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('A file is too long.');
  });
});
