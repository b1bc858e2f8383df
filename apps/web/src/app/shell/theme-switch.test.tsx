import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../lib/theme/theme.ts';
import { renderApp } from '../testing/render-app.tsx';

describe('theme switch', () => {
  it('starts light when nothing is stored', () => {
    renderApp('/');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(
      within(screen.getByTestId('site-header')).getByRole('switch', { name: 'Dark theme' }),
    ).not.toBeChecked();
  });

  it('switches to dark, stores the choice and keeps it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    await user.click(within(screen.getByTestId('site-header')).getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    first.unmount();

    document.documentElement.className = '';
    renderApp('/problems');
    expect(document.documentElement).toHaveClass('dark');
    const toggle = within(screen.getByTestId('site-header')).getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('is also in the drawer on small screens', async () => {
    const user = userEvent.setup();
    renderApp('/', { width: 375 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});
