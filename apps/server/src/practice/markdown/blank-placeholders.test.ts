import { describe, expect, it } from 'vitest';
import { renderFillUpStatement, renderMarkdown } from './render-markdown.ts';

const blanksIn = (html: string) => [...html.matchAll(/<span data-blank="([^"]*)"><\/span>/g)].map((m) => m[1]);

describe('renderFillUpStatement', () => {
  it('puts an empty placeholder at each blank, inside its sentence, with the Markdown around it rendered', () => {
    const html = renderFillUpStatement(
      'Rows are **grouped** with {{blank:group-by}} and filtered after grouping with {{ blank:having }}.',
    );
    expect(html).toBe(
      '<p>Rows are <strong>grouped</strong> with <span data-blank="group-by"></span> and filtered after grouping with <span data-blank="having"></span>.</p>',
    );
  });

  it('finds blanks in list items, emphasis and next to math, and typesets the math', () => {
    const html = renderFillUpStatement('Heap of $n$ items.\n\n- peek: O({{blank:peek}})\n- push: *O({{blank:push}})*');
    expect(blanksIn(html)).toEqual(['peek', 'push']);
    expect(html).toContain('<li>peek: O(<span data-blank="peek"></span>)</li>');
    expect(html).toContain('<em>O(<span data-blank="push"></span>)</em>');
    expect(html).toContain('class="katex"');
    expect(html).not.toContain('{{');
  });

  it('keeps a marker inside a code fence, inline code or math as text', () => {
    const html = renderFillUpStatement(
      'Fill {{blank:a}}.\n\n```sql\nSELECT {{blank:b}};\n```\n\nNot `{{blank:c}}` either.',
    );
    expect(blanksIn(html)).toEqual(['a']);
    expect(html).toMatch(/<pre [^>]*><code class="font-mono language-sql">SELECT \{\{blank:b\}\};\n<\/code><\/pre>/);
    expect(html).toContain('>{{blank:c}}</code>');
  });

  it('escapes the id in the attribute and keeps raw HTML around a blank as text', () => {
    const html = renderFillUpStatement('x {{blank:a"onmouseover=alert(1)}} <b onclick="f()">y</b> {{blank:b}}');
    expect(html).toContain('<span data-blank="a&#x22;onmouseover=alert(1)"></span>');
    // No element gains a handler: the id stays inside its quoted attribute, the <b> is text.
    expect(html).not.toMatch(/<b\b|<[a-z][^>]*\son[a-z]+=/i);
    expect(html).toContain('&#x3C;b onclick="f()">');
    expect(blanksIn(html)).toEqual(['a&#x22;onmouseover=alert(1)', 'b']);
  });

  it('renders a statement without markers as renderMarkdown does, and nothing for an empty one', () => {
    const source = '## Input\n\nGiven $n$ and a [link](https://a.org).';
    expect(renderFillUpStatement(source)).toBe(renderMarkdown(source));
    expect(renderFillUpStatement(' \n')).toBe('');
  });

  it('leaves markers alone in ordinary Markdown', () => {
    expect(renderMarkdown('a {{blank:x}} b')).toBe('<p>a {{blank:x}} b</p>');
  });
});
