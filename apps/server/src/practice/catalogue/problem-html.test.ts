import { describe, expect, it } from 'vitest';
import type { Item, ItemBase } from '@katana/shared/items/item-types';
import type { ProblemHtml } from '../../db/schema/practice.ts';
import { MARKDOWN_RENDERER_VERSION } from '../markdown/render-markdown.ts';
import { problemHtml, renderProblemHtml, solutionDescHtml } from './problem-html.ts';

const base: ItemBase = {
  slug: 'q',
  type: 'NOTE',
  title: 'Q',
  difficulty: 'EASY',
  maxScore: 10,
  topics: [],
  companies: [],
  lists: [],
  metaDescription: '',
  metaKeywords: '',
};

const choice = {
  ...base,
  type: 'SINGLE_CHOICE',
  statement: 'Which is $O(1)$?',
  options: [
    { id: 'a', text: '**peek**' },
    { id: 'b', text: 'pop' },
  ],
  rightAnswers: ['a'],
  solutionDesc: 'The top is *kept*.',
} satisfies Item;

const row = (item: Item | null, problemType: string = item?.type ?? 'CODE') => ({
  problemType,
  statement: item && 'statement' in item ? item.statement : 'Print $n$.',
  editorial: item ? '' : 'Use a **loop**.',
  hints: item ? [] : ['Read $n$.', 'Loop.'],
  item: item as unknown as Record<string, unknown> | null,
});

describe('renderProblemHtml', () => {
  it('renders a CODE problem: statement, editorial and each hint; no item parts', () => {
    const html = renderProblemHtml(row(null));
    expect(html.version).toBe(MARKDOWN_RENDERER_VERSION);
    expect(html.statement).toMatch(/^<p>Print <span class="katex">/);
    expect(html.editorial).toBe('<p>Use a <strong>loop</strong>.</p>');
    expect(html.hints).toHaveLength(2);
    expect(html.hints[1]).toBe('<p>Loop.</p>');
    expect(html).toMatchObject({ note: null, options: {}, solutionDesc: null });
  });

  it('renders choice options by id and the solution_desc', () => {
    const html = renderProblemHtml(row(choice));
    expect(html.statement).toContain('class="katex"');
    expect(html.options).toEqual({ a: '<p><strong>peek</strong></p>', b: '<p>pop</p>' });
    expect(html.solutionDesc).toBe('<p>The top is <em>kept</em>.</p>');
    expect(html.editorial).toBe('');
  });

  it("renders a FILL_UP statement with a placeholder per blank for the page's inputs, and its solution_desc", () => {
    const fill = {
      ...base,
      type: 'FILL_UP',
      statement: 'A stack is {{blank:a}}.',
      blanks: [{ id: 'a', answers: ['LIFO'], match: 'exact', tolerance: 0 }],
      solutionDesc: 'Last in, **first** out.',
    } satisfies Item;
    const html = renderProblemHtml(row(fill));
    expect(html.statement).toBe('<p>A stack is <span data-blank="a"></span>.</p>');
    expect(html.solutionDesc).toBe('<p>Last in, <strong>first</strong> out.</p>');
  });

  it("renders a NOTE's article", () => {
    const note = { ...base, type: 'NOTE', note: '# Hashing\n\n$h(k)$' } satisfies Item;
    const html = renderProblemHtml({ ...row(note), statement: '' });
    expect(html.statement).toBe('');
    expect(html.note).toMatch(/^<h1>Hashing<\/h1>\n<p><span class="katex">/);
    expect(html.solutionDesc).toBeNull();
  });
});

describe('stored HTML', () => {
  const stored = (version: string): ProblemHtml => ({
    ...renderProblemHtml(row(choice)),
    version,
    statement: '<p>stored</p>',
    solutionDesc: '<p>stored desc</p>',
  });

  it('is used when the current renderer wrote it', () => {
    const html = stored(MARKDOWN_RENDERER_VERSION);
    expect(problemHtml({ ...row(choice), html }).statement).toBe('<p>stored</p>');
    expect(solutionDescHtml({ item: row(choice).item, html })).toBe('<p>stored desc</p>');
  });

  it('is rendered again when missing or written by another renderer', () => {
    for (const html of [null, stored('0-old')]) {
      expect(problemHtml({ ...row(choice), html }).statement).toContain('class="katex"');
      expect(solutionDescHtml({ item: row(choice).item, html })).toBe('<p>The top is <em>kept</em>.</p>');
    }
  });

  it('has no solution_desc for problems without a quiz item', () => {
    expect(solutionDescHtml({ item: null, html: null })).toBeNull();
  });
});
