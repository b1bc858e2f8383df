/** The NPS survey as the shell mounts it: the 3 s delay, ?nps, suppressed pages, the steps, dismissals, the banner. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NpsPrompt } from '@katana/shared/engagement/nps';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { deferred, fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import NpsHost from './nps-host.tsx';

const LINK = 'https://katana.test/invite/u-7';
const QUESTION = /How likely are you to recommend .+ to a friend\?/;

const flush = async () => {
  for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup({
  routes = {},
  path = '/problems',
  width = 1440,
  auth = signedIn(),
}: {
  routes?: Record<string, FakeRoute>;
  path?: string;
  width?: number;
  auth?: ReturnType<typeof signedIn>;
} = {}) {
  apiClient.cache.clear();
  setViewportWidth(width);
  const api = fakeApi({
    'GET v3/nps/trigger': [ok({ trigger_nps: true })],
    'GET v3/nps/dismiss': [ok({ dismissed: true })],
    'POST v3/nps': [ok({ submitted: true })],
    'GET v3/referral/trigger': [ok({ show_cc_content: false, referral_link: LINK })],
    ...routes,
  });
  const view = renderWithAuth(<NpsHost />, { path, auth });
  return Object.assign(api, { router: view.router });
}

/** Renders, waits out the show delay and picks a rating. */
async function rated(rating: number, opts: Parameters<typeof setup>[0] = {}) {
  const api = setup(opts);
  await flush();
  await advance(3000);
  fireEvent.click(screen.getByRole('button', { name: String(rating) }));
  return api;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NPS survey', () => {
  it('shows the bottom bar 3 s after a positive trigger, not before', async () => {
    const api = setup();
    await flush();
    expect(api.callsTo('GET v3/nps/trigger')).toHaveLength(1);
    await advance(2999);
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(QUESTION)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('stays hidden when the trigger says no or fails, and for signed-out visitors', async () => {
    setup({ routes: { 'GET v3/nps/trigger': [ok({ trigger_nps: false })] } });
    await flush();
    await advance(10_000);
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('asks a forced check when the address has ?nps', async () => {
    const api = setup({
      path: '/?nps=1',
      routes: { 'GET v3/nps/trigger': (call) => ok({ trigger_nps: call.query.has('nps') }) },
    });
    await flush();
    expect(api.callsTo('GET v3/nps/trigger')[0]!.query.get('nps')).toBe('1');
    await advance(3000);
    expect(screen.getByText(QUESTION)).toBeInTheDocument();
  });

  it('keeps a confirmed forced check when the learner moves on before the 3 s', async () => {
    const api = setup({
      path: '/?nps=1',
      routes: { 'GET v3/nps/trigger': (call) => ok({ trigger_nps: call.query.has('nps') }) },
    });
    await flush();
    await advance(1000);
    await act(() => api.router.navigate('/problems'));
    await flush();
    expect(api.callsTo('GET v3/nps/trigger')).toHaveLength(2);
    await advance(2000);
    expect(screen.getByText(QUESTION)).toBeInTheDocument();
  });

  it('makes no call for a signed-out visitor', async () => {
    const api = setup({ auth: { ...signedIn(), isAuthenticated: false, user: null } });
    await flush();
    await advance(5000);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('is held back on pages where popups are suppressed', async () => {
    setup({ path: '/problem-of-the-day' });
    await flush();
    await advance(5000);
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('opens the sheet on mobile from the start', async () => {
    setup({ width: 390 });
    await flush();
    await advance(3000);
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeInTheDocument();
  });

  it.each([
    [3, NpsPrompt.LOW],
    [7, NpsPrompt.MID],
    [9, NpsPrompt.MID],
    [10, NpsPrompt.TOP],
  ])('rating %i opens the feedback step with the prompt "%s"', async (rating, prompt) => {
    await rated(rating);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(prompt)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: String(rating) })).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts the characters left and marks the limit', async () => {
    await rated(8);
    const box = screen.getByLabelText(NpsPrompt.MID);
    fireEvent.change(box, { target: { value: 'Great problems' } });
    expect(screen.getByTestId('nps-counter')).toHaveTextContent('186 characters left');
    expect(screen.getByTestId('nps-counter')).toHaveAttribute('data-limit-reached', 'false');
    fireEvent.change(box, { target: { value: 'x'.repeat(250) } });
    expect(box).toHaveValue('x'.repeat(200));
    expect(screen.getByTestId('nps-counter')).toHaveTextContent('0 characters left');
    expect(screen.getByTestId('nps-counter')).toHaveAttribute('data-limit-reached', 'true');
  });

  it('disables submit while loading, then thanks a 9 and shows the referral banner; Link copied for 1 s', async () => {
    const pending = deferred();
    const api = await rated(9, { routes: { 'POST v3/nps': [pending.reply] } });
    fireEvent.change(screen.getByLabelText(NpsPrompt.MID), { target: { value: 'More contests please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(api.callsTo('POST v3/nps')[0]!.body).toEqual({
      nps_rating: 9,
      additional_feedback: 'More contests please',
    });
    pending.release({ status: 200, body: { status: 200, data: { submitted: true } } });
    await flush();
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Glad you like it! Invite a friend')).toBeInTheDocument();
    expect(screen.getByLabelText('Your invite link')).toHaveValue(LINK);

    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    await advance(999);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('');

    // Closing after the thank-you records no dismissal.
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey' }));
    await flush();
    expect(api.callsTo('GET v3/nps/dismiss')).toHaveLength(0);
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('closes quietly after a 7: no thank-you, no referral banner', async () => {
    const api = await rated(7);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(api.callsTo('POST v3/nps')).toHaveLength(1);
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET v3/referral/trigger')).toHaveLength(0);
  });

  it('stays on the feedback step with no message when the submit fails', async () => {
    await rated(9, {
      routes: { 'POST v3/nps': [{ status: 500, body: { status: 500, error: { code: 500, message: 'x' } } }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('records a dismissal with the rating picked, or none', async () => {
    const api = await rated(4);
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey' }));
    await flush();
    expect(api.callsTo('GET v3/nps/dismiss').map((c) => c.query.get('nps_rating'))).toEqual(['4']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the sheet is modal: focus moves into it, and Escape closes it with a dismissal', async () => {
    const api = await rated(6);
    const sheet = screen.getByRole('dialog');
    expect(sheet.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await flush();
    expect(api.callsTo('GET v3/nps/dismiss').map((c) => c.query.get('nps_rating'))).toEqual(['6']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records a dismissal without a rating when closed from the bar', async () => {
    const api = setup();
    await flush();
    await advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey' }));
    await flush();
    const calls = api.callsTo('GET v3/nps/dismiss');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.has('nps_rating')).toBe(false);
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });
});
