/**
 * Learners' Markdown (posts and comments) to HTML, sanitized here on the server once, when the text is written, so
 * every reader (the web, search snippets, a future app) gets the same safe HTML. GitHub-flavoured Markdown with
 * KaTeX math; raw HTML in the source is dropped (remark-rehype without allowDangerousHtml), and rehype-sanitize then
 * keeps only an allow-list: GitHub's default schema (no script, style, iframe, object, svg, form, event handlers;
 * href/src limited to http, https, mailto and relative URLs) plus the classes and MathML KaTeX writes, and KaTeX's
 * inline `style` only when it is nothing but numeric em lengths (no url(), no expression()).
 * Links open without passing the opener or referrer, and carry rel="nofollow ugc" (user-generated content).
 */
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element, Root, RootContent } from 'hast';

const CLASS_NAME = /^[a-zA-Z][\w-]*$/;
/** KaTeX sizes its boxes with inline lengths such as "height:0.6944em;vertical-align:-0.25em;". */
const KATEX_STYLE = /^(?:\s*[a-z-]+\s*:\s*-?\d*\.?\d+em\s*;?)+$/;
const MATHML = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
];

const schema: SanitizeSchema = {
  ...defaultSchema,
  // Heading ids and footnote anchors keep the "user-content-" prefix GitHub uses, so no id clobbers the page's.
  tagNames: [...(defaultSchema.tagNames ?? []), ...MATHML],
  attributes: {
    ...defaultSchema.attributes,
    span: [
      ...(defaultSchema.attributes?.span ?? []),
      ['className', CLASS_NAME] as [string, RegExp],
      ['style', KATEX_STYLE] as [string, RegExp],
      'ariaHidden',
    ],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', CLASS_NAME] as [string, RegExp]],
    code: [
      ...(defaultSchema.attributes?.code ?? []),
      ['className', /^(?:language-[\w+#-] as [string, RegExp]+|math-inline|math-display)$/],
    ],
    math: ['xmlns', 'display'],
    annotation: ['encoding'],
    mo: ['fence', 'stretchy', 'separator', 'lspace', 'rspace', 'mathvariant'],
    mi: ['mathvariant'],
    mspace: ['width'],
    mstyle: ['scriptlevel', 'displaystyle', 'mathsize'],
    mtable: ['rowspacing', 'columnspacing', 'columnalign'],
    mpadded: ['width', 'lspace', 'voffset'],
    a: [...(defaultSchema.attributes?.a ?? []), 'rel', 'target'],
  },
};

/** External links: no opener, no referrer, nofollow (user-generated content). */
function rehypeSafeLinks() {
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') mark(node);
    if ('children' in node) node.children.forEach(walk);
  };
  const mark = (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    if (/^https?:/i.test(node.properties.href)) {
      node.properties.rel = ['nofollow', 'ugc', 'noopener', 'noreferrer'];
      node.properties.target = '_blank';
    }
  };
  return (tree: Root) => walk(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  .use(rehypeKatex, { trust: false, strict: 'ignore' })
  .use(rehypeSanitize, schema)
  .use(rehypeSafeLinks)
  .use(rehypeStringify)
  .freeze();

export function renderDiscussionMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return String(processor.processSync(source));
}

/** Plain text of Markdown for excerpts and the search index: markup removed, whitespace collapsed. */
export function plainText(source: string, max = 200): string {
  const text = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|$-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
