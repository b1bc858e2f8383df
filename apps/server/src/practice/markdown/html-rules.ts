/**
 * The rehype steps that make the server's HTML what the web's Markdown component (apps/web/src/components/markdown/
 * markdown.tsx, react-markdown) puts in the page, so the web can set it as innerHTML in the same wrapper:
 *
 * - `rehypeInert`: raw HTML written in the Markdown becomes text (react-markdown does the same: `<b>` shows as
 *   "<b>", and a statement's `a<b and c>d` keeps its words instead of vanishing), and URLs are kept only when they
 *   are http(s), mailto or relative — anything else (javascript:, data:, vbscript:...) loses the attribute.
 * - `rehypeWebClasses`: the component's Tailwind classes on links, code, tables; links open in a new tab with
 *   rel="noopener noreferrer" as in the component, except links to a spot on the same page (footnotes), which
 *   would otherwise open the page again in a new tab.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** react-markdown's safe protocols minus irc(s) and xmpp, which the catalogue has no use for. */
const SAFE_PROTOCOL = /^(https?|mailto)$/i;

/** Properties holding a URL (html-url-attributes, as hast names them). */
const URL_PROPERTIES = new Set([
  'action',
  'background',
  'cite',
  'classId',
  'codeBase',
  'data',
  'formAction',
  'href',
  'icon',
  'longDesc',
  'manifest',
  'ping',
  'poster',
  'profile',
  'src',
  'srcSet',
  'xLinkHref',
]);

/** True for relative URLs and for http(s)/mailto ones (react-markdown's defaultUrlTransform with our protocols). */
export function isSafeUrl(value: string): boolean {
  const colon = value.indexOf(':');
  const questionMark = value.indexOf('?');
  const numberSign = value.indexOf('#');
  const slash = value.indexOf('/');
  return (
    colon === -1 ||
    // A colon after a `/`, `?` or `#` is not a protocol's.
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(value.slice(0, colon))
  );
}

type Parent = Root | Element;

function eachElement(parent: Parent, visit: (element: Element, parent: Parent, index: number) => void): void {
  parent.children.forEach((child, index) => {
    if (child.type !== 'element') return;
    visit(child, parent, index);
    eachElement(child, visit);
  });
}

export function rehypeInert() {
  return (tree: Root) => {
    const toText = (parent: Parent) => {
      parent.children = parent.children.map((child) => {
        if (child.type === 'raw') return { type: 'text', value: child.value } satisfies RootContent;
        if (child.type === 'element') toText(child);
        return child;
      }) as ElementContent[];
    };
    toText(tree);
    eachElement(tree, (element) => {
      for (const [key, value] of Object.entries(element.properties)) {
        if (URL_PROPERTIES.has(key) && !isSafeUrl(String(value ?? ''))) delete element.properties[key];
      }
    });
  };
}

const LINK = 'text-accent underline underline-offset-2 hover:text-accent-hover';
const CODE_BLOCK =
  'my-3 overflow-x-auto rounded-lg border border-line bg-surface-muted p-3 font-mono text-[13px] leading-relaxed text-fg';
const INLINE_CODE = 'rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]';
const TABLE_WRAPPER = 'my-3 overflow-x-auto';
const TABLE = 'min-w-full border-collapse text-sm';
const TH = 'border border-line bg-surface-muted px-3 py-1.5 text-left font-semibold';
const TD = 'border border-line px-3 py-1.5';

function addClasses(element: Element, classes: string): void {
  // mdast-util-to-hast always gives className as an array (language-*, contains-task-list...).
  const own = element.properties.className;
  const before = Array.isArray(own) ? own.map(String) : [];
  element.properties.className = [...classes.split(' '), ...before];
}

export function rehypeWebClasses() {
  return (tree: Root) => {
    eachElement(tree, (element, parent, index) => {
      switch (element.tagName) {
        case 'a': {
          addClasses(element, LINK);
          const href = element.properties.href;
          if (typeof href === 'string' && href.startsWith('#')) break;
          element.properties.target = '_blank';
          element.properties.rel = ['noopener', 'noreferrer'];
          break;
        }
        case 'pre':
          addClasses(element, CODE_BLOCK);
          // Blocks that scroll sideways on a narrow screen are tab stops, so a keyboard can scroll them (WCAG
          // 2.1.1; axe's scrollable-region-focusable), as in the component.
          element.properties.tabIndex = 0;
          break;
        case 'span': {
          const classes = element.properties.className;
          if (Array.isArray(classes) && classes.includes('katex-display')) element.properties.tabIndex = 0;
          break;
        }
        case 'code':
          addClasses(
            element,
            parent.type === 'element' && parent.tagName === 'pre' ? 'font-mono' : INLINE_CODE,
          );
          break;
        case 'table':
          addClasses(element, TABLE);
          // The wrapper scrolls a wide table sideways on narrow screens, as in the component.
          parent.children[index] = {
            type: 'element',
            tagName: 'div',
            properties: { className: TABLE_WRAPPER.split(' '), tabIndex: 0 },
            children: [element],
          };
          break;
        case 'th':
          addClasses(element, TH);
          break;
        case 'td':
          addClasses(element, TD);
          break;
      }
    });
  };
}
