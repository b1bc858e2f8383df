import { describe, expect, it } from 'vitest';
import { editorLanguage } from './problem.service.ts';
import { accuracy, problemStatus, userScore } from './problem.presenter.ts';
import { codeProblemLanguages } from './importer/problem-languages.ts';
import { parseKatanaYaml } from './importer/katana-yaml.ts';
import { hashFolderFiles } from './importer/package-files.ts';
import { zipFolderFiles } from './importer/package-zip.ts';
import { slugify, topicName } from './importer/catalogue-names.ts';

const lang = (key: string, available = true) => ({ key, name: key, available });

describe('editorLanguage', () => {
  const langs = [lang('cpp'), lang('java'), lang('python', false), lang('ruby')];
  it.each([
    ['user default accepted and running', 'java', 'cpp', 'java', false],
    ['no user default', null, 'cpp', 'cpp', false],
    ['user default not accepted', 'php', 'cpp', 'cpp', true],
    ['user default accepted but not running here', 'python', 'cpp', 'cpp', true],
    ['problem default not running either', 'python', 'python', 'cpp', true],
  ] as const)('%s', (_name, userDefault, problemDefault, editor, unavailable) => {
    expect(editorLanguage(langs, problemDefault, userDefault)).toEqual({
      editor,
      userDefaultUnavailable: unavailable,
    });
  });

  it('keeps the problem default when nothing runs, and null for problems without languages', () => {
    expect(editorLanguage([lang('cpp', false)], 'cpp', null).editor).toBe('cpp');
    expect(editorLanguage([], null, 'cpp')).toEqual({ editor: null, userDefaultUnavailable: true });
  });
});

describe('codeProblemLanguages', () => {
  it('puts scaffolded languages first (C++, Java, Python, JavaScript), then the rest of the registry', () => {
    const { languages, defaultLanguage } = codeProblemLanguages(
      ['python', 'javascript', 'cpp', 'java'],
      'all',
    );
    expect(languages.slice(0, 4)).toEqual(['cpp', 'java', 'python', 'javascript']);
    expect(languages).toEqual(expect.arrayContaining(['c', 'cpp20', 'ruby', 'kotlin', 'r', 'pascal', 'php']));
    expect(languages).not.toContain('psql');
    expect(defaultLanguage).toBe('cpp');
  });

  it('honours a package restriction and falls back to the first scaffolded language', () => {
    expect(codeProblemLanguages(['python'], ['python', 'java'])).toEqual({
      languages: ['python', 'java'],
      defaultLanguage: 'python',
    });
  });
});

describe('presenter rules', () => {
  it('derives status, score and accuracy', () => {
    const at = new Date();
    expect(problemStatus(null)).toBe('UNATTEMPTED');
    expect(problemStatus({ attemptedAt: at, solvedAt: null })).toBe('ATTEMPTED');
    expect(problemStatus({ attemptedAt: at, solvedAt: at })).toBe('SOLVED');
    expect(userScore({ attemptedAt: null, userScore: 0 })).toBeNull();
    expect(userScore({ attemptedAt: at, userScore: 30 })).toBe(30);
    expect(accuracy(0, 0)).toBeNull();
    expect(accuracy(1, 3)).toBe(33.3);
    expect(accuracy(2, 3)).toBe(66.7);
  });
});

describe('katana.yaml', () => {
  it('defaults max_score by difficulty and reads an unquoted "a: b" hint back as text', () => {
    const meta = parseKatanaYaml({
      difficulty: 'HARD',
      hints: [{ 'Walk the tree': 'a queue holds a level' }, 'plain'],
    });
    expect(meta.max_score).toBe(120);
    expect(meta.hints).toEqual(['Walk the tree: a queue holds a level', 'plain']);
  });

  it('names the bad key', () => {
    expect(() => parseKatanaYaml({ slug: 'Not Kebab' })).toThrow(/katana.yaml: 'slug'/);
  });
});

describe('package archives', () => {
  const files = [
    { name: 'problem.yaml', data: Buffer.from('name: x\n'), executable: false },
    { name: 'validators/run', data: Buffer.from('#!/bin/sh\n'.repeat(50)), executable: true },
  ];

  it('are byte-for-byte the same for the same files (so the SHA-256 key is stable)', async () => {
    expect((await zipFolderFiles(files)).equals(await zipFolderFiles(files))).toBe(true);
  });

  it('hash differently when a byte, a name or an executable bit changes', () => {
    const base = hashFolderFiles(files);
    expect(hashFolderFiles([{ ...files[0]!, data: Buffer.from('name: y\n') }, files[1]!])).not.toBe(base);
    expect(hashFolderFiles([{ ...files[0]!, name: 'problem.yml' }, files[1]!])).not.toBe(base);
    expect(hashFolderFiles([files[0]!, { ...files[1]!, executable: false }])).not.toBe(base);
    expect(hashFolderFiles(files)).toBe(base);
  });
});

describe('tag names', () => {
  it('slugifies company names and names topics', () => {
    expect(slugify('Lumen Labs')).toBe('lumen-labs');
    expect(slugify('Café & Co.')).toBe('cafe-and-co');
    expect(topicName('stacks-queues')).toBe('Stacks & Queues');
    expect(topicName('binary-search')).toBe('Binary Search');
    expect(topicName('graphs')).toBe('Graphs');
  });
});
