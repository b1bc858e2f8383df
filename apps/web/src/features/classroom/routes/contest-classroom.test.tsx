import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { judgedSubmission, testSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { ClockProvider } from '../../../lib/clock/clock-context.tsx';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { CONTEST_NOW, contestParticipation, contestProblems } from '../testing/contest-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { SIGNED_IN } from '../testing/render-classroom.tsx';
import { ClassroomPage } from './classroom-page.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

const SLUG = 'weekly-contest-5';

const boardRow = (rank: number, name: string, solved: number, penalty: number, isMe = false) => ({
  rank,
  user: { uuid: `u-${name}`, name, image: null, profile_linked: true },
  solved,
  penalty,
  score: solved * 100,
  cells: [],
  is_me: isMe,
});
const topBoard = {
  contest_id: 5,
  format: 'ICPC',
  frozen: false,
  freeze_at: null,
  problems: [],
  rows: [boardRow(1, 'Ravi', 1, 12), boardRow(2, 'Asha Rao', 0, 0, true)],
  page: 1,
  page_size: 10,
  pages: 1,
  total: 2,
  my_row: null,
  my_page: 1,
  updated_at: '2026-11-21T10:00:00Z',
};

function api(lists: ReturnType<typeof contestProblems>[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET v1/contests/problems': lists.map(ok),
    'GET v1/problems/pair-sum': [ok(problemDetail())],
    'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
    'GET v1/problems/pair-sum/submissions': [ok({ submissions: [] })],
    ...extra,
  });
}

function show(problemId: string | undefined = '11') {
  setViewportWidth(1280);
  const sockets = fakeSocketFactory();
  const path = `/contests/${SLUG}/5/problems${problemId ? `/${problemId}` : ''}`;
  const view = renderWithAuth(
    <ClockProvider clock={() => CONTEST_NOW}>
      <RealtimeSocketProvider factory={sockets}>
        <ClassroomPage params={{ slug: SLUG, offeringId: '5', ...(problemId ? { problemId } : {}) }} />
      </RealtimeSocketProvider>
    </ClockProvider>,
    { path, auth: SIGNED_IN },
  );
  const socket = () => sockets.sockets.find((s) => !s.closed)!;
  return { ...view, socket };
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'A. Pair Sum' }, { timeout: 10_000 });
const tabs = () =>
  within(screen.getByRole('tablist', { name: 'Problem sections' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('the contest classroom', { timeout: 30_000 }, () => {
  it('while live: contest tabs, timer, problem strip and counts; a submission carries the offering_id and updates the counts', async () => {
    const solved = contestProblems({
      userScore: { '11': 100 },
      userAttemptStats: { attempted: 1, unattempted: 1, markedForReview: 1 },
    });
    const net = api([contestProblems(), solved], {
      'POST v1/problems/pair-sum/submissions': [ok({ submission: testSubmission({ id: 's-9' }) })],
      [`GET v1/contests/${SLUG}/standings`]: [ok(topBoard)],
    });
    const user = userEvent.setup();
    const { socket } = show();
    await ready();
    expect(net.callsTo('GET v1/contests/problems')[0]!.query.toString()).toBe(`slug=${SLUG}&offering_id=5`);
    // Spec 03 §2 contest row while live: no solution or discuss; top performers on.
    expect(tabs()).toEqual(['Problem', 'Submissions', 'Top performers']);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('01:02:05');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    const strip = within(screen.getByRole('navigation', { name: 'Contest problems' }));
    expect(strip.getByRole('link', { name: 'A. Pair Sum (not attempted)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      strip.getByRole('link', { name: 'B. Word Ladder (not attempted, marked for review)' }),
    ).toHaveAttribute('href', `/contests/${SLUG}/5/problems/12`);
    expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 0 · Unattempted 2 · Marked 1');
    await user.click(screen.getByRole('tab', { name: 'Top performers' }));
    const top = within(await screen.findByRole('list', { name: 'Top performers' }));
    expect(top.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Ravi1 solved · 12 min',
      '2Asha Rao0 solved · 0 min',
    ]);
    expect(net.callsTo(`GET v1/contests/${SLUG}/standings`)[0]!.query.get('page_size')).toBe('10');
    await user.click(screen.getByRole('tab', { name: 'Problem' }));

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/submissions')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/submissions')[0]!.body).toMatchObject({ offering_id: 5 });
    act(() => socket().emit('submission:result', { submission: judgedSubmission(3, 3, { id: 's-9' }) }));
    await waitFor(() =>
      expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 1 · Unattempted 1'),
    );
    expect(strip.getByRole('link', { name: 'A. Pair Sum (solved)' })).toBeInTheDocument();
  });

  it("Finish raises the end-test warning; 'Submit' ends the contest and goes back to it", async () => {
    const net = api([contestProblems()], {
      'POST v1/contests/submit': [
        ok({ ...contestProblems().contest, description: '', problems_visible: true }),
      ],
    });
    const user = userEvent.setup();
    const { router } = show();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End test?' }));
    expect(dialog.getByText('You have 2 unattempted problems.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contests/${SLUG}`));
    expect(net.callsTo('POST v1/contests/submit')[0]!.body).toEqual({ slug: SLUG, offering_id: 5 });
  });

  it('closing the classroom while the contest can be ended asks first; leaving keeps the contest running', async () => {
    const net = api([contestProblems()]);
    const user = userEvent.setup();
    const { router } = show();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Close contest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End test?' }));
    await user.click(dialog.getByRole('button', { name: 'Leave without ending' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contests/${SLUG}`));
    expect(net.callsTo('POST v1/contests/submit')).toHaveLength(0);
  });

  it('marks a problem for review with the contest offering_id', async () => {
    const net = api([contestProblems()], {
      'GET v2/bookmarks/add': [ok({ problem_id: 11, is_bookmarked: true })],
    });
    const user = userEvent.setup();
    show();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    await waitFor(() => expect(net.callsTo('GET v2/bookmarks/add')).toHaveLength(1));
    expect(Object.fromEntries(net.callsTo('GET v2/bookmarks/add')[0]!.query)).toEqual({
      problem_id: '11',
      offering_id: '5',
    });
    expect(screen.getByRole('button', { name: 'Marked for review' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Marked for review' })).toHaveTextContent('Marked for review');
  });

  it('after the contest: solution and discuss open, no timer or finish, practice submissions', async () => {
    const ended = contestParticipation({
      offering_status: 'HAS_ENDED',
      test_status: 'TEST_ATTEMPTED_OR_SUBMITTED',
      can_submit: false,
      can_finish: false,
      ends_at: null,
      classroom: { live: false, finished: true },
    });
    const list = contestProblems({}, ended);
    const net = api([{ ...list, contest: { ...list.contest, phase: 'ended' } }], {
      'POST v1/problems/pair-sum/submissions': [ok({ submission: testSubmission({ id: 's-10' }) })],
    });
    const user = userEvent.setup();
    show();
    await ready();
    expect(tabs()).toEqual(['Problem', 'Submissions', 'Solution', 'Discuss']);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/submissions')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/submissions')[0]!.body).not.toHaveProperty('offering_id');
  });

  it('a multiple-choice answer in a live contest carries the offering_id and refreshes the counts', async () => {
    const answered = contestProblems({
      userScore: { '11': 100 },
      userAttemptStats: { attempted: 1, unattempted: 1, markedForReview: 1 },
    });
    const net = fakeApi({
      'GET v1/contests/problems': [ok(contestProblems()), ok(answered)],
      'GET v1/problems/pair-sum': [
        ok(
          problemDetail({
            problem_type: 'SINGLE_CHOICE',
            languages_allowed: [],
            samples: [],
            item: {
              type: 'SINGLE_CHOICE',
              options: [
                { id: 'a', text: 'Three' },
                { id: 'b', text: 'Four' },
              ],
            },
          }),
        ),
      ],
      'POST v1/submissions/mcq': [
        ok({
          submission: testSubmission({
            id: 'q-5',
            submission_type: 'MCQ',
            state: 'DONE',
            status_message: 'CORRECT_ANSWER',
            percentage_score: 100,
          }),
        }),
      ],
      [`GET v1/contests/${SLUG}/standings`]: [ok(topBoard)],
    });
    const user = userEvent.setup();
    show();
    await ready();
    await user.click(await screen.findByRole('radio', { name: 'Three' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/submissions/mcq')).toHaveLength(1));
    expect(net.callsTo('POST v1/submissions/mcq')[0]!.body).toMatchObject({
      problem_id: 11,
      answer_ids: ['a'],
      offering_id: 5,
    });
    await waitFor(() =>
      expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 1 · Unattempted 1'),
    );
  });

  it('opens the first problem when the URL names none', async () => {
    api([contestProblems()]);
    const { router } = show(undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contests/${SLUG}/5/problems/11`));
  });
});
