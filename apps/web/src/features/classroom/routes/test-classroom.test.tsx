import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestProblemList } from '@katana/shared/api/test-series';
import { ClockProvider } from '../../../lib/clock/clock-context.tsx';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { judgedSubmission, testSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { CONTEST_NOW } from '../testing/contest-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { SIGNED_IN } from '../testing/render-classroom.tsx';
import { ClassroomPage } from './classroom-page.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

const OFFERING = 1_000_000_007;

function list(overrides: Partial<TestProblemList> = {}): TestProblemList {
  return {
    offering: {
      offering_id: OFFERING,
      name: 'Mock test 7',
      offering_type: 'Test',
      duration: 45,
      opens_at: '2026-11-01T00:00:00Z',
      closes_at: '2026-12-31T00:00:00Z',
      instructions: '',
      total_problems: 2,
      offering_status: 'ACTIVE',
      test_status: 'TEST_STARTED',
      timed_test_taken: true,
      timed_test_in_process: true,
      started_at: '2026-11-21T09:55:00Z',
      ends_at: new Date(CONTEST_NOW + 40 * 60_000).toISOString(),
      submitted_at: null,
      remaining_ms: 40 * 60_000,
      can_start: false,
    },
    series_slug: 'dsa-mocks',
    problems: [
      {
        id: 11,
        slug: 'pair-sum',
        name: 'Pair Sum',
        problem_type: 'CODE',
        difficulty: 'MEDIUM',
        max_score: 100,
        user_score: null,
        attempted: false,
        marked_for_review: false,
      },
      {
        id: 12,
        slug: 'word-ladder',
        name: 'Word Ladder',
        problem_type: 'CODE',
        difficulty: 'HARD',
        max_score: 100,
        user_score: null,
        attempted: false,
        marked_for_review: false,
      },
    ],
    userScore: {},
    userAttemptStats: { attempted: 0, unattempted: 2, markedForReview: 0 },
    solution_locked: true,
    result: null,
    ...overrides,
  };
}

function show() {
  setViewportWidth(1280);
  const sockets = fakeSocketFactory();
  const view = renderWithAuth(
    <ClockProvider clock={() => CONTEST_NOW}>
      <RealtimeSocketProvider factory={sockets}>
        <ClassroomPage params={{ slug: 'dsa-mocks', offeringId: String(OFFERING) }} />
      </RealtimeSocketProvider>
    </ClockProvider>,
    { path: `/test-series/dsa-mocks/${OFFERING}`, auth: SIGNED_IN },
  );
  return { ...view, socket: () => sockets.sockets.find((s) => !s.closed)! };
}

describe('a test series test', { timeout: 30_000 }, () => {
  it('answers through the test path while live, with the solution locked, and shows the result after Submit', async () => {
    const answered = list({
      userAttemptStats: { attempted: 1, unattempted: 1, markedForReview: 0 },
      problems: list().problems.map((p) => (p.id === 11 ? { ...p, attempted: true, user_score: 100 } : p)),
    });
    const over = list({
      offering: {
        ...list().offering,
        offering_status: 'HAS_ENDED',
        test_status: 'TEST_ATTEMPTED_OR_SUBMITTED',
        timed_test_in_process: false,
      },
      problems: answered.problems,
      solution_locked: false,
      result: { score: 100, maxScore: 200, percentage: 50, solved: 1, attempted: 1, total: 2 },
    });
    const net = fakeApi({
      'GET v1/test_series/dsa-mocks/problems': [ok(list()), ok(answered), ok(over)],
      'GET v1/problems/pair-sum': [ok(problemDetail())],
      'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
      'GET v1/problems/pair-sum/submissions': [ok({ submissions: [] })],
      'POST v1/test_series/submissions/code': [ok({ submission: testSubmission({ id: 's-3' }) })],
      'POST v1/test_series/submit': [ok({ offering: over.offering, result: over.result })],
    });
    const user = userEvent.setup();
    const { socket } = show();
    await screen.findByRole('heading', { level: 1, name: '1. Pair Sum' }, { timeout: 10_000 });
    const tabs = within(screen.getByRole('tablist', { name: 'Problem sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).not.toContain('Solution');
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:40:00');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/test_series/submissions/code')).toHaveLength(1));
    expect(net.callsTo('POST v1/test_series/submissions/code')[0]!.body).toMatchObject({
      slug: 'dsa-mocks',
      offering_id: OFFERING,
      problem_id: 11,
      language: 'cpp',
    });
    act(() => socket().emit('submission:result', { submission: judgedSubmission(3, 3, { id: 's-3' }) }));
    await waitFor(() =>
      expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 1 · Unattempted 1'),
    );

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End test?' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const result = within(await screen.findByLabelText('Result'));
    expect(result.getByText('100 / 200')).toBeInTheDocument();
    expect(result.getByText('50%')).toBeInTheDocument();
    expect(net.callsTo('POST v1/test_series/submit')[0]!.body).toMatchObject({
      slug: 'dsa-mocks',
      offering_id: OFFERING,
    });
  });

  it('a multiple-choice answer carries the test offering_id and moves the counts; no empty Top performers tab', async () => {
    const answered = list({
      userAttemptStats: { attempted: 1, unattempted: 1, markedForReview: 0 },
      problems: list().problems.map((p) => (p.id === 11 ? { ...p, attempted: true, user_score: 100 } : p)),
    });
    const net = fakeApi({
      'GET v1/test_series/dsa-mocks/problems': [ok(list()), ok(answered)],
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
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('heading', { level: 1, name: '1. Pair Sum' }, { timeout: 10_000 });
    const tabs = within(screen.getByRole('tablist', { name: 'Problem sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).not.toContain('Top performers');
    expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 0 · Unattempted 2');
    await user.click(await screen.findByRole('radio', { name: 'Three' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/submissions/mcq')).toHaveLength(1));
    expect(net.callsTo('POST v1/submissions/mcq')[0]!.body).toMatchObject({
      problem_id: 11,
      answer_ids: ['a'],
      offering_id: OFFERING,
    });
    await waitFor(() =>
      expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 1 · Unattempted 1'),
    );
  });

  it('a fill-up answer carries the test offering_id too', async () => {
    const answered = list({ userAttemptStats: { attempted: 1, unattempted: 1, markedForReview: 0 } });
    const net = fakeApi({
      'GET v1/test_series/dsa-mocks/problems': [ok(list()), ok(answered)],
      'GET v1/problems/pair-sum': [
        ok(
          problemDetail({
            problem_type: 'FILL_UP',
            languages_allowed: [],
            samples: [],
            statement: 'Rows are grouped with {{blank:g}}.',
            statement_html: null,
            item: { type: 'FILL_UP', blank_ids: ['g'] },
          }),
        ),
      ],
      'POST v1/submissions/fill_up': [
        ok({
          submission: testSubmission({
            id: 'q-6',
            submission_type: 'FILL_UP',
            state: 'DONE',
            status_message: 'CORRECT_ANSWER',
            percentage_score: 100,
          }),
        }),
      ],
    });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: 'Blank 1' }, { timeout: 10_000 }), 'GROUP BY');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/submissions/fill_up')).toHaveLength(1));
    expect(net.callsTo('POST v1/submissions/fill_up')[0]!.body).toMatchObject({
      problem_id: 11,
      answer: { g: 'GROUP BY' },
      offering_id: OFFERING,
    });
    await waitFor(() =>
      expect(screen.getByTestId('attempt-stats')).toHaveTextContent('Attempted 1 · Unattempted 1'),
    );
  });
});
