import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findEditor } from '../../../components/code-editor/editor-test-utils.ts';
import { judgedSubmission, testSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import {
  CPP_SCAFFOLD,
  languageCode,
  problemDetail,
  runResult,
  sampleResult,
} from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET v1/problems/pair-sum': [ok(problemDetail())],
    'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
    'GET v1/problems/pair-sum/submissions': [ok({ submissions: [] })],
    ...extra,
  });
}

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 10_000 });
  return findEditor('Code editor');
}

const result = () => within(screen.getByRole('region', { name: 'Result' }));

describe('Run and Submit in the classroom', { timeout: 30_000 }, () => {
  it('Run sends the code and shows Wrong Answer with the first failing sample', async () => {
    const failing = sampleResult(2, {
      status: 'NO_MATCH',
      input: '5 5\n',
      expected_output: '10\n',
      actual_output: '0\n',
    });
    const net = api({
      'POST v1/problems/pair-sum/run': [
        ok(
          runResult({
            status_message: 'WRONG_ANSWER',
            tests: [sampleResult(1), failing],
            no_of_test_cases_correct: 1,
          }),
        ),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await result().findByText('Wrong Answer')).toBeInTheDocument();
    expect(net.callsTo('POST v1/problems/pair-sum/run')[0]?.body).toEqual({
      language: 'cpp',
      code: CPP_SCAFFOLD,
    });
    expect(result().getByText('1/2 sample tests passed')).toBeInTheDocument();
    const failed = within(result().getByRole('group', { name: 'Failed test 2' }));
    expect(failed.getByLabelText('Input')).toHaveTextContent('5 5');
    expect(failed.getByLabelText('Expected output')).toHaveTextContent('10');
    expect(failed.getByLabelText('Your output')).toHaveTextContent('0');
    // Time and memory per test.
    const rows = within(result().getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Test 1(sample)Passed3 ms1.5 MB');
  });

  it('Run shows the compiler message for a compile error', async () => {
    api({
      'POST v1/problems/pair-sum/run': [
        ok(
          runResult({
            status_message: 'COMPILATION_ERROR',
            error_message: "main.cpp:1:1: error: 'x' was not declared",
            tests: [],
            no_of_test_cases_correct: 0,
          }),
        ),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await result().findByText('Compilation Error')).toBeInTheDocument();
    expect(result().getByLabelText('Compiler message')).toHaveTextContent("error: 'x' was not declared");
  });

  it('Run on the Custom test case tab sends the custom input and shows the output', async () => {
    const net = api({
      'POST v1/problems/pair-sum/run': [
        ok(
          runResult({
            custom: true,
            tests: [sampleResult(1, { sample: false, input: '7 8\n', actual_output: '15\n' })],
            total_test_cases: 1,
            no_of_test_cases_correct: 1,
          }),
        ),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Custom test case' }));
    const box = screen.getByRole('textbox', { name: 'Custom input' });
    expect(box).toHaveValue('1 2\n');
    await user.clear(box);
    await user.type(box, '7 8');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await result().findByLabelText('Your output')).toHaveTextContent('15');
    expect(net.callsTo('POST v1/problems/pair-sum/run')[0]?.body).toMatchObject({ custom_input: '7 8' });
  });

  it('Ctrl+Enter in the editor runs', async () => {
    const net = api({ 'POST v1/problems/pair-sum/run': [ok(runResult())] });
    const user = userEvent.setup();
    renderClassroom();
    const editor = await ready();
    await user.click(editor);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/run')).toHaveLength(1));
  });

  it("Ctrl+' in the editor submits", async () => {
    const net = api({
      'POST v1/problems/pair-sum/submissions': [ok({ submission: testSubmission({ id: 's-3' }) })],
    });
    const user = userEvent.setup();
    renderClassroom();
    const editor = await ready();
    await user.click(editor);
    await user.keyboard("{Control>}'{/Control}");
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/submissions')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/run')).toEqual([]);
  });

  it("sends the page's ?source= with the submission (spec 03: interview experience...)", async () => {
    const net = api({
      'POST v1/problems/pair-sum/submissions': [ok({ submission: testSubmission({ id: 's-9' }) })],
    });
    const user = userEvent.setup();
    renderClassroom('pair-sum', { query: '?source=interview_experience' });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/submissions')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/submissions')[0]?.body).toMatchObject({
      source: 'interview_experience',
    });
  });

  it('Submit shows a row per test turning green or red as the socket reports, then the verdict', async () => {
    const net = api({
      'POST v1/problems/pair-sum/submissions': [ok({ submission: testSubmission({ id: 's-7' }) })],
    });
    const user = userEvent.setup();
    const { socket } = renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/submissions')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/submissions')[0]?.body).toMatchObject({
      language: 'cpp',
      code: CPP_SCAFFOLD,
    });

    const executed = (test: number, status: string) =>
      act(() =>
        socket().emit('submission:progress', {
          submission_id: 's-7',
          stage: 'executed',
          test,
          tests: 3,
          status,
          time_ms: 5,
          memory_kb: 900,
        }),
      );
    await result().findByText(/In queue|Judging/);
    executed(1, 'MATCH');
    const rows = () => within(result().getByRole('list', { name: 'Test progress' })).getAllByRole('listitem');
    expect(rows().map((r) => r.dataset.status)).toEqual(['MATCH', 'PENDING', 'PENDING']);
    executed(2, 'NO_MATCH');
    expect(rows().map((r) => r.dataset.status)).toEqual(['MATCH', 'NO_MATCH', 'PENDING']);
    expect(rows()[1]).toHaveTextContent('Wrong answer');
    expect(result().getByText('Judging… 2/3 tests')).toBeInTheDocument();
    executed(3, 'MATCH');

    act(() => socket().emit('submission:result', { submission: judgedSubmission(2, 3, { id: 's-7' }) }));
    expect(await result().findByText('Wrong Answer')).toBeInTheDocument();
    expect(result().getByText('2/3 tests passed')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Test progress' })).toBeNull();
  });

  it('a Correct Answer shows the score and the points gained, or that they were already earned', async () => {
    const correct = (
      id: string,
      points: { new_score: number; user_score: number; points_gained: number; already_earned: boolean },
    ) => judgedSubmission(3, 3, { id, points });
    api({
      'POST v1/problems/pair-sum/submissions': [
        ok({ submission: testSubmission({ id: 's-1' }) }),
        ok({ submission: testSubmission({ id: 's-2' }) }),
      ],
    });
    const user = userEvent.setup();
    const { socket } = renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await result().findByText(/In queue|Judging/);
    act(() =>
      socket().emit('submission:result', {
        submission: correct('s-1', {
          new_score: 100,
          user_score: 100,
          points_gained: 100,
          already_earned: false,
        }),
      }),
    );
    expect(await result().findByText('Correct Answer')).toBeInTheDocument();
    expect(
      within(result().getByTestId('score')).getByText('100', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(result().getByText('+100 points gained')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await result().findByText(/In queue|Judging/);
    act(() =>
      socket().emit('submission:result', {
        submission: correct('s-2', {
          new_score: 100,
          user_score: 100,
          points_gained: 0,
          already_earned: true,
        }),
      }),
    );
    expect(
      await result().findByText('You have already earned the points for this problem.'),
    ).toBeInTheDocument();
  });
});
