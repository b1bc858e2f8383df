import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail, PostSummary } from '@katana/shared/api/discussions';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import DiscussionPostPage from './discussion-post-page.tsx';
import PublicDiscussionsPage from './public-discussions-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const author = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace', image: null };
function summary(over: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 7,
    title: 'How do I start with graphs?',
    excerpt: 'Any advice on BFS first?',
    category: 'general',
    tags: ['graphs'],
    problem_id: null,
    college: null,
    author,
    score: 3,
    upvotes: 3,
    downvotes: 0,
    comment_count: 2,
    status: 'visible',
    pinned: false,
    locked: false,
    edited: false,
    created_at: '2026-11-20T10:00:00.000Z',
    my_vote: 0,
    ...over,
  };
}
const comment = (id: number, parent: number | null, body: string) => ({
  id,
  parent_id: parent,
  author: { ...author, name: 'Bob Byte' },
  body,
  body_html: `<p>${body}</p>`,
  score: 0,
  my_vote: 0,
  hidden: false,
  deleted: false,
  edited: false,
  created_at: '2026-11-20T11:00:00.000Z',
  mine: false,
});
function detail(over: Partial<PostDetail> = {}): PostDetail {
  return {
    ...summary(),
    body: 'Any advice on **BFS** first?',
    body_html: '<p>Any advice on <strong>BFS</strong> first?</p>',
    is_following: true,
    mine: false,
    edited: true,
    comments: [{ ...comment(1, null, 'Start with BFS.'), replies: [comment(2, 1, 'Thanks!')] }],
    ...over,
  };
}

describe('discussion post page', () => {
  it('shows the post, "edited", comments with their replies, and toggles a vote', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      'GET v1/discussions/posts/7': [ok(detail())],
      'GET v2/users/roles': [ok({ roles: [] })],
      'POST v1/discussions/reactions': [
        ok({ parent_id: 7, parent_type: 'post', score: 4, upvotes: 4, downvotes: 0, my_vote: 1 }),
      ],
    });
    renderWithAuth(<DiscussionPostPage params={{ postId: '7' }} />, {
      auth: signedIn(),
      path: '/campus/public/discussions/7',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I start with graphs?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/· edited/)).toBeInTheDocument();
    expect(screen.getByText('BFS', { selector: 'strong' })).toBeInTheDocument();
    const comments = screen.getAllByTestId('comment');
    expect(comments.map((c) => within(c).getByText(/Start with BFS|Thanks!/).textContent)).toEqual([
      'Start with BFS.',
      'Thanks!',
    ]);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'Moderator actions' })).not.toBeInTheDocument();
    const votes = screen.getByTestId('votes-post-7');
    await userEvent.click(within(votes).getByRole('button', { name: 'Upvote' }));
    expect(api.callsTo('POST v1/discussions/reactions')[0]!.body).toEqual({
      parent_id: 7,
      parent_type: 'post',
      reaction_type: 'UPVOTE',
    });
    expect(await within(votes).findByText('4')).toBeInTheDocument();
    expect(within(votes).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives moderators hide, lock and pin', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      'GET v1/discussions/posts/7': [ok(detail())],
      'GET v2/users/roles': [ok({ roles: ['moderator'] })],
      'POST v1/discussions/moderation/posts/7': [ok(detail({ status: 'hidden' }))],
    });
    renderWithAuth(<DiscussionPostPage params={{ postId: '7' }} />, { auth: signedIn(), path: '/' });
    const bar = await screen.findByRole('group', { name: 'Moderator actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hide', 'Lock', 'Pin']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    expect(api.callsTo('POST v1/discussions/moderation/posts/7')[0]!.body).toEqual({ action: 'hide' });
    expect(await within(bar).findByRole('button', { name: 'Unhide' })).toBeInTheDocument();
  });
});

describe('public discussions page', () => {
  it('lists posts, sorts and filters by category through the query', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      'GET v1/discussions/posts': () =>
        ok({ posts: [summary()], total: 1, total_exact: true, page: 1, page_size: 20 }),
      'GET v1/discussions/categories': [
        ok({ categories: [{ slug: 'career', name: 'Career', category_type: 'public', post_count: 4 }] }),
      ],
    });
    renderWithAuth(<PublicDiscussionsPage />, { auth: LOGGED_OUT_STATE, path: '/campus/public-discussion' });
    const link = await screen.findByRole('link', { name: 'How do I start with graphs?' });
    expect(link).toHaveAttribute('href', '/campus/public/discussions/7');
    expect(api.callsTo('GET v1/discussions/posts')[0]!.query.get('sort')).toBe('hot');
    await userEvent.click(screen.getByRole('tab', { name: 'Top' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'career');
    const last = api.callsTo('GET v1/discussions/posts').at(-1)!;
    expect(last.query.get('sort')).toBe('top');
    expect(last.query.get('category')).toBe('career');
    expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
  });
});
