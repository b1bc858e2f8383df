import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAuthPopupError, openOAuthPopup, POPUP_CLOSED_MESSAGE } from './oauth-popup.ts';

afterEach(() => vi.useRealTimers());

function fakePopup() {
  const popup = { closed: false } as { closed: boolean };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('OAuth popup', () => {
  it('opens 600x500 on the start URL and resolves on an ok message from our origin', async () => {
    const { open } = fakePopup();
    const result = openOAuthPopup('/api/v2/users/oauth/partner/start?redirect=%2F');
    expect(open.mock.calls[0]![0]).toBe('/api/v2/users/oauth/partner/start?redirect=%2F');
    expect(open.mock.calls[0]![2]).toContain('width=600,height=500');
    post({ type: 'katana-oauth', ok: true }, 'https://evil.example');
    post({ type: 'katana-oauth', ok: true });
    await expect(result).resolves.toEqual({ ok: true, newUser: false });
    open.mockRestore();
  });

  it('rejects with the server code on failure', async () => {
    const { open } = fakePopup();
    const result = openOAuthPopup('/start');
    post({ type: 'katana-oauth', ok: false, code: 943, message: 'No verified e-mail' });
    await expect(result).rejects.toMatchObject({ code: 943, message: 'No verified e-mail' });
    open.mockRestore();
  });

  it("rejects with 'Window closed without authentication' when the user closes it", async () => {
    vi.useFakeTimers();
    const { popup, open } = fakePopup();
    const result = openOAuthPopup('/start');
    popup.closed = true;
    const settled = expect(result).rejects.toEqual(new OAuthPopupError(POPUP_CLOSED_MESSAGE, null));
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    open.mockRestore();
  });

  it('reports a blocked popup so the caller can navigate instead', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openOAuthPopup('/start')).resolves.toEqual({ ok: false, blocked: true });
    open.mockRestore();
  });
});
