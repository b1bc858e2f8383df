/**
 * Which languages a CODE problem accepts. Every program language of the judge's registry reads standard input and
 * writes standard output, and the catalogue's problems are plain stdin/stdout problems, so all of them are allowed
 * (narrowed by problem.yaml `languages:` when a package restricts them). The languages that ship a scaffold come first
 * (C++, Java, Python, JavaScript in the catalogue), then the rest in the registry's order; the others open with the
 * registry's generic stdin scaffold. The default is C++ when allowed, else the first language with a scaffold.
 * SQL problems accept their katana.yaml dialects (psql, mysql); the first is the default.
 */
import { allLanguages } from '@katana/judge';

const PREFERRED_ORDER = ['cpp', 'java', 'python', 'javascript'];
const DEFAULT_CODE_LANGUAGE = 'cpp';

export function programLanguageKeys(): string[] {
  return allLanguages()
    .filter((l) => l.kind === 'program')
    .map((l) => l.key);
}

export function codeProblemLanguages(
  scaffoldKeys: readonly string[],
  restriction: 'all' | readonly string[],
): { languages: string[]; defaultLanguage: string | null } {
  const registry = programLanguageKeys();
  const allowed = registry.filter((k) => restriction === 'all' || restriction.includes(k));
  const rank = (k: string) => {
    const preferred = PREFERRED_ORDER.indexOf(k);
    return preferred >= 0 ? preferred : PREFERRED_ORDER.length + registry.indexOf(k);
  };
  const scaffolded = allowed.filter((k) => scaffoldKeys.includes(k)).sort((a, b) => rank(a) - rank(b));
  const rest = allowed.filter((k) => !scaffoldKeys.includes(k));
  const languages = [...scaffolded, ...rest];
  const defaultLanguage = languages.includes(DEFAULT_CODE_LANGUAGE)
    ? DEFAULT_CODE_LANGUAGE
    : (scaffolded[0] ?? languages[0] ?? null);
  return { languages, defaultLanguage };
}
