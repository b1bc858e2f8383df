/** Helpers of the discussions tests: learners with bearer tokens, moderators, posts with a solved captcha. */
import { expect } from 'vitest';
import { DiscussionPaths, type CreatePostBody, type PostDetail } from '@katana/shared/api/discussions';
import type { App } from '../app.ts';
import { problems } from '../db/schema/practice.ts';
import { signUp } from '../test/auth-helpers.ts';
import { solveCaptcha } from '../test/captcha.ts';

export interface Learner {
  id: number;
  uuid: string;
  name: string;
  authorization: string;
}

let n = 0;
/** Names take letters only: 1 -> 'a', 27 -> 'ba'. */
const letters = (k: number): string =>
  (k < 26 ? '' : letters(Math.floor(k / 26))) + String.fromCharCode(97 + (k % 26));
export async function learner(app: App, name = `Learner ${letters(++n)}`): Promise<Learner> {
  const { session, data } = await signUp(app, { name });
  return {
    id: data.user.id as number,
    uuid: data.user.uuid as string,
    name,
    authorization: `Token ${session.token}`,
  };
}

export async function moderator(app: App, name = `Moderator ${letters(++n)}`): Promise<Learner> {
  const who = await learner(app, name);
  await app.repos.roles.grant(who.id, 'moderator', 'test');
  return who;
}

export function callAs(app: () => App) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Learner | null, payload?: object) =>
    app().inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload ? { payload } : {}),
    });
}

/** Creates a post (captcha solved) and returns its details. */
export async function createPost(
  app: App,
  who: Learner,
  body: Partial<CreatePostBody> = {},
): Promise<PostDetail> {
  const res = await app.inject({
    method: 'POST',
    url: DiscussionPaths.posts,
    headers: { authorization: who.authorization },
    payload: {
      title: 'How do I start with graphs?',
      body: 'Any advice on **BFS** first?',
      category: 'general',
      tags: [],
      captcha_token: await solveCaptcha(app),
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.post as PostDetail;
}

export async function insertProblem(app: App, slug: string) {
  const [row] = await app.db
    .insert(problems)
    .values({
      slug,
      uuid: slug,
      name: `Problem ${slug}`,
      problemType: 'CODE',
      difficulty: 'EASY',
      maxScore: 10,
      contentHash: slug,
    })
    .returning({ id: problems.id, slug: problems.slug });
  return row!;
}
