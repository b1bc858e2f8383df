import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { manualClock, setClockForTests } from '../state/clock.ts';
import { StreakToast } from './streak-toast.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setClockForTests();
});

describe('streak toast sharing', () => {
  it('opens the share panel and sends the streak text and campaign to WhatsApp in a new window', () => {
    setClockForTests(manualClock());
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithAuth(<StreakToast currentStreak={10} longestStreak={12} onClosed={() => {}} />, { auth: signedIn() });
    expect(screen.queryByRole('region', { name: 'Share your achievements on' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share your streak' }));
    expect(screen.getByRole('region', { name: 'Share your achievements on' })).toHaveAttribute('data-card-type', 'streak');
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const target = new URL(open.mock.calls[0]![0] as string);
    expect(target.host).toBe('api.whatsapp.com');
    const text = target.searchParams.get('text')!;
    expect(text).toMatch(/^I have been coding every day for 10 days in a row on .+! Join me and build your streak\. http/);
    expect(text).toContain('utm_campaign=daily_streak_10');
  });
});
