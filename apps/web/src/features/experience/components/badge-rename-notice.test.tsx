import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-api.ts';
import { renderEngagement, restoreClock } from '../testing/render-engagement.tsx';

const RENAME = { 'GET v3/badges/rename-popup': [ok({ show_popup: true })], 'POST v3/user-events': [ok({ acknowledged: true })] };
const FLAG = 'show_badge_rename_popup:7';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  restoreClock();
});

describe('badge rename notice', () => {
  it('asks the server when nothing is stored, and only its button dismisses it, sending the user event', async () => {
    const view = renderEngagement({ routes: RENAME });
    const dialog = await screen.findByRole('dialog', { name: 'Our badges have new names' });
    expect(dialog).toHaveClass('w-[328px]');
    expect(dialog).toHaveTextContent(/Ronin.*is now.*Achiever/);
    expect(dialog).toHaveTextContent(/Samurai.*is now.*Specialist/);
    expect(dialog).toHaveTextContent(/Sensei.*is now.*Master/);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(view.api.callsTo('POST v3/user-events').map((c) => c.body)).toEqual([
        { event_key: 'BADGE_NAME_CHANGE_POPUP_SHOWN', acknowledgement: true },
      ]),
    );
    expect(window.localStorage.getItem(FLAG)).toBe('false');
  });

  it('is shown once: a stored false neither asks the server nor shows it', async () => {
    window.localStorage.setItem(FLAG, 'false');
    const view = renderEngagement({ routes: RENAME });
    await screen.findByRole('button', { name: /^[\d,]+ EXP, level / });
    expect(view.api.callsTo('GET v3/badges/rename-popup')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays hidden when the server says show_popup false, and remembers it', async () => {
    const view = renderEngagement({ routes: { ...RENAME, 'GET v3/badges/rename-popup': [ok({ show_popup: false })] } });
    await waitFor(() => expect(window.localStorage.getItem(FLAG)).toBe('false'));
    expect(view.api.callsTo('GET v3/badges/rename-popup')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits on pages where popups are suppressed', async () => {
    window.localStorage.setItem(FLAG, 'true');
    renderEngagement({ routes: RENAME, path: '/problem-of-the-day' });
    await screen.findByRole('button', { name: /^[\d,]+ EXP, level / });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
