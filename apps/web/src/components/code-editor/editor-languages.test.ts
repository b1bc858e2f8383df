import { language as languageFacet } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { hasSyntax, loadSyntax } from './editor-languages.ts';

const languageOf = async (key: string | undefined) =>
  EditorState.create({ doc: 'x', extensions: await loadSyntax(key) }).facet(languageFacet);

describe('loadSyntax', () => {
  it.each([...COMPILER_LANGUAGES, 'cpp20'])('gives %s a syntax', async (key) => {
    expect(hasSyntax(key)).toBe(true);
    expect(await languageOf(key)).not.toBeNull();
  });

  it('gives SQL dialects and C-family languages their own grammar', async () => {
    expect((await languageOf('python'))?.name).toBe('python');
    expect((await languageOf('kotlin'))?.name).toBe('kotlin');
    expect((await languageOf('psql'))?.name).toBe('sql');
  });

  it('edits unknown keys as plain text', async () => {
    expect(hasSyntax('cobol')).toBe(false);
    expect(await languageOf('cobol')).toBeNull();
    expect(await languageOf(undefined)).toBeNull();
  });
});
