import { describe, expect, it } from 'vitest';
import {
  compilerPageInput,
  contestPageInput,
  cutDescription,
  interviewExperiencePageInput,
  pageMeta,
  problemPageInput,
  profilePageInput,
  routeMatchInput,
  routePageInput,
  withBrandSuffix,
} from './page-meta.ts';
import { ROUTES, matchRoute } from './routes.ts';

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
      problemPageInput({
        name: 'Pair Sum',
        meta_description: 'x'.repeat(200),
        meta_keywords: 'arrays, hashing',
      }),
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

describe('robots', () => {
  it("keeps every guarded page (a signed-in learner's own screen) out of search engines", () => {
    const indexed = ROUTES.filter((r) => r.guarded && pageMeta(r.kind).robots !== 'noindex, nofollow').map(
      (r) => r.kind,
    );
    expect(indexed).toEqual([]);
  });

  it('keeps the coming-soon notice for inactive accounts out of search engines', () => {
    expect(pageMeta('coming-soon').robots).toBe('noindex, nofollow');
  });
});

describe('routeMatchInput', () => {
  it('keeps an entity page still shown as coming soon out of search engines, and nothing else', () => {
    const comingSoon = {
      kind: 'web-challenge' as const,
      params: { slug: 'spring-fest' },
      route: { kind: 'web-challenge' as const, pattern: /^$/, entity: true, comingSoon: true },
    };
    expect(pageMeta('web-challenge', routeMatchInput(comingSoon)).robots).toBe('noindex, nofollow');
    expect(pageMeta('problem', routeMatchInput(matchRoute('/problems/two-sum'))).robots).toBe(
      'index, follow',
    );
    expect(routeMatchInput(matchRoute('/online-compiler/online-r-compiler')).title).toBe('Online R Compiler');
  });
});

describe('entity page inputs', () => {
  it('titles a contest by its title and describes it by its description when it has one', () => {
    expect(
      pageMeta('contest-detail', contestPageInput({ title: 'Weekly 7', description: 'Four problems.' })),
    ).toMatchObject({
      title: 'Weekly 7 | Katana',
      description: 'Four problems.',
    });
    expect(
      pageMeta('contest-detail', contestPageInput({ title: 'Weekly 7', description: ' ' })).description,
    ).toBe('A coding contest.');
  });

  it("titles a public profile by the learner's name", () => {
    expect(pageMeta('profile-detail', profilePageInput('Ada Lovelace')).title).toBe(
      "Ada Lovelace's profile | Katana",
    );
    expect(pageMeta('profile-detail', profilePageInput(null)).title).toBe("A learner's profile | Katana");
  });
});

describe('interviewExperiencePageInput', () => {
  const experience = {
    basic_details: { user_name: 'Grace Hopper', branch: 'Computer Science', college_name: 'Test College' },
    past_experiences: [{ company_name: 'Northwind', outcome: 'Selected' }],
    round_details: [{}, {}, {}],
  };

  it('titles the page by company and author and describes who, how it went and the rounds', () => {
    const meta = pageMeta('interview-experience-detail', interviewExperiencePageInput(experience));
    expect(meta.title).toBe('Northwind Interview Experience by Grace Hopper | Katana');
    expect(meta.description).toBe(
      'Grace Hopper, Computer Science, Test College shares the Northwind interview experience (Northwind: Selected), 3 rounds with the questions asked.',
    );
    expect(meta.keywords).toBe('Northwind interview experience, Northwind interview questions');
  });

  it('prefers the meta fields and cuts a long description to 150 characters and an ellipsis', () => {
    const meta = pageMeta(
      'interview-experience-detail',
      interviewExperiencePageInput({
        ...experience,
        basic_details: {
          meta_title: 'Northwind SDE interview - Katana',
          meta_description: 'x'.repeat(200),
          meta_keywords: 'northwind',
        },
      }),
    );
    expect(meta.title).toBe('Northwind SDE interview - Katana');
    expect(meta.description).toBe(`${'x'.repeat(150)}...`);
    expect(meta.keywords).toBe('northwind');
  });
});
