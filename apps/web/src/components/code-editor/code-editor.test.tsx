import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor.tsx';
import type { CodeEditorProps } from './code-editor-types.ts';
import { typeInEditor } from './editor-test-utils.ts';

type HarnessProps = Partial<CodeEditorProps> & { initial?: string };

/** The editor as pages use it: controlled, with the current value shown beside it. */
function Harness({ initial = '', onChange, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeEditor
        aria-label="Code"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('reset()')}>
        Reset
      </button>
    </>
  );
}

const currentValue = () => screen.getByTestId('value').textContent;

describe('CodeEditor', () => {
  it('reports typed text through onChange, new lines included', async () => {
    const user = userEvent.setup();
    render(<Harness initial="x = 1" />);
    const editor = screen.getByRole('textbox', { name: 'Code' });
    await user.click(editor);
    await user.keyboard('{Control>}{End}{/Control}');
    await typeInEditor(user, editor, '{Enter}y');
    await waitFor(() => expect(currentValue()).toBe('x = 1\ny'));
    expect(editor).toHaveTextContent('x = 1y');
  });

  it("runs on Ctrl+Enter and submits on Ctrl+' without changing the code", async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<Harness initial="print(1)" onRun={onRun} onSubmit={onSubmit} onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Code' });
    await user.click(editor);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard("{Control>}'{/Control}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(currentValue()).toBe('print(1)');
  });

  it('lets Ctrl+Enter through as a blank line when there is nothing to run', async () => {
    const user = userEvent.setup();
    render(<Harness initial="a" />);
    const editor = screen.getByRole('textbox', { name: 'Code' });
    await user.click(editor);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(currentValue()).toBe('a\n'));
  });

  it('takes a new value from outside without echoing it back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="old" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveTextContent('reset()');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores typing when read-only', async () => {
    const user = userEvent.setup();
    render(<Harness initial="fixed" readOnly />);
    const editor = screen.getByRole('textbox', { name: 'Code' });
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    await typeInEditor(user, editor, 'zz');
    expect(currentValue()).toBe('fixed');
  });

  it('loads the chosen language and highlights its syntax', async () => {
    const { container, rerender } = render(
      <CodeEditor aria-label="Code" value={'def main():\n    return 1\n'} language="python" />,
    );
    await waitFor(() => expect(container.querySelector('[data-language="python"]')).not.toBeNull());
    const keyword = [...container.querySelectorAll('.cm-line span')].find(
      (span) => span.textContent === 'def',
    );
    expect(keyword).toBeDefined();

    rerender(
      <CodeEditor aria-label="Code" value={'def main():\n    return 1\n'} language="no-such-language" />,
    );
    await waitFor(() => expect(container.querySelector('[data-language="no-such-language"]')).not.toBeNull());
    expect([...container.querySelectorAll('.cm-line span')].some((span) => span.textContent === 'def')).toBe(
      false,
    );
  });

  it('shows the theme it is given', () => {
    const { container, rerender } = render(<CodeEditor value="" />);
    expect(container.querySelector('[data-editor-theme]')).toHaveAttribute('data-editor-theme', 'dark');
    rerender(<CodeEditor value="" theme="light" />);
    expect(container.querySelector('[data-editor-theme]')).toHaveAttribute('data-editor-theme', 'light');
  });
});
