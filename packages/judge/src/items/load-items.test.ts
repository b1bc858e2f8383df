import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duplicateSlugs, loadItems, readItemFolder } from './load-items.ts';

const ITEM_YAML = (slug: string, extra = '') => `slug: ${slug}
type: SINGLE_CHOICE
title: Stack order
difficulty: EASY
max_score: 10
topics: [stacks-queues]
meta_description: Which value leaves a stack first.
meta_keywords: stack
options:
  - id: a
    text: first pushed
  - id: b
    text: last pushed
right_answers: [b]
solution_desc: LIFO.
${extra}`;

let root: string;

async function writeItem(folder: string, files: Record<string, string>): Promise<void> {
  await mkdir(path.join(root, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, folder, name), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'katana-items-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('readItemFolder', () => {
  it('reads item.yaml and the statement', async () => {
    await writeItem('stack-order', {
      'item.yaml': ITEM_YAML('stack-order'),
      'statement.en.md': 'Which one?\n',
    });
    const item = await readItemFolder(path.join(root, 'stack-order'));
    expect(item).toMatchObject({
      slug: 'stack-order',
      type: 'SINGLE_CHOICE',
      rightAnswers: ['b'],
      statement: 'Which one?\n',
    });
  });

  it.each([
    [
      'a slug that differs from the folder',
      { 'item.yaml': ITEM_YAML('other-slug'), 'statement.en.md': 'x' },
      'item.yaml',
      /differs from the folder name 'stack-order'/,
    ],
    [
      'broken YAML',
      { 'item.yaml': 'slug: [unclosed', 'statement.en.md': 'x' },
      'item.yaml',
      /not valid YAML/,
    ],
    ['a missing item.yaml', { 'statement.en.md': 'x' }, 'item.yaml', /missing/],
    [
      'a misspelt statement file',
      { 'item.yaml': ITEM_YAML('stack-order'), 'statment.en.md': 'x' },
      'statment.en.md',
      /unexpected file/,
    ],
    [
      'a schema error',
      { 'item.yaml': ITEM_YAML('stack-order', 'companies: 5\n'), 'statement.en.md': 'x' },
      'item.yaml',
      /^companies: /,
    ],
  ])('rejects %s, naming the file', async (_what, files, file, reason) => {
    await writeItem('stack-order', files);
    await expect(readItemFolder(path.join(root, 'stack-order'))).rejects.toMatchObject({
      file,
      reason: expect.stringMatching(reason),
    });
  });
});

describe('loadItems', () => {
  it('returns the valid items sorted and every malformed one with its file and reason', async () => {
    await writeItem('b-item', { 'item.yaml': ITEM_YAML('b-item'), 'statement.en.md': 'x' });
    await writeItem('a-item', { 'item.yaml': ITEM_YAML('a-item'), 'statement.en.md': 'x' });
    await writeItem('bad-answer', {
      'item.yaml': ITEM_YAML('bad-answer').replace('right_answers: [b]', 'right_answers: [z]'),
      'statement.en.md': 'x',
    });
    await writeItem('no-statement', { 'item.yaml': ITEM_YAML('no-statement') });
    await writeFile(path.join(root, 'notes.txt'), 'stray');
    const { items, errors } = await loadItems(root);
    expect(items.map((i) => i.slug)).toEqual(['a-item', 'b-item']);
    expect(errors).toEqual([
      { file: 'notes.txt', reason: 'only item folders belong here' },
      { file: 'bad-answer/item.yaml', reason: "right_answers: 'z' is not an option id" },
      { file: 'no-statement/statement.en.md', reason: 'missing' },
    ]);
  });

  it('reads a missing folder as an empty catalogue', async () => {
    expect(await loadItems(path.join(root, 'absent'))).toEqual({ items: [], errors: [] });
  });
});

describe('duplicateSlugs', () => {
  it('lists each repeated slug once', () => {
    expect(duplicateSlugs(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
    expect(duplicateSlugs(['a', 'b'])).toEqual([]);
  });
});
