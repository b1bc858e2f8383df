import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGuidedPathFolder, readingMinutes } from './guided-path-content.ts';
import { embedUrlOf } from './guided-paths.presenter.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const load = (group: string, name: string) =>
  loadGuidedPathFolder(path.join(fixtures, group, name), `${group}/${name}`);

describe('guided path folders', () => {
  it('reads a valid path: modules, sections, article titles and reading time, a video with its notes', () => {
    const result = load('valid', 'gp-intro');
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { path: p } = result;
    expect(p.modules.map((m) => m.slug)).toEqual(['basics', 'next-steps', 'finale']);
    const items = p.modules[0]!.contentables[0]!.items;
    expect(items.map((i) => i.key)).toEqual(['article-welcome', 'gp-quiz-1', 'video-walkthrough']);
    expect(items[0]).toMatchObject({ kind: 'article', title: 'Welcome to the path', minutes: 1 });
    expect(items[2]).toMatchObject({
      kind: 'video',
      url: 'https://www.youtube.com/watch?v=abcDEF12345',
      durationMinutes: 7,
    });
    expect(items[1]).toMatchObject({ kind: 'problem', problemSlug: 'gp-quiz-1', line: 24 });
    // The same folder hashes the same; the hash is what lets a re-import skip it.
    expect((load('valid', 'gp-intro') as typeof result).path.contentHash).toBe(p.contentHash);
  });

  it('names the file and line of schema errors (a wrong level, an http video URL)', () => {
    const result = load('invalid', 'bad-schema');
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContainEqual(expect.stringMatching(/^invalid\/bad-schema\/path\.yaml:4: level: /));
    expect(errors).toContain(
      'invalid/bad-schema/path.yaml:21: modules.0.contentables.0.items.0.video.url: video URLs must be https',
    );
  });

  it('refuses a missing file and an unused notes or article file, with where', () => {
    const result = load('invalid', 'bad-files');
    expect(result.ok ? [] : result.errors).toEqual([
      'invalid/bad-files/path.yaml:18: articles/not-there.md does not exist',
      'invalid/bad-files/articles/orphan.md:1: not used by path.yaml (every articles file must be)',
    ]);
  });

  it('refuses a folder without path.yaml', () => {
    expect(load('invalid', 'nothing-here')).toEqual({
      ok: false,
      errors: ['invalid/nothing-here/path.yaml:1: missing path.yaml'],
    });
  });

  it('reads 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });

  it('embeds YouTube without cookies and Vimeo with do-not-track; anything else is not embedded', () => {
    expect(embedUrlOf('https://www.youtube.com/watch?v=abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(embedUrlOf('https://youtu.be/abcDEF12345')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(embedUrlOf('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456?dnt=1');
    expect(embedUrlOf('https://example.org/clip')).toBeNull();
    expect(embedUrlOf('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
