/**
 * A fill-up item whose statement comes from the server as HTML (blanks as <span data-blank> placeholders): the
 * inputs go into the placeholders, inside their sentences, and behave as with the client-rendered statement.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUIZ_LOCKED_NOTE } from '@katana/shared/items/quiz-lock';
import { testSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

// What the server's renderFillUpStatement makes of
// 'Rows are **grouped** with {{blank:g}} and filtered after grouping with {{blank:h}}.\n\n```sql\n{{blank:x}}\n```'
const STATEMENT_HTML =
  '<p>Rows are <strong>grouped</strong> with <span data-blank="g"></span> and filtered after grouping with ' +
  '<span data-blank="h"></span>.</p>\n<pre class="my-3"><code class="font-mono language-sql">{{blank:x}}\n</code></pre>';

const fillUp = problemDetail({
  languages_allowed: [],
  samples: [],
  hints: [],
  time_limit_s: null,
  memory_limit_mb: null,
  editor_language: null,
  default_language: null,
  scaffold_code: null,
  slug: 'grouping',
  name: 'Grouping',
  problem_type: 'FILL_UP',
  statement:
    'Rows are **grouped** with {{blank:g}} and filtered after grouping with {{blank:h}}.\n\n```sql\n{{blank:x}}\n```',
  statement_html: STATEMENT_HTML,
  item: { type: 'FILL_UP', blank_ids: ['g', 'h'] },
});

const graded = testSubmission({
  id: 'q-1',
  submission_type: 'FILL_UP',
  state: 'DONE',
  language: null,
  code: null,
  status_message: 'WRONG_ANSWER',
  percentage_score: 50,
  points: { new_score: 50, user_score: 50, points_gained: 50, already_earned: false },
  answer: {
    answer: { g: 'GROUP BY', h: 'WHERE' },
    right_answers: ['GROUP BY', 'HAVING'],
    solution_desc: 'HAVING filters **groups**.',
    blanks: [
      { id: 'g', correct: true, given: 'GROUP BY', expected: 'GROUP BY' },
      { id: 'h', correct: false, given: 'WHERE', expected: 'HAVING' },
    ],
  },
});

describe('fill-up statement rendered by the server', { timeout: 30_000 }, () => {
  it('puts each blank input into its placeholder in the sentence, sends the answers and shows the grading', async () => {
    const net = fakeApi({
      'GET v1/problems/grouping': [ok(fillUp)],
      'POST v1/submissions/fill_up': [ok({ submission: graded })],
    });
    const user = userEvent.setup();
    const { container } = renderClassroom('grouping');
    await screen.findByRole('heading', { level: 1, name: 'Grouping' }, { timeout: 10_000 });

    const first = await screen.findByRole('textbox', { name: 'Blank 1' });
    const second = screen.getByRole('textbox', { name: 'Blank 2' });
    // The server's HTML is what shows (its placeholders hold the inputs), inside the one sentence.
    expect(first.closest('[data-blank]')?.getAttribute('data-blank')).toBe('g');
    expect(second.closest('[data-blank]')?.getAttribute('data-blank')).toBe('h');
    const sentence = container.querySelector('p')!;
    expect(sentence).toHaveTextContent(/^Rows are grouped with and filtered after grouping with \.$/);
    expect(sentence.querySelectorAll('input')).toHaveLength(2);
    // A marker in a code block stays text, with no input.
    expect(container.querySelector('pre')).toHaveTextContent('{{blank:x}}');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);

    // Typing keeps the same inputs (the statement is not rebuilt under them).
    await user.type(first, 'GROUP BY');
    await user.type(second, 'WHERE');
    expect(first).toHaveValue('GROUP BY');
    expect(first.isConnected).toBe(true);
    expect(second).toHaveValue('WHERE');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const correction = await screen.findByText('Answer: HAVING');
    expect(correction.closest('[data-blank]')?.getAttribute('data-blank')).toBe('h');
    expect(net.callsTo('POST v1/submissions/fill_up')[0]?.body).toMatchObject({
      problem_id: 11,
      answer: { g: 'GROUP BY', h: 'WHERE' },
    });
    expect(screen.getByText('Wrong Answer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toBeDisabled();
    const result = screen.getByTestId('quiz-result');
    await waitFor(() => expect(within(result).getByText('groups').tagName).toBe('STRONG'));

    // The right answer has been shown: the question stays locked on the graded answers.
    expect(screen.getByText(QUIZ_LOCKED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toHaveValue('WHERE');
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toBeDisabled();
  });
});
