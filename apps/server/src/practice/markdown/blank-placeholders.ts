/**
 * A fill-up statement's `{{blank:<id>}}` markers as empty `<span data-blank="<id>"></span>` placeholders, so the
 * statement can be rendered here like any other and the web puts its inputs into the placeholders (React portals)
 * instead of loading the Markdown parser and KaTeX to split the statement itself.
 *
 * Runs on the Markdown tree, after parsing: a marker written in code (a fenced block, inline code) or in math stays
 * literal text, as in the web's Markdown component (remark-slots.ts) — the item validator rejects markers in code
 * fences (packages/shared/src/items/blank-markers.ts markersInsideCodeFences), so no blank is lost that way.
 */
import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { BLANK_MARKER } from '@katana/shared/items/blank-markers';

/** Node types whose text is shown as written. */
const LITERAL = new Set(['code', 'inlineCode', 'math', 'inlineMath', 'html']);

/**
 * An mdast node that remark-rehype turns into an empty <span data-blank="id">. It is declared as a phrasing node
 * via `data.hName`, the documented way to emit a custom element from mdast.
 */
function placeholder(id: string): PhrasingContent {
  return {
    type: 'text',
    value: '',
    data: { hName: 'span', hProperties: { dataBlank: id }, hChildren: [] },
  } as Text;
}

/** Text and placeholders for one text value; null when it holds no marker. */
function splitText(value: string): PhrasingContent[] | null {
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(BLANK_MARKER)) {
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push(placeholder(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function walk(node: Parent): void {
  if (LITERAL.has(node.type)) return;
  const next: RootContent[] = [];
  for (const child of node.children) {
    const parts = child.type === 'text' ? splitText(child.value) : null;
    if (parts) next.push(...parts);
    else {
      if ('children' in child) walk(child);
      next.push(child);
    }
  }
  node.children = next as Parent['children'];
}

export function remarkBlankPlaceholders() {
  return (tree: Root) => walk(tree);
}
