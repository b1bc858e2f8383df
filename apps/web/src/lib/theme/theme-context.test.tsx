import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme-context.tsx';
import { THEME_STORAGE_KEY } from './theme.ts';

function Shown() {
  return <p>theme: {useTheme().theme}</p>;
}

/** What the browser does in this tab when another tab of the site writes the key. */
function otherTabStores(value: string | null) {
  if (value === null) localStorage.clear();
  else localStorage.setItem(THEME_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: value === null ? null : THEME_STORAGE_KEY, newValue: value }),
  );
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeProvider', () => {
  it('follows a theme switched in another tab', () => {
    render(
      <ThemeProvider>
        <Shown />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => otherTabStores('dark'));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    // The other tab cleared the site's storage: back to the default.
    act(() => otherTabStores(null));
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('ignores other keys', () => {
    render(
      <ThemeProvider>
        <Shown />
      </ThemeProvider>,
    );
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    });
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });
});
