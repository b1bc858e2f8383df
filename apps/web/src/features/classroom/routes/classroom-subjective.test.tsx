import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);
afterEach(() => vi.unstubAllGlobals());

const RUBRIC = {
  pass_score: 3,
  levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: `Level ${score} answer` })),
};

const problemWith = (rubric: typeof RUBRIC) =>
  ok(
    problemDetail({
      languages_allowed: [],
      samples: [],
      hints: [],
      time_limit_s: null,
      memory_limit_mb: null,
      editor_language: null,
      default_language: null,
      scaffold_code: null,
      slug: 'hash-or-tree',
      name: 'Hash map or tree',
      problem_type: 'SUBJECTIVE',
      statement: 'When would you choose a hash map?',
      item: { type: 'SUBJECTIVE', rubric },
      max_score: 20,
    }),
  );
const problem = problemWith(RUBRIC);

const ANSWER = 'Hash maps give **expected O(1)** lookups.';
const answer = (overrides: object = {}) => ({
  id: 7,
  body: ANSWER,
  body_html: '<p>Hash maps give <strong>expected O(1)</strong> lookups.</p>',
  status: 'waiting',
  score: null,
  max_score: 4,
  passed: null,
  reviews_needed: 3,
  reviews: [],
  submitted_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('subjective problems in the classroom', { timeout: 30_000 }, () => {
  it('shows the rubric, previews the Markdown answer, submits it and shows that it waits for reviews', async () => {
    const net = fakeApi({
      'GET v1/problems/hash-or-tree': [problem],
      'GET v1/subjective/hash-or-tree/answer': [
        ok({ answer: null, can_review: false, reviews_left_today: 20 }),
      ],
      'PUT v1/subjective/hash-or-tree/answer': [
        ok({ answer: answer(), can_review: true, reviews_left_today: 20 }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom('hash-or-tree');
    await findTitle('Hash map or tree');
    expect(
      await screen.findByRole('heading', { name: /Rubric \(0–4; 3 or more solves it\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Rubric/ }).nextElementSibling).toHaveTextContent(
      '4 — Level 4 answer',
    );

    await user.type(await screen.findByLabelText('Answer (Markdown)'), ANSWER);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      await within(screen.getByTestId('answer-preview')).findByText('expected O(1)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));

    expect(await screen.findByText('Waiting for reviews: 0 of 3 peer reviews so far.')).toBeInTheDocument();
    expect(net.callsTo('PUT v1/subjective/hash-or-tree/answer')[0]?.body).toEqual({ body: ANSWER });
    expect(screen.getByRole('heading', { name: 'Review answers' })).toBeInTheDocument();
  });

  it("renders the rubric as Markdown: the server's HTML when sent, else the Markdown itself", async () => {
    const levels = RUBRIC.levels.map((l) => ({ ...l, description: `Names **both** costs ${l.score}` }));
    levels[4] = { ...levels[4]!, description_html: '<p>Names <em>every</em> cost 4</p>' } as never;
    fakeApi({
      'GET v1/problems/hash-or-tree': [problemWith({ ...RUBRIC, levels })],
      'GET v1/subjective/hash-or-tree/answer': [
        ok({ answer: null, can_review: false, reviews_left_today: 20 }),
      ],
    });
    renderClassroom('hash-or-tree');
    const heading = await screen.findByRole('heading', { name: /Rubric/ }, { timeout: 10_000 });
    const list = heading.nextElementSibling as HTMLElement;
    expect((await within(list).findAllByText('both', { selector: 'strong' })).length).toBe(4);
    expect(within(list).getByText('every', { selector: 'em' })).toBeInTheDocument();
    expect(list).not.toHaveTextContent('**');
  });

  it('refuses a too short answer before sending it', async () => {
    const net = fakeApi({
      'GET v1/problems/hash-or-tree': [problem],
      'GET v1/subjective/hash-or-tree/answer': [
        ok({ answer: null, can_review: false, reviews_left_today: 20 }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom('hash-or-tree');
    await user.type(await screen.findByLabelText('Answer (Markdown)', {}, { timeout: 10_000 }), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 20 characters.');
    expect(net.callsTo('PUT v1/subjective/hash-or-tree/answer')).toHaveLength(0);
  });

  it('shows the score and every review comment once reviewed', async () => {
    fakeApi({
      'GET v1/problems/hash-or-tree': [problem],
      'GET v1/subjective/hash-or-tree/answer': [
        ok({
          answer: answer({
            status: 'scored',
            score: 3,
            passed: true,
            reviews: [
              {
                score: 3,
                comment: 'Good costs, name a worst case.',
                by_moderator: false,
                counted: true,
                created_at: '2026-01-02T00:00:00.000Z',
              },
              {
                score: 0,
                comment: 'I did not like it at all really.',
                by_moderator: false,
                counted: false,
                created_at: '2026-01-02T00:00:00.000Z',
              },
            ],
          }),
          can_review: true,
          reviews_left_today: 20,
        }),
      ],
    });
    renderClassroom('hash-or-tree');
    expect(await screen.findByText('Reviewed: 3 / 4 — solved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Good costs, name a worst case.')).toBeInTheDocument();
    expect(screen.getByText('I did not like it at all really.')).toBeInTheDocument();
    expect(screen.getByText('(not counted)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Answer (Markdown)')).toBeNull();
  });

  it('reviews the next answer: a score from the rubric and a comment', async () => {
    const net = fakeApi({
      'GET v1/problems/hash-or-tree': [problem],
      'GET v1/subjective/hash-or-tree/answer': [
        ok({ answer: answer({ reviews: [] }), can_review: true, reviews_left_today: 20 }),
      ],
      'GET v1/subjective/hash-or-tree/review/next': [
        ok({
          answer: {
            id: 9,
            body: 'Trees keep order.',
            body_html: '<p>Trees keep order.</p>',
            submitted_at: '2026-01-01T00:00:00.000Z',
          },
          reviews_left_today: 20,
        }),
        ok({ answer: null, reviews_left_today: 19 }),
      ],
      'POST v1/subjective/answers/9/reviews': [ok({ reviewed: true, reviews_left_today: 19 })],
    });
    const user = userEvent.setup();
    renderClassroom('hash-or-tree');
    await user.click(
      await screen.findByRole('button', { name: 'Review the next answer' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Trees keep order.')).toBeInTheDocument();
    const scores = within(screen.getByRole('group', { name: 'Score by the rubric' }));
    await user.click(scores.getByRole('radio', { name: /^2 — Level 2 answer/ }));
    await user.type(screen.getByLabelText(/Comment for the author/), 'Correct, but give an example of each.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you: your review was saved.')).toBeInTheDocument();
    expect(net.callsTo('POST v1/subjective/answers/9/reviews')[0]?.body).toEqual({
      score: 2,
      comment: 'Correct, but give an example of each.',
    });
    expect(await screen.findByText(/No answer is waiting for your review/)).toBeInTheDocument();
  });
});
