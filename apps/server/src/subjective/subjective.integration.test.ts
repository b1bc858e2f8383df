/**
 * SUBJECTIVE answers end to end through the API: submit and resubmit, peer reviews and their anti-abuse rules (own
 * answer, duplicate, non-submitter, daily cap, score range, short comment), the median with an outlier dropped, a
 * moderator's override, and the score turning into a solved problem.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import {
  SubjectiveMessage,
  SubjectivePaths as Paths,
  type SubjectiveMyAnswer,
  type SubjectiveQueue,
  type SubjectiveQueuedAnswer,
  type SubjectiveReviewTask,
} from '@katana/shared/api/subjective';
import type { SubjectiveItem } from '@katana/shared/items/item-types';
import { userProblemStates, type ProblemRow } from '../db/schema/practice.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { signUp } from '../test/auth-helpers.ts';
import { injectAs, type Caller } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const item: SubjectiveItem = {
  slug: 'hash-or-tree',
  type: 'SUBJECTIVE',
  title: 'Hash map or tree',
  difficulty: 'MEDIUM',
  maxScore: 20,
  topics: ['hashing'],
  companies: [],
  lists: [],
  metaDescription: 'When to use which.',
  metaKeywords: 'hash map, tree',
  statement: 'When would you choose a hash map over a balanced BST?',
  rubric: {
    passScore: 3,
    levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: `Level ${score}` })),
  },
};

const ANSWER = 'A hash map gives expected O(1) lookups; a tree keeps keys ordered for range queries.';
const COMMENT = 'Clear costs, but say more about worst cases.';

describe('subjective answers', () => {
  let t: TestApp;
  const { call, data } = injectAs(() => t.app);
  let problem: ProblemRow;

  const learner = async (name: string): Promise<Caller & { id: number }> => {
    const { session, email } = await signUp(t.app, { name });
    const id = (await t.app.repos.users.findByEmail(email))!.id;
    return { authorization: `Token ${session.token}`, id };
  };
  const answerUrl = (p: ProblemRow) => fillPath(Paths.answer, { slug: p.slug });
  const nextUrl = (p: ProblemRow) => fillPath(Paths.nextReview, { slug: p.slug });
  const reviewUrl = (id: number) => fillPath(Paths.reviews, { id: String(id) });
  const answer = async (who: Caller, p = problem, body = ANSWER) =>
    (await data<SubjectiveMyAnswer>('PUT', answerUrl(p), who, { body })).answer!;
  const review = (who: Caller, id: number, score: number, comment = COMMENT) =>
    call('POST', reviewUrl(id), who, { score, comment });
  const solved = async (userId: number, p = problem) => {
    const [state] = await t.app.db
      .select()
      .from(userProblemStates)
      .where(and(eq(userProblemStates.userId, userId), eq(userProblemStates.problemId, p.id)));
    return state?.solvedAt != null;
  };

  beforeAll(async () => {
    t = await createTestApp(
      { SUBJECTIVE_PEER_REVIEWS: '3', SUBJECTIVE_REVIEWS_PER_DAY: '3' },
      { slices: ['subjective'] },
    );
    problem = await insertQuizProblem(t.app.db, item);
  });
  afterAll(() => t?.close());

  it('keeps one current answer that a resubmission replaces until it is reviewed', async () => {
    const ada = await learner('Ada');
    const first = await answer(ada);
    const second = await answer(ada, problem, `${ANSWER} Updated.`);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ status: 'waiting', reviews_needed: 3, score: null, reviews: [] });
    expect(second.body).toContain('Updated.');

    const short = await call('PUT', answerUrl(problem), ada, { body: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields.body).toMatch(/at least 20 characters/);

    const bob = await learner('Bob');
    await answer(bob);
    expect((await review(bob, first.id, 3)).statusCode).toBe(200);
    const late = await call('PUT', answerUrl(problem), ada, { body: `${ANSWER} Again.` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(SubjectiveMessage.alreadyReviewed);
  });

  it('refuses self reviews, duplicates, non-submitters, bad scores and short comments', async () => {
    const [ann, ben, cy] = [await learner('Ann'), await learner('Ben'), await learner('Cy')];
    const mine = await answer(ann);
    await answer(ben);

    const self = await review(ann, mine.id, 4);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(SubjectiveMessage.ownAnswer);

    const stranger = await review(cy, mine.id, 4);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(SubjectiveMessage.notAnswered);
    expect((await call('GET', nextUrl(problem), cy)).statusCode).toBe(403);

    const range = await review(ben, mine.id, 5);
    expect(range.statusCode).toBe(422);
    expect(range.json().error).toMatchObject({
      message: SubjectiveMessage.scoreRange(4),
      fields: { score: expect.any(String) },
    });
    expect((await review(ben, mine.id, -1)).statusCode).toBe(422);
    const terse = await review(ben, mine.id, 3, 'ok');
    expect(terse.statusCode).toBe(422);
    expect(terse.json().error.fields.comment).toMatch(/comment of at least 20/);

    expect((await review(ben, mine.id, 3)).statusCode).toBe(200);
    const again = await review(ben, mine.id, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SubjectiveMessage.duplicate);
  });

  it('scores after N peer reviews with the median, an outlier dropped, and marks the problem solved', async () => {
    const p = await insertQuizProblem(t.app.db, item);
    const author = await learner('Author');
    const peers = [await learner('Pia'), await learner('Pat'), await learner('Pol')];
    const mine = await answer(author, p);
    for (const peer of peers) await answer(peer, p);

    const task = await data<SubjectiveReviewTask>('GET', nextUrl(p), peers[0]!);
    expect(task.answer?.id).toBe(mine.id);
    expect(task.answer?.body_html).toContain('<p>');

    for (const [i, score] of [3, 4, 0].entries()) {
      expect((await review(peers[i]!, mine.id, score)).statusCode).toBe(200);
      if (i < 2) expect(await solved(author.id, p)).toBe(false);
    }
    const after = (await data<SubjectiveMyAnswer>('GET', answerUrl(p), author)).answer!;
    expect(after).toMatchObject({ status: 'scored', score: 4, max_score: 4, passed: true });
    expect(after.reviews.map((r) => [r.score, r.counted, r.comment])).toEqual([
      [3, true, COMMENT],
      [4, true, COMMENT],
      [0, false, COMMENT],
    ]);
    expect(await solved(author.id, p)).toBe(true);

    // Scored answers leave the review queue.
    const extra = await learner('Late');
    await answer(extra, p);
    const next = await data<SubjectiveReviewTask>('GET', nextUrl(p), extra);
    expect(next.answer?.id).not.toBe(mine.id);
  });

  it('lets a moderator score at once, overriding the peers', async () => {
    const p = await insertQuizProblem(t.app.db, item);
    const author = await learner('Moderated');
    const peers = [await learner('Quin'), await learner('Quy'), await learner('Qiu')];
    const mod = await learner('Mod');
    await t.app.repos.roles.grant(mod.id, 'moderator', 'test');
    const mine = await answer(author, p);
    for (const peer of peers) await answer(peer, p);
    for (const peer of peers) expect((await review(peer, mine.id, 1)).statusCode).toBe(200);
    expect((await data<SubjectiveMyAnswer>('GET', answerUrl(p), author)).answer).toMatchObject({
      score: 1,
      passed: false,
    });
    expect(await solved(author.id, p)).toBe(false);

    expect((await review(mod, mine.id, 4, 'Complete and precise; peers under-scored it.')).statusCode).toBe(
      200,
    );
    const after = (await data<SubjectiveMyAnswer>('GET', answerUrl(p), author)).answer!;
    expect(after).toMatchObject({ status: 'scored', score: 4, passed: true });
    expect(after.reviews.filter((r) => r.by_moderator)).toHaveLength(1);
    expect(after.reviews.filter((r) => !r.by_moderator).every((r) => !r.counted)).toBe(true);
    expect(await solved(author.id, p)).toBe(true);
  });

  it('caps the reviews one learner gives per day', async () => {
    const p = await insertQuizProblem(t.app.db, item);
    const reviewer = await learner('Busy');
    await answer(reviewer, p);
    const authors = [await learner('Abe'), await learner('Amy'), await learner('Avi'), await learner('Ari')];
    const ids = [];
    for (const a of authors) ids.push((await answer(a, p)).id);
    for (const id of ids.slice(0, 3)) expect((await review(reviewer, id, 2)).statusCode).toBe(200);
    const capped = await review(reviewer, ids[3]!, 2);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.message).toBe(SubjectiveMessage.dailyCap(3));
    expect((await data<SubjectiveReviewTask>('GET', nextUrl(p), reviewer)).answer).toBeNull();
  });

  it('refuses answers to a problem that is not subjective, and anonymous callers', async () => {
    const quiz = await insertQuizProblem(t.app.db, { ...item, type: 'NOTE', note: 'x' } as never);
    const who = await learner('Lost');
    const res = await call('PUT', answerUrl(quiz), who, { body: ANSWER });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SubjectiveMessage.notSubjective);
    expect((await call('GET', answerUrl(problem), null)).statusCode).toBe(401);
  });

  it('gives moderators the queue, oldest first with peer counts, and an answer to score that its author sees', async () => {
    const p = await insertQuizProblem(t.app.db, {
      ...item,
      rubric: {
        ...item.rubric,
        levels: item.rubric.levels.map((l) => ({ ...l, description: `**Level** ${l.score}` })),
      },
    });
    const [first, second, peer, mod] = [
      await learner('Qa'),
      await learner('Qb'),
      await learner('Qc'),
      await learner('Qmod'),
    ];
    const a1 = await answer(first, p);
    const a2 = await answer(second, p);
    await answer(peer, p);
    expect((await review(peer, a2.id, 2)).statusCode).toBe(200);

    // Learners get 403 in the envelope, anonymous callers 401.
    for (const url of [Paths.queue, fillPath(Paths.queuedAnswer, { id: String(a1.id) })]) {
      const refused = await call('GET', url, peer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: expect.any(Number) } });
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }

    await t.app.repos.roles.grant(mod.id, 'moderator', 'test');
    const queue = (await data<SubjectiveQueue>('GET', Paths.queue, mod)).answers.filter(
      (a) => a.problem.slug === p.slug,
    );
    expect(queue.map((a) => [a.id, a.peer_reviews, a.reviews_needed])).toEqual([
      [a1.id, 0, 3],
      [a2.id, 1, 3],
      expect.anything(),
    ]);
    expect(queue[0]!.problem.name).toBe(item.title);

    const open = await data<SubjectiveQueuedAnswer>(
      'GET',
      fillPath(Paths.queuedAnswer, { id: String(a2.id) }),
      mod,
    );
    expect(open).toMatchObject({ id: a2.id, status: 'waiting', problem: { slug: p.slug } });
    expect(open.body_html).toContain('<p>');
    expect(open.problem.statement_html).toContain('hash map');
    expect(open.rubric.levels[4]!.description_html).toContain('<strong>Level</strong> 4');
    expect(open.reviews.map((r) => [r.score, r.by_moderator])).toEqual([[2, false]]);

    expect((await review(mod, a2.id, 4, 'Precise and complete: both costs and ordering.')).statusCode).toBe(
      200,
    );
    const seen = (await data<SubjectiveMyAnswer>('GET', answerUrl(p), second)).answer!;
    expect(seen).toMatchObject({ status: 'scored', score: 4, passed: true });
    expect(seen.reviews.find((r) => r.by_moderator)?.comment).toBe(
      'Precise and complete: both costs and ordering.',
    );
    const after = (await data<SubjectiveQueue>('GET', Paths.queue, mod)).answers.map((a) => a.id);
    expect(after).toContain(a1.id);
    expect(after).not.toContain(a2.id);
  });

  it('sends the rubric rendered from Markdown with the problem', async () => {
    const p = await insertQuizProblem(t.app.db, {
      ...item,
      rubric: {
        ...item.rubric,
        levels: item.rubric.levels.map((l) => ({ ...l, description: `Uses \`code\` ${l.score}` })),
      },
    });
    const detail = await data<{ item: { rubric: { levels: { description_html?: string }[] } } }>(
      'GET',
      `/api/v1/problems/${p.slug}`,
      null,
    );
    expect(detail.item.rubric.levels[1]!.description_html).toMatch(/<code[^>]*>code<\/code> 1/);
  });

  // Last: a registered policy stays for the rest of the file.
  it("refuses a review of an answer to a problem practice's access policy hides from the reviewer", async () => {
    const p = await insertQuizProblem(t.app.db, item);
    const [author, peer, mod] = [await learner('Hid'), await learner('Hal'), await learner('Hue')];
    await t.app.repos.roles.grant(mod.id, 'moderator', 'test');
    const mine = await answer(author, p);
    await answer(peer, p);
    t.app.problemAccess.register({
      name: 'subjective-test-hidden',
      hidden: (problemId) => sql`${problemId} = ${p.id}`,
    });
    for (const who of [peer, mod]) {
      const res = await review(who, mine.id, 4);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Answer not found.');
    }
    expect(await solved(author.id, p)).toBe(false);
  });
});
