import { describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme } from './theme.ts';

describe('readStoredTheme', () => {
  it('ignores unknown values and unreadable storage', () => {
    expect(readStoredTheme({ getItem: () => 'purple' })).toBe('light');
    expect(
      readStoredTheme({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets the dark class and colour scheme on the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root).not.toHaveClass('dark');
  });
});
