import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { QUIZ_LOCKED_NOTE } from '@katana/shared/items/quiz-lock';
import { problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

const quiz = {
  languages_allowed: [],
  samples: [],
  hints: [],
  time_limit_s: null,
  memory_limit_mb: null,
  editor_language: null,
  default_language: null,
  scaffold_code: null,
};

const OPTIONS = [
  { id: 'a', text: 'GET' },
  { id: 'b', text: 'POST' },
  { id: 'c', text: 'PUT' },
];

function graded(overrides: Parameters<typeof testSubmission>[0]) {
  return testSubmission({
    id: 'q-1',
    submission_type: 'MCQ',
    state: 'DONE',
    language: null,
    code: null,
    status_message: 'CORRECT_ANSWER',
    percentage_score: 100,
    points: { new_score: 20, user_score: 20, points_gained: 20, already_earned: false },
    ...overrides,
  });
}

const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('quiz items in the classroom', { timeout: 30_000 }, () => {
  it('multiple choice (several answers): checkboxes, Submit, then the right answers, explanation and points', async () => {
    const net = fakeApi({
      'GET v1/problems/idempotent': [
        ok(
          problemDetail({
            ...quiz,
            slug: 'idempotent',
            name: 'Idempotent methods',
            problem_type: 'MULTIPLE',
            statement: 'Which HTTP methods are **idempotent**?',
            item: { type: 'MULTIPLE', options: OPTIONS },
            max_score: 20,
          }),
        ),
      ],
      'POST v1/submissions/mcq': [
        ok({
          submission: graded({
            status_message: 'WRONG_ANSWER',
            percentage_score: 0,
            points: { new_score: 0, user_score: 0, points_gained: 0, already_earned: false },
            answer: {
              answer_ids: ['a', 'b'],
              right_answers: ['a', 'c'],
              solution_desc: 'GET and PUT can be **repeated** safely.',
            },
          }),
        }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom('idempotent');
    await findTitle('Idempotent methods');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Problem', 'Solution', 'Discuss']);
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    const group = within(screen.getByRole('group', { name: 'Choose all that apply' }));
    await user.click(await group.findByRole('checkbox', { name: 'GET' }));
    await user.click(group.getByRole('checkbox', { name: 'POST' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Wrong Answer')).toBeInTheDocument();
    expect(net.callsTo('POST v1/submissions/mcq')[0]?.body).toMatchObject({
      problem_id: 11,
      answer_ids: ['a', 'b'],
    });
    expect(group.getByRole('checkbox', { name: 'PUT Right answer' }).closest('label')).toHaveAttribute(
      'data-correct',
      'true',
    );
    expect(group.getByRole('checkbox', { name: 'POST' }).closest('label')).toHaveAttribute(
      'data-correct',
      'false',
    );
    expect(await screen.findByText('repeated', { selector: 'strong' })).toBeInTheDocument();
  });

  it('single choice: radio buttons; a right answer is scored', async () => {
    const net = fakeApi({
      'GET v1/problems/collisions': [
        ok(
          problemDetail({
            ...quiz,
            slug: 'collisions',
            name: 'Collisions',
            problem_type: 'SINGLE_CHOICE',
            statement: 'Pick one.',
            item: { type: 'SINGLE_CHOICE', options: OPTIONS },
            max_score: 20,
          }),
        ),
      ],
      'POST v1/submissions/mcq': [
        ok({
          submission: graded({
            answer: { answer_ids: ['b'], right_answers: ['b'], solution_desc: 'Because.' },
          }),
        }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom('collisions');
    await findTitle('Collisions');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose an answer.')).toBeInTheDocument();
    expect(net.callsTo('POST v1/submissions/mcq')).toEqual([]);
    const group = within(screen.getByRole('group', { name: 'Choose one answer' }));
    await user.click(await group.findByRole('radio', { name: 'GET' }));
    await user.click(group.getByRole('radio', { name: 'POST' }));
    expect(group.getByRole('radio', { name: 'GET' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct Answer')).toBeInTheDocument();
    expect(net.callsTo('POST v1/submissions/mcq')[0]?.body).toMatchObject({
      answer_ids: ['b'],
      source: 'problem_classroom',
    });
    expect(screen.getByText('+20 points gained')).toBeInTheDocument();
    // Try again clears the result and the choice and offers Submit again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Correct Answer')).toBeNull();
    expect(group.getByRole('radio', { name: 'POST' })).not.toBeChecked();
    expect(group.getByRole('radio', { name: 'POST' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('fill-up: an input at each blank of the statement, the answers sent by blank id, wrong blanks corrected', async () => {
    const net = fakeApi({
      'GET v1/problems/grouping': [
        ok(
          problemDetail({
            ...quiz,
            slug: 'grouping',
            name: 'Grouping',
            problem_type: 'FILL_UP',
            statement: 'Rows are grouped with {{blank:g}} and filtered after grouping with {{blank:h}}.',
            item: { type: 'FILL_UP', blank_ids: ['g', 'h'] },
          }),
        ),
      ],
      'POST v1/submissions/fill_up': [
        ok({
          submission: graded({
            submission_type: 'FILL_UP',
            status_message: 'WRONG_ANSWER',
            percentage_score: 50,
            points: { new_score: 50, user_score: 50, points_gained: 50, already_earned: false },
            answer: {
              answer: { g: 'GROUP BY', h: 'WHERE' },
              right_answers: ['GROUP BY', 'HAVING'],
              solution_desc: 'HAVING filters groups.',
              blanks: [
                { id: 'g', correct: true, given: 'GROUP BY', expected: 'GROUP BY' },
                { id: 'h', correct: false, given: 'WHERE', expected: 'HAVING' },
              ],
            },
          }),
        }),
      ],
    });
    const user = userEvent.setup();
    const { container } = renderClassroom('grouping');
    await findTitle('Grouping');
    const first = await screen.findByRole('textbox', { name: 'Blank 1' });
    // Both blanks sit inside the sentence.
    expect(container.querySelector('p')?.querySelectorAll('input')).toHaveLength(2);
    await user.type(first, 'GROUP BY');
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'WHERE');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Answer: HAVING')).toBeInTheDocument();
    expect(net.callsTo('POST v1/submissions/fill_up')[0]?.body).toMatchObject({
      problem_id: 11,
      answer: { g: 'GROUP BY', h: 'WHERE' },
    });
    expect(screen.getByText('Wrong Answer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('HAVING filters groups.')).toBeInTheDocument());
    // The answer has been shown: the question is locked, with no way to answer it again.
    expect(screen.getByText(QUIZ_LOCKED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toBeDisabled();
  });

  it('after a reload a wrong answer stays locked: the graded answer and the right one show, nothing to submit', async () => {
    fakeApi({
      'GET v1/problems/collisions': [
        ok(
          problemDetail({
            ...quiz,
            slug: 'collisions',
            name: 'Collisions',
            problem_type: 'SINGLE_CHOICE',
            statement: 'Pick one.',
            item: { type: 'SINGLE_CHOICE', options: OPTIONS },
            max_score: 20,
          }),
        ),
      ],
      'GET v1/problems/collisions/submissions': [
        ok({
          submissions: [
            graded({
              status_message: 'WRONG_ANSWER',
              percentage_score: 0,
              is_best: true,
              points: { new_score: 0, user_score: 0, points_gained: 0, already_earned: false },
              answer: { answer_ids: ['a'], right_answers: ['b'], solution_desc: 'Because.' },
            }),
          ],
        }),
      ],
    });
    renderClassroom('collisions');
    await findTitle('Collisions');
    expect(await screen.findByText('Wrong Answer')).toBeInTheDocument();
    const group = within(screen.getByRole('group', { name: 'Choose one answer' }));
    expect(group.getByRole('radio', { name: 'GET' })).toBeChecked();
    expect(group.getByRole('radio', { name: 'GET' }).closest('label')).toHaveAttribute(
      'data-correct',
      'false',
    );
    expect(group.getByRole('radio', { name: 'POST Right answer' })).toBeDisabled();
    expect(screen.getByText(QUIZ_LOCKED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
