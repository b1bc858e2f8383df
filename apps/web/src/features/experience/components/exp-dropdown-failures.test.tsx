import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { LEVEL_MAP } from '../testing/render-engagement.tsx';
import { ExpDropdown } from './exp-dropdown.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Spec 02 §8: failed leaderboard and EXP loads are ignored; "No other user-facing error text is shown". */
const ERROR_TEXT = /could not|couldn't|failed|went wrong|error/i;

function renderDropdown(activate: Parameters<typeof ExpDropdown>[0]['activate'] = null) {
  return renderWithAuth(
    <ExpDropdown
      open
      onOpenChange={() => {}}
      mobile={false}
      trigger={<button type="button">EXP</button>}
      viewer={7}
      points={50}
      level={1}
      levelPointsMap={LEVEL_MAP}
      activate={activate}
    />,
    { auth: signedIn() },
  );
}

describe('EXP dropdown when its calls fail', () => {
  it('shows no error text on the Leaderboard and Exp History tabs, only Try again, which loads them', async () => {
    fakeApi({
      'GET v3/leaderboard/xp-summary': [
        fail(500, 500, 'Boom'),
        ok({ locked: true, start_date: 0, user_rank: null, user_exp: 0 }),
      ],
      'GET v2/experience/history': [
        fail(500, 500, 'Boom'),
        ok({ entries: [], total: 0, page: 1, limit: 20 }),
      ],
    });
    const user = userEvent.setup();
    renderDropdown();
    const panel = await screen.findByRole('dialog', { name: 'EXP' });
    await user.click(await within(panel).findByRole('button', { name: 'Try again' }));
    expect(panel).not.toHaveTextContent(ERROR_TEXT);
    expect(await within(panel).findByText(/Reach Level 2 to unlock/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'Exp History' }));
    await user.click(await within(panel).findByRole('button', { name: 'Try again' }));
    expect(panel).not.toHaveTextContent(ERROR_TEXT);
    expect(await within(panel).findByText('Solve a problem to earn your first EXP.')).toBeInTheDocument();
  });

  it('turns the activate button into Try again after a failed activation, with no error text', async () => {
    fakeApi({
      'GET v3/leaderboard/xp-summary': [ok({ locked: true, start_date: 0, user_rank: null, user_exp: 0 })],
    });
    const run = vi.fn();
    renderDropdown({ multiplier: 2, pending: false, failed: true, run });
    const panel = await screen.findByRole('dialog', { name: 'EXP' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(panel).not.toHaveTextContent(ERROR_TEXT);
  });
});
