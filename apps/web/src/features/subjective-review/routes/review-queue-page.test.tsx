import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubjectiveQueuedAnswer } from '@katana/shared/api/subjective';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import SubjectiveReviewQueuePage from './review-queue-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const moderator = { 'GET v2/users/roles': [ok({ roles: ['moderator'] })] };
const queued = (id: number, name: string, peer_reviews: number) => ({
  id,
  problem: { slug: 'hash-or-tree', name },
  submitted_at: '2026-11-20T10:00:00.000Z',
  peer_reviews,
  reviews_needed: 3,
});
const answer: SubjectiveQueuedAnswer = {
  id: 7,
  problem: {
    slug: 'hash-or-tree',
    name: 'Hash map or tree',
    statement_html: '<p>When would you choose which?</p>',
  },
  body: 'Hash maps for lookups.',
  body_html: '<p>Hash maps for lookups.</p>',
  status: 'waiting',
  score: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  rubric: {
    pass_score: 3,
    levels: [0, 1, 2, 3, 4].map((score) => ({
      score,
      description: `Level **${score}**`,
      description_html: `<p>Level <strong>${score}</strong></p>`,
    })),
  },
  reviews: [
    {
      score: 2,
      comment: 'Half of it is there, say more.',
      by_moderator: false,
      counted: true,
      created_at: '',
    },
  ],
  reviews_needed: 3,
};

const render = (params: Record<string, string> = {}) =>
  renderWithAuth(<SubjectiveReviewQueuePage params={params} />, { auth: signedIn() });

describe('the moderators’ review of subjective answers', { timeout: 30_000 }, () => {
  it('lists the waiting answers in the server’s order with their peer review counts', async () => {
    fakeApi({
      ...moderator,
      'GET v1/subjective/review-queue': [
        ok({ answers: [queued(3, 'Hash map or tree', 0), queued(7, 'Stacks', 2)] }),
      ],
    });
    render();
    const rows = await screen.findAllByTestId('queue-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Hash map or tree', expect.any(String), '0 of 3'],
      ['Stacks', expect.any(String), '2 of 3'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: /Review the answer to Stacks/ })).toHaveAttribute(
      'href',
      '/subjective-answers/review/7',
    );
  });

  it('opens an answer and sends the moderator’s score and comment', async () => {
    const net = fakeApi({
      ...moderator,
      'GET v1/subjective/answers/7': [ok(answer)],
      'POST v1/subjective/answers/7/reviews': [ok({ reviewed: true, reviews_left_today: 20 })],
    });
    const user = userEvent.setup();
    render({ answerId: '7' });
    expect(await screen.findByText('Hash maps for lookups.')).toBeInTheDocument();
    expect(screen.getByText('Half of it is there, say more.')).toBeInTheDocument();
    const rubric = screen.getByRole('heading', { name: /Rubric \(0–4; 3 or more solves it\)/ });
    expect((rubric.nextElementSibling as HTMLElement).innerHTML).toContain('Level <strong>4</strong>');
    await user.click(screen.getByRole('radio', { name: /^4 — Level 4/ }));
    await user.type(
      screen.getByLabelText(/Comment for the author/),
      'Complete: both costs and the ordering.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('the answer’s score is 4 / 4');
    expect(net.callsTo('POST v1/subjective/answers/7/reviews')[0]?.body).toEqual({
      score: 4,
      comment: 'Complete: both costs and the ordering.',
    });
  });

  it('tells learners without the role that only moderators may review, without asking for the queue', async () => {
    const api = fakeApi({ 'GET v2/users/roles': [ok({ roles: [] })] });
    render();
    expect(await screen.findByText('Only moderators can review subjective answers.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['v2/users/roles']);
  });

  it('shows the same notice when the server refuses the queue', async () => {
    fakeApi({ ...moderator, 'GET v1/subjective/review-queue': [fail(403, 403, 'Forbidden')] });
    render();
    expect(await screen.findByText('Only moderators can review subjective answers.')).toBeInTheDocument();
  });
});
