/**
 * The committed catalogue's items (content/items): all valid, enough of each type for issue 5, slugs unique across
 * items and CODE problems (they share /problems/<slug>), and notes of article length.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeItem, type ItemAnswer } from '@katana/shared/items/grading';
import type { Item } from '@katana/shared/items/item-types';
import { duplicateSlugs, loadItems, type LoadedItems } from './load-items.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../../../content');

async function problemSlugs(): Promise<string[]> {
  const dir = path.join(CONTENT, 'problems');
  const folders = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory());
  return Promise.all(
    folders.map(async (f) => {
      const meta = parseYaml(await readFile(path.join(dir, f.name, 'katana.yaml'), 'utf8')) as {
        slug?: string;
      };
      return meta.slug ?? f.name;
    }),
  );
}

function words(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

let loaded: LoadedItems;
const ofType = (type: Item['type']) => loaded.items.filter((i) => i.type === type);

beforeAll(async () => {
  loaded = await loadItems(path.join(CONTENT, 'items'));
});

describe('content/items', () => {
  it('has no malformed item', () => {
    expect(loaded.errors).toEqual([]);
  });

  it('has the item counts issue 5 asks for', () => {
    expect(ofType('SINGLE_CHOICE').length).toBeGreaterThanOrEqual(5);
    expect(ofType('MULTIPLE').length).toBeGreaterThanOrEqual(4);
    expect(ofType('SINGLE_CHOICE').length + ofType('MULTIPLE').length).toBeGreaterThanOrEqual(10);
    expect(ofType('FILL_UP').length).toBeGreaterThanOrEqual(5);
    expect(ofType('NOTE').length).toBeGreaterThanOrEqual(3);
  });

  it('shares no slug with another item or a CODE problem', async () => {
    expect(duplicateSlugs([...loaded.items.map((i) => i.slug), ...(await problemSlugs())])).toEqual([]);
  });

  it('gives every multiple-choice item at least one wrong option, so ticking everything is never right', () => {
    for (const item of ofType('MULTIPLE')) {
      if (item.type !== 'MULTIPLE') continue;
      expect(item.rightAnswers.length, item.slug).toBeLessThan(item.options.length);
    }
  });

  it('writes each note as an article of 600 to 1200 words', () => {
    for (const item of ofType('NOTE')) {
      if (item.type !== 'NOTE') continue;
      const count = words(item.note);
      expect(count, `${item.slug} has ${count} words`).toBeGreaterThanOrEqual(600);
      expect(count, `${item.slug} has ${count} words`).toBeLessThanOrEqual(1200);
    }
  });

  it('covers the fundamentals the quizzes are for', () => {
    const topics = new Set(loaded.items.flatMap((i) => i.topics));
    for (const topic of ['complexity', 'sql', 'oop', 'operating-systems', 'networking']) {
      expect(topics.has(topic as Item['topics'][number]), topic).toBe(true);
    }
  });

  it('grades the declared answer of every quiz item 100% and an empty answer 0%', () => {
    for (const item of loaded.items) {
      if (item.type === 'NOTE' || item.type === 'SUBJECTIVE') continue;
      if (item.type === 'FILL_UP') {
        const right = Object.fromEntries(item.blanks.map((b) => [b.id, b.answers[0] ?? '']));
        expect(gradeItem(item, { type: 'FILL_UP', blanks: right }).percentage, item.slug).toBe(100);
        expect(gradeItem(item, { type: 'FILL_UP', blanks: {} }).percentage, item.slug).toBe(0);
        continue;
      }
      const wrong = item.options.find((o) => !item.rightAnswers.includes(o.id))?.id ?? '';
      const answer: ItemAnswer =
        item.type === 'SINGLE_CHOICE'
          ? { type: 'SINGLE_CHOICE', selected: item.rightAnswers[0] ?? '' }
          : { type: 'MULTIPLE', selected: item.rightAnswers };
      const wrongAnswer: ItemAnswer =
        item.type === 'SINGLE_CHOICE'
          ? { type: 'SINGLE_CHOICE', selected: wrong }
          : { type: 'MULTIPLE', selected: [...item.rightAnswers, wrong] };
      expect(gradeItem(item, answer).percentage, item.slug).toBe(100);
      expect(gradeItem(item, wrongAnswer).percentage, item.slug).toBe(0);
    }
  });
});
