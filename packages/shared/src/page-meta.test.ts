import { describe, expect, it } from 'vitest';
import {
  compilerPageInput,
  cutDescription,
  pageMeta,
  problemPageInput,
  routePageInput,
  withBrandSuffix,
} from './page-meta.ts';

describe('cutDescription', () => {
  it('keeps a description of 150 characters as it is', () => {
    const text = 'a'.repeat(150);
    expect(cutDescription(text)).toBe(text);
  });

  it('cuts a longer description to 150 characters followed by an ellipsis', () => {
    const out = cutDescription('b'.repeat(151));
    expect(out).toBe(`${'b'.repeat(150)}...`);
  });

  it('folds white space before measuring', () => {
    expect(cutDescription('  two\n\n words  ')).toBe('two words');
  });
});

describe('withBrandSuffix', () => {
  it.each([
    ['Two Sum', 'Two Sum | Katana'],
    ['Two Sum - Katana', 'Two Sum - Katana'],
    ['Two Sum | Katana', 'Two Sum | Katana'],
    ['Two Sum: Katana practice', 'Two Sum: Katana practice'],
    ['Katana weekly contest', 'Katana weekly contest | Katana'],
    ['Prefix - sums', 'Prefix - sums | Katana'],
  ])('%s -> %s', (title, expected) => {
    expect(withBrandSuffix(title)).toBe(expected);
  });

  it('uses the configured brand', () => {
    expect(withBrandSuffix('Home', 'Acme')).toBe('Home | Acme');
    expect(withBrandSuffix('Home - Acme', 'Acme')).toBe('Home - Acme');
  });
});

describe('pageMeta', () => {
  it('gives the 404 page its text, the suffix and noindex', () => {
    const meta = pageMeta('not-found');
    expect(meta.title).toBe("404 - That's an error. | Katana");
    expect(meta.robots).toBe('noindex, nofollow');
  });

  it('indexes public pages', () => {
    expect(pageMeta('solve-problem').robots).toBe('index, follow');
  });

  it('fills the brand into default texts', () => {
    expect(pageMeta('auth', {}, 'Acme').description).toContain('Acme');
  });

  it('builds a problem page from name, meta_description and meta_keywords', () => {
    const meta = pageMeta(
      'problem',
      problemPageInput({ name: 'Pair Sum', meta_description: 'x'.repeat(200), meta_keywords: 'arrays, hashing' }),
    );
    expect(meta.title).toBe('Pair Sum | Katana');
    expect(meta.description).toHaveLength(153);
    expect(meta.keywords).toBe('arrays, hashing');
  });

  it('gives each online compiler its own title', () => {
    expect(pageMeta('online-compiler', compilerPageInput({ compiler_type: 'cpp' })).title).toBe(
      'Online C++ Compiler | Katana',
    );
    expect(pageMeta('online-compiler', compilerPageInput({})).title).toBe('Online compiler | Katana');
  });
});

describe('routePageInput', () => {
  it('names the compiler of a language page and nothing on other pages', () => {
    expect(pageMeta('online-compiler', routePageInput('online-compiler', { language: 'python' })).title).toBe(
      'Online Python Compiler | Katana',
    );
    expect(routePageInput('problem', { slug: 'x' })).toEqual({});
  });
});
