import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing/render-app.tsx';
import { signedIn, testUser } from '../test/auth-fixtures.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import {
  ONBOARDING_DELAY_MS,
  showsNavigationTour,
  showsWelcomeDialog,
} from '../features/onboarding/hooks/onboarding-rules.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = fakeApi({ 'POST v3/users/events': [ok({}), ok({})] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { api, user };
}

const events = (api: ReturnType<typeof fakeApi>) => api.callsTo('POST v3/users/events').map((c) => c.body);

describe('navigation tour (spec 01 §2, §4)', () => {
  it('shows 5 s after the shell starts, steps with Next and Finish, and is acknowledged with PS_NAV_ONBOARDING', async () => {
    const { api, user } = setup();
    renderApp('/problems', { auth: signedIn({ show_navigation_onboarding: true }) });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS - 100));
    expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    const tour = await screen.findByTestId('navigation-tour');
    expect(tour).toHaveTextContent('Click here to view all problems.');
    expect(tour).toHaveTextContent('1/2');
    // It never takes the focus from the page.
    expect(tour).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('navigation-tour')).toHaveTextContent(
      'Click here to view contents and other features of Katana',
    );
    expect(screen.getByTestId('navigation-tour')).toHaveTextContent('2/2');
    expect(events(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(events(api)).toEqual([{ event_key: 'PS_NAV_ONBOARDING', acknowledgement: true }]),
    );
  }, 20_000);

  it('is acknowledged by its close icon too, and points at the menu button on a phone', async () => {
    const { api, user } = setup();
    renderApp('/problems', { auth: signedIn({ show_navigation_onboarding: true }), width: 375 });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    const tour = await screen.findByTestId('navigation-tour');
    expect(tour).toHaveTextContent('Click here to view all problems.');
    await user.click(within(tour).getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(events(api)).toEqual([{ event_key: 'PS_NAV_ONBOARDING', acknowledgement: true }]),
    );
  });

  it('hides while another dialog is open and comes back after it closes', async () => {
    const { user } = setup();
    renderApp('/problems', { auth: signedIn({ show_navigation_onboarding: true }), width: 375 });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    await screen.findByTestId('navigation-tour');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Katana menu' });
    await waitFor(() => expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(await screen.findByTestId('navigation-tour')).toBeInTheDocument();
  });

  it('points at the side navigation where the header is hidden (/home)', async () => {
    const { user } = setup();
    renderApp('/home', { auth: signedIn({ show_navigation_onboarding: true }) });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    const tour = await screen.findByTestId('navigation-tour');
    expect(tour).toHaveTextContent('Click here to view all problems.');
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('navigation-tour')).toHaveTextContent('2/2');
  });

  it('does not show once acknowledged, nor in a classroom with its own header', () => {
    expect(showsNavigationTour(testUser({ show_navigation_onboarding: false }))).toBe(false);
    expect(showsNavigationTour(null)).toBe(false);
    setup();
    renderApp('/problems/two-sum', { auth: signedIn({ show_navigation_onboarding: true }) });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 2));
    expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument();
  });
});

describe('welcome dialog (spec 02 "Dialogs")', () => {
  it('is for partner accounts, and new accounts with the merged UI on, until seen', () => {
    expect(showsWelcomeDialog(testUser({ merge_strategy: 'existing' }), false)).toBe(true);
    expect(showsWelcomeDialog(testUser({ merge_strategy: 'new' }), false)).toBe(false);
    expect(showsWelcomeDialog(testUser({ merge_strategy: 'new' }), true)).toBe(true);
    expect(showsWelcomeDialog(testUser({ merge_strategy: 'porting' }), true)).toBe(false);
    expect(
      showsWelcomeDialog(testUser({ merge_strategy: 'existing', naukri_onboarding_seen_studio: true }), true),
    ).toBe(false);
  });

  it("shows its three steps, closes only by 'Let's get started!', and the tour follows it", async () => {
    const { api, user } = setup();
    renderApp('/problems', {
      auth: signedIn({ merge_strategy: 'existing', show_navigation_onboarding: true }),
    });
    act(() => vi.advanceTimersByTime(ONBOARDING_DELAY_MS));
    const dialog = await screen.findByRole('dialog');
    for (const step of ['Master coding', 'Practice & compete', 'Build an impressive profile'])
      expect(within(dialog).getByRole('heading', { name: step, level: 3 })).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-tour')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('welcome-dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Let's get started!" }));
    expect(screen.queryByTestId('welcome-dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigation-tour')).toHaveTextContent(
      'Click here to view all problems.',
    );
    await waitFor(() =>
      expect(events(api)).toEqual([{ event_key: 'NAUKRI_ONBOARDING_SEEN_STUDIO', acknowledgement: true }]),
    );
  });
});
