/**
 * The problem page's Markdown rendered by the server (problem-html.ts): what GET /api/v1/problems/:slug and its
 * solution send beside the Markdown, and how the importer stores and refreshes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problemDetailSchema, problemSolutionSchema } from '@katana/shared/api/practice-catalogue';
import { problems } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { MARKDOWN_RENDERER_VERSION } from '../markdown/render-markdown.ts';
import { createCatalogueTestApp, DEFAULT_ORDER, importFixtureCatalogue } from './catalogue.test-support.ts';

describe('server-rendered problem HTML', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    session = (await signUp(t.app)).session;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const detail = async (slug: string) => problemDetailSchema.parse(await get(`/api/v1/problems/${slug}`));
  const solution = async (slug: string) =>
    problemSolutionSchema.parse(await get(`/api/v1/problems/${slug}/solution`, cookieHeaders(session)));

  describe('GET /api/v1/problems/:slug', () => {
    it('sends a CODE statement with its math typeset by KaTeX, beside the Markdown', async () => {
      const data = await detail('circular-greenhouse');
      expect(data.statement).toMatch(/\$n\$/);
      const html = data.statement_html!;
      expect(html).toContain('class="katex"');
      expect(html).toMatch(/<h2>Input<\/h2>/);
      // Every $...$ became KaTeX markup: no TeX delimiters left in the text.
      expect(html.replace(/<annotation[^>]*>[^<]*<\/annotation>/g, '')).not.toContain('$');
    });

    it('sends each hint as HTML, in order', async () => {
      const data = await detail('bracket-ledger-check');
      expect(data.hints_html).toHaveLength(data.hints.length);
      expect(data.hints_html![0]).toMatch(
        /^<p>Counting each kind of bracket is not enough - <code class="[^"]*">\(\[\)\]<\/code>/,
      );
    });

    it('sends a FILL_UP statement as HTML with an empty placeholder at each blank, in its sentence', async () => {
      const data = await detail('heap-operation-costs');
      expect(data.statement).toContain('{{blank:peek}}');
      expect(data.item).toEqual({ type: 'FILL_UP', blank_ids: ['peek', 'push', 'build'] });
      const html = data.statement_html!;
      expect([...html.matchAll(/<span data-blank="([^"]*)"><\/span>/g)].map((m) => m[1])).toEqual([
        'peek',
        'push',
        'build',
      ]);
      expect(html).toContain('<li>Reading the smallest element without removing it: O(<span data-blank="peek"></span>)</li>');
      expect(html).toContain('class="katex"');
      expect(html).not.toContain('{{blank:');
    });

    it('sends choice options and a NOTE article as HTML', async () => {
      const choice = await detail('stack-pop-sequence');
      expect(choice.statement_html).toMatch(/^<p>/);
      const options = choice.item?.type === 'SINGLE_CHOICE' ? choice.item.options : [];
      expect(options.map((o) => [o.id, o.text_html])).toEqual([
        [
          'a',
          '<p><code class="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">3, 5, 9</code></p>',
        ],
        [
          'b',
          '<p><code class="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">3, 9, 5</code></p>',
        ],
        [
          'c',
          '<p><code class="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">7, 3, 9</code></p>',
        ],
        [
          'd',
          '<p><code class="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">5, 9, 3</code></p>',
        ],
      ]);

      const note = await detail('hashing-in-practice');
      expect(note.statement_html).toBe('');
      expect(note.item?.type === 'NOTE' && note.item.note_html).toContain('class="katex"');
    });
  });

  describe('GET /api/v1/problems/:slug/solution', () => {
    it('sends the editorial as HTML with its math, and no solution_desc for a CODE problem', async () => {
      const data = await solution('circular-greenhouse');
      expect(data.editorial_html).toContain('class="katex"');
      expect(data.editorial_html).toMatch(/<h2>/);
      expect(data.solution_desc).toBeNull();
      expect(data.solution_desc_html).toBeNull();
    });

    it("sends a quiz item's solution_desc as HTML (its table included)", async () => {
      const data = await solution('stack-pop-sequence');
      expect(data.editorial_html).toBe('');
      expect(data.solution_desc_html).toMatch(/^<p>A stack hands back the most recently pushed value/);
      expect(data.solution_desc_html).toMatch(/<table class="[^"]*">[\s\S]*<td class="[^"]*">push 7<\/td>/);
    });
  });

  describe('import', () => {
    const htmlOf = async (slug: string) => {
      const [row] = await t.testDb.db.select().from(problems).where(eq(problems.slug, slug));
      return row!.html;
    };

    it('stores every problem rendered by the current renderer, and the detail serves it', async () => {
      const rows = await t.testDb.db.select({ slug: problems.slug, html: problems.html }).from(problems);
      expect(rows.map((r) => r.slug).sort()).toEqual([...DEFAULT_ORDER].sort());
      for (const row of rows) expect(row.html?.version, row.slug).toBe(MARKDOWN_RENDERER_VERSION);

      const stored = (await htmlOf('gift-pair-budget'))!;
      // Marked so that only the stored copy can be what the route sends.
      await t.testDb.db
        .update(problems)
        .set({ html: { ...stored, statement: '<p>stored</p>' } })
        .where(eq(problems.slug, 'gift-pair-budget'));
      expect((await detail('gift-pair-budget')).statement_html).toBe('<p>stored</p>');
      await t.testDb.db.update(problems).set({ html: stored }).where(eq(problems.slug, 'gift-pair-budget'));
    });

    it('renders on request HTML that is missing or from another renderer, and the next import stores it', async () => {
      const stored = (await htmlOf('anagram-shelves'))!;
      await t.testDb.db
        .update(problems)
        .set({ html: { ...stored, version: '0-old', statement: '<p>old renderer</p>' } })
        .where(eq(problems.slug, 'anagram-shelves'));
      await t.testDb.db.update(problems).set({ html: null }).where(eq(problems.slug, 'late-ferry-sailings'));

      expect((await detail('anagram-shelves')).statement_html).toBe(stored.statement);
      expect((await detail('late-ferry-sailings')).statement_html).toMatch(/^<p>|^<h/);

      const report = await importFixtureCatalogue(t.testDb.db);
      expect(report.updated.sort()).toEqual(['anagram-shelves', 'late-ferry-sailings']);
      expect(report.unchanged).toBe(DEFAULT_ORDER.length - 2);
      expect(await htmlOf('anagram-shelves')).toEqual(stored);
      expect((await htmlOf('late-ferry-sailings'))?.version).toBe(MARKDOWN_RENDERER_VERSION);
    });
  });
});
