import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findEditor } from './editor-test-utils.ts';

describe('LazyCodeEditor', () => {
  it('shows the code in a placeholder of the same height until the editor has loaded', async () => {
    // A fresh copy of the module: test files share a worker's modules, and another file may have loaded the editor.
    vi.resetModules();
    const { LazyCodeEditor } = await import('./lazy-code-editor.tsx');
    render(
      <LazyCodeEditor
        value={'int main() {}'}
        language="cpp"
        aria-label="Solution"
        height={300}
        theme="light"
      />,
    );
    const placeholder = screen.getByRole('region', { name: 'Solution (loading)' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveTextContent('int main() {}');
    expect(placeholder.style.height).toBe('300px');

    const editor = await findEditor('Solution');
    expect(editor).toHaveTextContent('int main() {}');
    expect(screen.queryByRole('region', { name: 'Solution (loading)' })).toBeNull();
    const box = editor.closest<HTMLElement>('[data-editor-theme]');
    expect(box?.style.height).toBe('300px');
    expect(box).toHaveAttribute('data-editor-theme', 'light');
  });
});
