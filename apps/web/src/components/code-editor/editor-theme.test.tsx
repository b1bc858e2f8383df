import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorThemeToggle } from './editor-theme-toggle.tsx';
import { EDITOR_THEME_STORAGE_KEY, readEditorTheme, useEditorTheme } from './editor-theme.ts';

function ThemeReader() {
  const { theme } = useEditorTheme();
  return <output data-testid="theme">{theme}</output>;
}

describe('editor theme', () => {
  it('is dark when nothing is stored, and reads a stored choice', () => {
    expect(readEditorTheme()).toBe('dark');
    localStorage.setItem(EDITOR_THEME_STORAGE_KEY, 'light');
    expect(readEditorTheme()).toBe('light');
    localStorage.setItem(EDITOR_THEME_STORAGE_KEY, 'purple');
    expect(readEditorTheme()).toBe('dark');
  });

  it('stores the toggled theme under ps-code-editor-theme and every reader follows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <EditorThemeToggle />
        <ThemeReader />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark editor theme' });
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');

    await user.click(toggle);
    expect(localStorage.getItem('ps-code-editor-theme')).toBe('light');
    expect(toggle).not.toBeChecked();
    expect(screen.getByTestId('theme')).toHaveTextContent('light');

    await user.click(toggle);
    expect(localStorage.getItem('ps-code-editor-theme')).toBe('dark');
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });

  it('follows a change made in another tab', () => {
    render(<ThemeReader />);
    act(() => {
      localStorage.setItem(EDITOR_THEME_STORAGE_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: EDITOR_THEME_STORAGE_KEY, newValue: 'light' }));
    });
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
  });
});
