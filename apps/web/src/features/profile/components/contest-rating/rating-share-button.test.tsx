import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../../test/render-auth.tsx';
import { RatingShareButton } from './rating-share-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RatingShareButton', () => {
  it('opens "Share your contest rating" and shares the rating text with its campaign', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithAuth(<RatingShareButton text="My contest rating on Katana is 1618." campaign="contest_rating_1618" />, {
      auth: signedIn(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const panel = screen.getByRole('region', { name: 'Share your contest rating' });
    expect(panel).toHaveAttribute('data-card-type', 'contest_rating');
    expect(screen.queryByRole('button', { name: "I don't want to share" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More share options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Facebook' }));
    const target = new URL(open.mock.calls[0]![0] as string);
    expect(target.host).toBe('www.facebook.com');
    expect(target.searchParams.get('quote')).toBe('My contest rating on Katana is 1618.');
    const link = new URL(target.searchParams.get('u')!);
    expect(link.pathname).toBe('/contests');
    expect(link.searchParams.get('utm_campaign')).toBe('contest_rating_1618');

    fireEvent.click(document.body);
    expect(screen.queryByRole('region', { name: 'Share your contest rating' })).not.toBeInTheDocument();
  });
});
