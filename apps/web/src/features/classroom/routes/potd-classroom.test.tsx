import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProblemOfTheDay } from '@katana/shared/api/problem-of-the-day';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { apiClient } from '../../../lib/request/api-client.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { SIGNED_IN } from '../testing/render-classroom.tsx';
import { ClassroomPage } from './classroom-page.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

const DATE = '2026-11-20';
const potd = (solved: boolean): ProblemOfTheDay => ({
  date: DATE,
  is_today: false,
  solved,
  problem: { id: 1, slug: 'pair-sum', name: 'Pair Sum', difficulty: 'MEDIUM', topics: [], max_score: 80 },
});

function render(date = DATE) {
  apiClient.cache.clear();
  setViewportWidth(1280);
  const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
  return renderWithAuth(
    <RealtimeSocketProvider factory={fakeSocketFactory()}>
      <LoginDialogContext.Provider value={login}>
        <ClassroomPage params={{ date }} />
      </LoginDialogContext.Provider>
    </RealtimeSocketProvider>,
    { path: `/problem-of-the-day/${date}`, auth: SIGNED_IN },
  );
}

function api(solved: boolean) {
  return fakeApi({
    [`GET v1/problem-of-the-day/${DATE}`]: [ok(potd(solved))],
    'GET v1/problems/pair-sum': [ok(problemDetail())],
    'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
  });
}

describe('/problem-of-the-day/:date classroom (POTD mode)', { timeout: 30_000 }, () => {
  it("opens the day's problem without solution, discuss or hints, with the timer and Finish while unsolved", async () => {
    api(false);
    const view = render();
    await screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 5000 });
    expect(screen.getByText('Problem of the day · 20 Nov 2026')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Problem sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Problem', 'Submissions']);
    expect(screen.queryByRole('heading', { name: 'Hints' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time spent' })).toHaveTextContent('00:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(view.router.state.location.pathname).toBe('/problem-of-the-day');
  });

  it('shows no timer and no Finish once the problem is solved', async () => {
    api(true);
    render();
    await screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 5000 });
    expect(screen.getByText('Solved')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });

  it('says a future date has no problem yet', async () => {
    fakeApi({
      'GET v1/problem-of-the-day/2099-01-01': [
        fail(404, 404, 'There is no problem of the day for this date.'),
      ],
    });
    render('2099-01-01');
    expect(
      await screen.findByRole('heading', { name: 'There is no problem of the day for this date.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See today's problem" })).toHaveAttribute(
      'href',
      '/problem-of-the-day',
    );
  });
});
