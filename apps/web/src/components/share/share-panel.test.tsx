import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareHeading } from '@katana/shared/engagement/share';
import { signedIn } from '../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../test/render-auth.tsx';
import { SharePanel } from './share-panel.tsx';

const config = { url: 'https://katana.test/profile', text: 'I hit a 10 day streak!', title: 'My streak' };

function renderPanel(props: Partial<Parameters<typeof SharePanel>[0]> = {}) {
  const open = vi.fn();
  vi.stubGlobal('open', open);
  const view = renderWithAuth(<SharePanel config={config} source="streak_toast" cardType="streak" {...props} />, {
    auth: signedIn({ uuid: 'u-42' }),
  });
  return { ...view, open };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SharePanel', () => {
  it('opens LinkedIn and WhatsApp directly in a new window with the url (and text) and the utm defaults', () => {
    const { open } = renderPanel();
    expect(screen.getByRole('heading', { name: ShareHeading.ACHIEVEMENTS })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'LinkedIn' }));
    const linkedIn = new URL(open.mock.calls[0]![0] as string);
    expect(linkedIn.host).toBe('www.linkedin.com');
    const shared = new URL(linkedIn.searchParams.get('url')!);
    expect(shared.searchParams.get('utm_campaign')).toBe('u-42');
    expect(shared.searchParams.get('utm_source')).toBe('linkedin');
    expect(open.mock.calls[0]![1]).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const whatsApp = new URL(open.mock.calls[1]![0] as string);
    expect(whatsApp.searchParams.get('text')).toMatch(/^I hit a 10 day streak! https:\/\/katana\.test\/profile\?utm_source=whatsapp/);
  });

  it('keeps Twitter, Facebook, Gmail and Copy Link in the more menu, which a window click closes', () => {
    const { open } = renderPanel();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More share options' });
    fireEvent.click(more);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['Twitter', 'Facebook', 'Gmail', 'Copy Link']);
    fireEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(more);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Twitter' }));
    const tweet = new URL(open.mock.calls[0]![0] as string);
    expect(tweet.host).toBe('twitter.com');
    expect(tweet.searchParams.get('text')).toBe('I hit a 10 day streak!');
    expect(tweet.searchParams.get('url')).toContain('utm_source=twitter');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { open } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'More share options' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('https://katana.test/profile?utm_source=copy_link'));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Link Copied!' })).toBeInTheDocument();
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('shows a button tooltip only after 800 ms of hovering', () => {
    vi.useFakeTimers();
    renderPanel();
    const button = screen.getByRole('button', { name: 'LinkedIn' });
    fireEvent.mouseEnter(button.parentElement!);
    act(() => vi.advanceTimersByTime(799));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share on LinkedIn');
    fireEvent.mouseLeave(button.parentElement!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('headings by source, and "I don\'t want to share" only for the achievement widget', () => {
    const onDecline = vi.fn();
    const view = renderPanel({ source: 'contest_rating', cardType: 'contest_rating', onDecline });
    expect(screen.getByRole('heading', { name: ShareHeading.CONTEST_RATING })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I don't want to share" })).not.toBeInTheDocument();
    view.unmount();
    renderPanel({ source: 'achievement_widget', cardType: 'topic', onDecline });
    fireEvent.click(screen.getByRole('button', { name: "I don't want to share" }));
    expect(onDecline).toHaveBeenCalledOnce();
  });
});
