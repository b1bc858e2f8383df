import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationProvider, useNotify } from './notifications.tsx';

afterEach(() => vi.useRealTimers());

let notify: ReturnType<typeof useNotify> = () => {};
function Grab() {
  notify = useNotify();
  return null;
}

function setup() {
  render(
    <NotificationProvider>
      <Grab />
    </NotificationProvider>,
  );
}

// The stack's code loads with the first notification (issue 21): once, before the timed checks.
beforeAll(async () => {
  const { unmount } = render(
    <NotificationProvider>
      <Grab />
    </NotificationProvider>,
  );
  act(() => notify({ title: 'Warm-up' }));
  await screen.findByText('Warm-up', undefined, { timeout: 20_000 });
  unmount();
}, 30_000);

describe('notifications (spec 01 §9)', () => {
  it('loads the stack only with the first notification', async () => {
    setup();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => notify({ title: 'Hello' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('keeps at most 2 stacked, dropping the oldest', () => {
    setup();
    act(() => {
      notify({ title: 'First' });
      notify({ title: 'Second' });
      notify({ title: 'Third', message: 'with text' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(screen.getByText('with text')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    setup();
    const user = userEvent.setup();
    act(() => notify({ title: 'Closable' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('goes away after 4500 ms', () => {
    vi.useFakeTimers();
    setup();
    act(() => notify({ title: 'Brief' }));
    act(() => vi.advanceTimersByTime(4400));
    expect(screen.getByText('Brief')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Brief')).not.toBeInTheDocument();
  });
});
