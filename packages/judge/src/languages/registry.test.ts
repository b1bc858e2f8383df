import { describe, expect, it } from 'vitest';
import { c } from './native-languages.ts';
import { kotlin } from './jvm-languages.ts';
import {
  getLanguage,
  getProgramLanguage,
  languageAvailability,
  languageForFile,
  listLanguages,
  probeLanguageVersion,
  registerLanguage,
} from './registry.ts';
import { psql } from './sql-languages.ts';

describe('language registry', () => {
  it("lists the spec's compiler list, plus the C++20 variant", () => {
    expect(
      listLanguages()
        .map((l) => l.key)
        .sort(),
    ).toEqual(
      [
        'c',
        'cpp',
        'cpp20',
        'java',
        'javascript',
        'kotlin',
        'mysql',
        'pascal',
        'php',
        'psql',
        'python',
        'r',
        'ruby',
      ].sort(),
    );
  });

  it('gives every language a source file name and a scaffold', () => {
    for (const language of listLanguages()) {
      expect(language.sourceFileName, language.key).toMatch(/\.\w+$/);
      expect(language.scaffold.length, language.key).toBeGreaterThan(10);
    }
  });

  it('reports a missing toolchain as unavailable with the reason', () => {
    const missing = languageAvailability({ ...kotlin, toolchain: ['/nonexistent/bin/kotlinc'] });
    expect(missing).toEqual({ available: false, reason: 'kotlinc not found: /nonexistent/bin/kotlinc' });
    expect(languageAvailability({ ...c, toolchain: ['/usr/lib/os-release'] }).reason).toBe(
      'os-release is not executable: /usr/lib/os-release',
    );
  });

  it('keeps SQL languages unavailable until their runner registers', () => {
    expect(languageAvailability(psql)).toEqual({
      available: false,
      reason: 'PostgreSQL runner not configured',
    });
    registerLanguage({ ...psql, availability: () => ({ available: true }) });
    expect(listLanguages().find((l) => l.key === 'psql')?.available).toBe(true);
    expect(() => getProgramLanguage('psql')).toThrow(/SQL language/);
    registerLanguage(psql);
  });

  it('maps submission file extensions to languages', () => {
    expect(languageForFile('accepted/sol.cc')?.key).toBe('cpp');
    expect(languageForFile('sol.py')?.key).toBe('python');
    expect(languageForFile('Main.kt')?.key).toBe('kotlin');
    expect(languageForFile('solve.R')?.key).toBe('r');
    expect(languageForFile('notes.txt')).toBeUndefined();
    expect(getLanguage('nope')).toBeUndefined();
  });

  it('probes a toolchain version', async () => {
    expect(await probeLanguageVersion(c)).toMatch(/gcc/i);
  });
});
