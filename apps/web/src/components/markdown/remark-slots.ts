/**
 * A remark plugin that cuts text at a pattern and puts a slot node in each place: a <span data-slot="id"> that the
 * Markdown component swaps for a React element. Code, inline code and math are left alone, so a marker written in
 * code shows literally (the fill-up validator rejects those, see packages/shared/src/items/blank-markers.ts).
 */

/** The attribute the slot span carries, as React hands it to a component. */
export const SLOT_ATTRIBUTE = 'data-slot';

// Minimal Markdown syntax-tree shapes: only what this walk reads and writes.
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

const LITERAL = new Set(['code', 'inlineCode', 'math', 'inlineMath', 'html']);

function slotNode(id: string): MdNode {
  return { type: 'katanaSlot', children: [], data: { hName: 'span', hProperties: { dataSlot: id } } };
}

/** Splits one text value into text and slot nodes; null when the pattern does not occur. */
export function splitText(value: string, pattern: RegExp): MdNode[] | null {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const parts: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(global)) {
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push(slotNode(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function walk(node: MdNode, pattern: RegExp): void {
  if (!node.children || LITERAL.has(node.type)) return;
  const next: MdNode[] = [];
  for (const child of node.children) {
    const parts = child.type === 'text' && child.value ? splitText(child.value, pattern) : null;
    if (parts) next.push(...parts);
    else {
      walk(child, pattern);
      next.push(child);
    }
  }
  node.children = next;
}

export function remarkSlots(options: { pattern: RegExp }) {
  return (tree: MdNode) => walk(tree, options.pattern);
}
