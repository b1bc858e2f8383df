import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';
import { LazyMarkdown } from './lazy-markdown.tsx';
import { MarkdownHtml } from './markdown-html.tsx';

describe('Markdown', () => {
  it('renders GitHub-flavoured Markdown: headings, emphasis, tables and strikethrough', () => {
    const { container } = render(
      <Markdown>
        {'## Input\n\nGiven **n** numbers.\n\n| n | out |\n|---|---|\n| 1 | 2 |\n\n~~old~~'}
      </Markdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Input' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('n');
    expect(screen.getByRole('table')).toHaveTextContent('out');
    expect(container.querySelector('del')).toHaveTextContent('old');
  });

  it('renders $math$ with KaTeX, inline and display', () => {
    const { container } = render(<Markdown>{'Let $1 \\le n \\le 10^5$.\n\n$$\\sum_{i=1}^n a_i$$'}</Markdown>);
    expect(container.querySelectorAll('.katex').length).toBe(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    // The raw TeX is not left in the text.
    expect(container.textContent).not.toContain('$1');
  });

  it('shows raw HTML as text instead of injecting it', () => {
    const { container } = render(<Markdown>{'<img src=x onerror="alert(1)"> hi'}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps code blocks in a styled <pre>', () => {
    const { container } = render(<Markdown>{'```cpp\nint main() {}\n```'}</Markdown>);
    const pre = container.querySelector('pre');
    expect(pre).toHaveTextContent('int main() {}');
    expect(pre?.className).toContain('font-mono');
  });

  it('makes code blocks, display math and tables tab stops (they may scroll sideways), nothing else', () => {
    const { container } = render(
      <Markdown>{'```\ncode\n```\n\n$$x^2$$\n\n| a |\n| - |\n| 1 |\n\nplain $y$'}</Markdown>,
    );
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.katex-display')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('table')?.parentElement).toHaveAttribute('tabindex', '0');
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(3);
  });

  it('puts slot elements inline at each marker, but not inside code', () => {
    const slots = {
      pattern: /\{\{blank:(\w+)\}\}/g,
      render: (id: string) => <input aria-label={`Blank ${id}`} />,
    };
    const { container } = render(
      <Markdown slots={slots}>
        {'A stack is {{blank:a}} and a queue is {{blank:b}}.\n\n`{{blank:c}}`'}
      </Markdown>,
    );
    expect(screen.getByRole('textbox', { name: 'Blank a' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Blank b' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Blank c' })).toBeNull();
    // Both blanks sit in the same sentence, one paragraph.
    expect(container.querySelectorAll('p')[0]?.querySelectorAll('input').length).toBe(2);
    expect(container.querySelector('code')).toHaveTextContent('{{blank:c}}');
  });
});

describe('LazyMarkdown', () => {
  it('renders the Markdown once its chunk has loaded', async () => {
    render(<LazyMarkdown>{'**bold** words'}</LazyMarkdown>);
    expect(await screen.findByText('bold', { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('MarkdownHtml', () => {
  it('sets server-rendered HTML in the same wrapper as the client renderer', () => {
    const { container } = render(
      <MarkdownHtml html={'<h2>Input</h2><p>Two <strong>numbers</strong>.</p>'} />,
    );
    const client = render(<Markdown>{'x'}</Markdown>).container.firstElementChild;
    expect(screen.getByRole('heading', { level: 2, name: 'Input' })).toBeInTheDocument();
    expect(container.firstElementChild?.className).toBe(client?.className);
  });
});
