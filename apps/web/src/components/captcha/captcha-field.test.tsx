/**
 * The human check hands the widget our envelope-unwrapping fetch as a property the moment the widget element is added:
 * a `configure()` call made then did nothing (the widget builds its inside a microtask later), so under load the
 * widget could start on the form's focus with the plain fetch, read the envelope as the challenge and fail.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './captcha-field.tsx';

vi.mock('altcha', () => ({}));

describe('CaptchaField', () => {
  it('gives the widget a fetch that unwraps our envelope, and passes a verified payload on', async () => {
    const onToken = vi.fn();
    const { container } = render(<CaptchaField onToken={onToken} />);
    expect(screen.getByText('Loading the human check…')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const widget = container.querySelector('altcha-widget') as HTMLElement & {
      customfetch?: (url: string) => Promise<Response>;
    };
    expect(typeof widget.customfetch).toBe('function');

    const challenge = { algorithm: 'SHA-256', challenge: 'c', maxnumber: 10, salt: 's', signature: 'x' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 200, data: challenge }), { status: 200 })),
    );
    const answer = await widget.customfetch!('/api/v1/captcha/challenge');
    expect(await answer.json()).toEqual(challenge);
    vi.unstubAllGlobals();

    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'abc' } }));
    expect(onToken).toHaveBeenLastCalledWith('abc');
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    expect(onToken).toHaveBeenLastCalledWith(null);
  });
});
