/**
 * The library's content (content/library/README.md): one YAML file per category naming its articles in order.
 * An article is either a guided path's article (`guided_path: <path>/<file name>`: the same file the path's
 * classroom shows, read from content/guided-paths, one source) or a library article (`file: articles/<name>.md`).
 * Loaded once per process, rendered with the catalogue's Markdown renderer (KaTeX, code), each h2/h3 given an id for
 * the table of contents. A category or article that does not load throws with the file to fix: content is code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadGuidedPathFolder, readingMinutes, type LoadedPath } from '../guided-paths/index.ts';
import { readContentYaml } from '../plugins/app/content-yaml.ts';
import { renderMarkdown } from '../practice/index.ts';
import { withHeadingIds } from './article-html.ts';

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');

const articleRefSchema = z.union([
  z.strictObject({
    guided_path: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, '<path slug>/<article file name without .md>'),
    related: z.array(kebab).default([]),
  }),
  z.strictObject({
    file: z.string().regex(/^articles\/[a-z0-9-]+\.md$/, 'articles/<name>.md'),
    related: z.array(kebab).default([]),
  }),
]);

const categorySchema = z.strictObject({
  slug: kebab,
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(200),
  position: z.number().int(),
  articles: z.array(articleRefSchema).min(1),
});

export interface LibraryArticleContent {
  slug: string;
  category: string;
  title: string;
  description: string;
  html: string;
  toc: { id: string; text: string; level: number }[];
  minutes: number;
  /** Catalogue problem slugs, in order (the practice access policy decides which the viewer sees). */
  related: string[];
  guidedPath: { slug: string; title: string } | null;
}

export interface LibraryCategoryContent {
  slug: string;
  title: string;
  description: string;
  articles: LibraryArticleContent[];
}

export interface LibraryContent {
  categories: LibraryCategoryContent[];
  /** Article slug -> article (slugs are unique across the library). */
  articles: Map<string, LibraryArticleContent>;
}

/** The first paragraph as plain text, cut to 160 characters: the card's line and the page's meta description. */
export function describe(markdown: string): string {
  const paragraph =
    markdown
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .find((p) => p.length > 0 && !/^(#|```|\$\$|[-*] |\|)/.test(p)) ?? '';
  const text = paragraph
    .replace(/\$\$?([^$]*)\$\$?/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

function splitTitle(markdown: string, where: string): { title: string; body: string } {
  const match = /^\s*#\s+(.+?)\s*(?:\r?\n|$)/.exec(markdown);
  if (!match) throw new Error(`${where}:1: the first line must be '# Title'`);
  return { title: match[1]!, body: markdown.slice(match[0].length) };
}

function article(
  input: Omit<LibraryArticleContent, 'html' | 'toc' | 'minutes' | 'description' | 'title'> & {
    markdown: string;
    title: string;
  },
): LibraryArticleContent {
  const { html, toc } = withHeadingIds(renderMarkdown(input.markdown), input.markdown);
  return {
    slug: input.slug,
    category: input.category,
    title: input.title,
    description: describe(input.markdown),
    html,
    toc,
    minutes: readingMinutes(input.markdown),
    related: input.related,
    guidedPath: input.guidedPath,
  };
}

export function loadLibraryContent(repoRoot: string): LibraryContent {
  const paths = new Map<string, LoadedPath>();
  const guidedPath = (slug: string, where: string): LoadedPath => {
    const cached = paths.get(slug);
    if (cached) return cached;
    const dir = path.join(repoRoot, 'content', 'guided-paths', slug);
    const loaded = loadGuidedPathFolder(dir, `content/guided-paths/${slug}`);
    if (!loaded.ok) throw new Error(`${where}: guided path '${slug}' does not load: ${loaded.errors[0]}`);
    paths.set(slug, loaded.path);
    return loaded.path;
  };

  const articles = new Map<string, LibraryArticleContent>();
  const categories = readContentYaml(repoRoot, 'library', categorySchema)
    .sort((a, b) => a.data.position - b.data.position || a.data.slug.localeCompare(b.data.slug))
    .map(({ file, data }) => {
      const where = `content/library/${file}`;
      const list = data.articles.map((ref) => {
        let made: LibraryArticleContent;
        if ('guided_path' in ref) {
          const [pathSlug, name] = ref.guided_path.split('/') as [string, string];
          const found = guidedPath(pathSlug, where);
          const section = found.modules
            .flatMap((m) => m.contentables)
            .find((c) => c.items.some((i) => i.key === `article-${name}`));
          const item = section?.items.find((i) => i.key === `article-${name}`);
          if (!section || item?.kind !== 'article')
            throw new Error(`${where}: guided path '${pathSlug}' has no article '${name}'`);
          const fromSection = section.items.flatMap((i) => (i.kind === 'problem' ? [i.problemSlug] : []));
          made = article({
            slug: name,
            category: data.slug,
            title: item.title,
            markdown: item.markdown,
            related: [...new Set([...fromSection, ...ref.related])],
            guidedPath: { slug: found.slug, title: found.title },
          });
        } else {
          const full = path.join(repoRoot, 'content', 'library', ref.file);
          if (!existsSync(full)) throw new Error(`${where}: no such file content/library/${ref.file}`);
          const split = splitTitle(readFileSync(full, 'utf8'), `content/library/${ref.file}`);
          made = article({
            slug: path.basename(ref.file, '.md'),
            category: data.slug,
            title: split.title,
            markdown: split.body,
            related: ref.related,
            guidedPath: null,
          });
        }
        if (articles.has(made.slug)) throw new Error(`${where}: article '${made.slug}' is listed twice`);
        articles.set(made.slug, made);
        return made;
      });
      return { slug: data.slug, title: data.title, description: data.description, articles: list };
    });
  return { categories, articles };
}
