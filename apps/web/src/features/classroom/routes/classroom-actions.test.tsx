import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { judgedSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

function api(extra: Parameters<typeof fakeApi>[0] = {}, problem = problemDetail()) {
  return fakeApi({
    'GET v1/problems/pair-sum': [ok(problem)],
    'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
    ...extra,
  });
}

const ready = () => screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 10_000 });
const reaction = (reaction_type: 1 | -1 | null, up: number, down: number) =>
  ok({ parent_id: '11', parent_type: 'problem', reaction_type, upvote_count: up, downvote_count: down });

describe('the learner actions of the classroom', { timeout: 30_000 }, () => {
  it('upvote toggles: pressed once it counts, pressed again it is removed, downvote switches it', async () => {
    const net = api({ 'POST v3/reactions': [reaction(1, 5, 1), reaction(null, 4, 1), reaction(-1, 4, 2)] });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    const up = () => screen.getByRole('button', { name: /^Upvote/ });
    const down = () => screen.getByRole('button', { name: /^Downvote/ });
    expect(up()).toHaveAccessibleName('Upvote, 4');
    await user.click(up());
    await waitFor(() => expect(up()).toHaveAttribute('aria-pressed', 'true'));
    expect(up()).toHaveAccessibleName('Upvote, 5');
    await user.click(up());
    await waitFor(() => expect(up()).toHaveAttribute('aria-pressed', 'false'));
    expect(up()).toHaveAccessibleName('Upvote, 4');
    await user.click(down());
    await waitFor(() => expect(down()).toHaveAccessibleName('Downvote, 2'));
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(net.callsTo('POST v3/reactions').map((c) => c.body)).toEqual([
      { parent_id: '11', reaction_type: 1, parent_type: 'problem' },
      { parent_id: '11', reaction_type: 1, parent_type: 'problem' },
      { parent_id: '11', reaction_type: -1, parent_type: 'problem' },
    ]);
  });

  it('rates the problem 1 to 5 and shows the new average', async () => {
    const net = api({ 'POST v1/problems/pair-sum/rating': [ok({ average: 4.5, count: 2, mine: 4 })] });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rate this problem' })).getByRole('radio', {
        name: '4 stars',
      }),
    );
    expect(await screen.findByText('4.5 (2)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(net.callsTo('POST v1/problems/pair-sum/rating')[0]?.body).toEqual({ rating: 4 });
  });

  it('reports an issue through its dialog, and refuses an empty description', async () => {
    const net = api({ 'POST v1/reports': [ok({ id: 'r-1' })] });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Report an issue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report an issue' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Describe the issue.');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Issue' }), 'TYPO');
    await user.type(dialog.getByRole('textbox', { name: 'Details' }), 'Typo in the second line');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.callsTo('POST v1/reports')[0]?.body).toMatchObject({
      entity_type: 'problem',
      entity_id: '11',
      issue_type: 'TYPO',
      issue_detail: 'Typo in the second line',
    });
  });

  it('suggests an edit through its dialog', async () => {
    const net = api({ 'POST v1/problems/pair-sum/suggest_edit': [ok({ id: 's-1' })] });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Suggest an edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suggest an edit' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'hints');
    await user.type(dialog.getByRole('textbox', { name: 'Your suggestion' }), 'Mention overflow.');
    await user.click(dialog.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(net.callsTo('POST v1/problems/pair-sum/suggest_edit')).toHaveLength(1));
    expect(net.callsTo('POST v1/problems/pair-sum/suggest_edit')[0]?.body).toEqual({
      section: 'hints',
      suggestion: 'Mention overflow.',
    });
  });

  it('bookmarks and un-bookmarks with the v2 GETs', async () => {
    const net = api({
      'GET v2/bookmarks/add': [ok({ problem_id: 11, is_bookmarked: true })],
      'GET v2/bookmarks/remove': [ok({ problem_id: 11, is_bookmarked: false })],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    const button = screen.getByRole('button', { name: 'Bookmark' });
    await user.click(button);
    await waitFor(() => expect(net.callsTo('GET v2/bookmarks/add')).toHaveLength(1));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(net.callsTo('GET v2/bookmarks/add')[0]?.query.get('problem_id')).toBe('11');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(net.callsTo('GET v2/bookmarks/remove')).toHaveLength(1);
  });

  it('the solution tab warns about the penalty and asks for the solution only after the learner accepts', async () => {
    const net = api({
      'GET v1/problems/pair-sum/solution': [
        ok({
          editorial: '## Idea\n\nAdd the two numbers.',
          solutions: [{ language: 'cpp', code: 'int main(){}' }],
          right_answers: null,
          solution_desc: null,
          solution_seen: true,
          solution_viewed_on: '2026-11-21T10:00:00Z',
          penalty_percentage: 50,
        }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Solution' }));
    const warning = within(await screen.findByRole('group', { name: 'Solution warning' }));
    expect(warning.getByText('50% less')).toBeInTheDocument();
    expect(net.callsTo('GET v1/problems/pair-sum/solution')).toEqual([]);
    await user.click(warning.getByRole('button', { name: 'View solution' }));
    expect(await screen.findByRole('heading', { name: 'Idea' })).toBeInTheDocument();
    expect(net.callsTo('GET v1/problems/pair-sum/solution')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Reference code' })).toHaveTextContent('int main(){}');
  });

  it('the submissions tab lists them with the best marked, and opens one to show its code', async () => {
    api({
      'GET v1/problems/pair-sum/submissions': [
        ok({
          submissions: [
            judgedSubmission(1, 3, { id: 's-2', language: 'python', code: 'print(1)' }),
            judgedSubmission(3, 3, { id: 's-1', is_best: true, code: 'int main() { /* best */ }' }),
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    const list = within(await screen.findByRole('list', { name: 'Submissions' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wrong Answer');
    expect(items[0]).toHaveTextContent('Python 3');
    expect(items[1]).toHaveTextContent('Correct Answer');
    expect(within(items[1]!).getByText('Best')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('data-best', 'true');
    await user.click(within(items[1]!).getByRole('button'));
    expect(
      await screen.findByRole('textbox', { name: 'Submitted code' }, { timeout: 10_000 }),
    ).toHaveTextContent('/* best */');
  });

  it('the submissions tab says why they could not be loaded', async () => {
    api({
      'GET v1/problems/pair-sum/submissions': [fail(503, 503, 'Submissions are unavailable right now.')],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Submissions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submissions are unavailable right now.');
    expect(screen.queryByRole('list', { name: 'Submissions' })).toBeNull();
  });

  it('sets the default language and the autocomplete preference', async () => {
    const net = api({
      'POST v1/users/default_language': [ok({ default_language: 'cpp', autocomplete: true })],
      'POST v1/users/preferences': [ok({ default_language: 'cpp', autocomplete: false })],
    });
    const user = userEvent.setup();
    renderClassroom();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Your default')).toBeInTheDocument();
    expect(net.callsTo('POST v1/users/default_language')[0]?.body).toEqual({ language: 'cpp' });
    const toggle = screen.getByRole('switch', { name: 'Autocomplete' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(net.callsTo('POST v1/users/preferences')).toHaveLength(1));
    expect(net.callsTo('POST v1/users/preferences')[0]?.body).toEqual({ autocomplete: false });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
