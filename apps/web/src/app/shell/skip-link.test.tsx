import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

describe('skip link', () => {
  it('is the first thing Tab reaches and moves focus to the main region, past the header', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/problems');
    await screen.findByTestId('site-header');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // Focus moved without a navigation: same page, no hash in the address.
    expect(location()).toBe('/problems');
    // The next Tab goes into the page, not back to the header's menus.
    await user.tab();
    expect(screen.getByTestId('site-header')).not.toContainElement(document.activeElement as HTMLElement);
  });
});
