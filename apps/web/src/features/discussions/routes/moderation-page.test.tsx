import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLog, ModerationQueue, PostSummary } from '@katana/shared/api/discussions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import CampusHomePage from './campus-home-page.tsx';
import ModerationPage from './moderation-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ada = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace', image: null };
const bob = { uuid: '22222222-2222-4222-8222-222222222222', name: 'Bob Byte', image: null };
const mo = { uuid: '33333333-3333-4333-8333-333333333333', name: 'Mo Moderator', image: null };
const person = (a: typeof ada, screen_name: string | null = null) => ({
  ...a,
  screen_name,
  profile_url: `/profile/${screen_name ?? a.uuid}`,
});

function held(over: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 41,
    title: 'My first question',
    excerpt: 'Hello everyone',
    category: 'general',
    tags: [],
    problem_id: null,
    college: null,
    author: ada,
    score: 0,
    upvotes: 0,
    downvotes: 0,
    comment_count: 0,
    status: 'held',
    pinned: false,
    locked: false,
    edited: false,
    created_at: '2026-11-20T10:00:00.000Z',
    my_vote: 0,
    ...over,
  };
}
const postDetail = (over: Partial<PostSummary> = {}) => ({
  ...held(over),
  body: 'x',
  body_html: '<p>x</p>',
  is_following: false,
  mine: false,
  comments: [],
});
const report = (over: Partial<ModerationQueue['reports'][number]>) => ({
  id: 1,
  parent_type: 'post' as const,
  parent_id: 9,
  post_id: 9,
  reason: 'Spam link',
  reporter: person(bob, 'bob_b'),
  author: person(ada),
  created_at: '2026-11-21T10:00:00.000Z',
  ...over,
});
const moderatorRoles = { 'GET v2/users/roles': [ok({ roles: ['moderator'] })] };

function renderPage(path = '/campus/moderation') {
  return renderWithAuth(<ModerationPage />, { auth: signedIn(), path });
}

describe('moderation page', () => {
  it('tells a learner without the role that only moderators can see it, and asks for nothing else', async () => {
    apiClient.cache.clear();
    const api = fakeApi({ 'GET v2/users/roles': [ok({ roles: [] })] });
    renderPage();
    expect(await screen.findByText('Only moderators can see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['v2/users/roles']);
  });

  it('approves a held post from the queue, which then leaves the list', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [
        ok({ held: [held()], reports: [] }),
        ok({ held: [], reports: [] }),
      ],
      'POST v1/discussions/moderation/posts/41': [ok(postDetail({ status: 'visible' }))],
    });
    renderPage();
    const review = await screen.findByRole('group', { name: 'Review “My first question”' });
    expect(screen.getByRole('link', { name: 'My first question' })).toHaveAttribute(
      'href',
      '/campus/public/discussions/41',
    );
    expect(screen.getByRole('heading', { name: 'Held posts (1)' })).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    expect(api.callsTo('POST v1/discussions/moderation/posts/41')[0]!.body).toEqual({ action: 'approve' });
    expect(await screen.findByText('No post is waiting for review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Held posts (0)' })).toBeInTheDocument();
  });

  it('hides a held post: that decision takes it out of the queue', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [
        ok({ held: [held()], reports: [] }),
        ok({ held: [], reports: [] }),
      ],
      'POST v1/discussions/moderation/posts/41': [ok(postDetail({ status: 'hidden' }))],
    });
    renderPage();
    const review = await screen.findByRole('group', { name: 'Review “My first question”' });
    await userEvent.click(within(review).getByRole('button', { name: 'Hide' }));
    expect(api.callsTo('POST v1/discussions/moderation/posts/41')[0]!.body).toEqual({ action: 'hide' });
    expect(await screen.findByText('No post is waiting for review.')).toBeInTheDocument();
  });

  it('resolves a report by hiding what it reports, dismisses another, and names the people involved', async () => {
    apiClient.cache.clear();
    const onPost = report({});
    const onComment = report({ id: 2, parent_type: 'comment', parent_id: 5, post_id: 9, reason: 'Rude' });
    const api = fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [
        ok({ held: [], reports: [onPost, onComment] }),
        ok({ held: [], reports: [onComment] }),
        ok({ held: [], reports: [] }),
      ],
      'POST v1/discussions/moderation/reports/1': [ok({ held: [], reports: [onComment] })],
      'POST v1/discussions/moderation/reports/2': [ok({ held: [], reports: [] })],
    });
    renderPage();
    expect(await screen.findByText('“Spam link”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comment #5 in post #9' })).toHaveAttribute(
      'href',
      '/campus/public/discussions/9',
    );
    const reporters = screen.getAllByRole('link', { name: 'Bob Byte (@bob_b)' });
    expect(reporters).toHaveLength(2);
    expect(reporters[0]).toHaveAttribute('href', '/profile/bob_b');
    expect(screen.getAllByRole('link', { name: 'Ada Lovelace' })[0]).toHaveAttribute(
      'href',
      `/profile/${ada.uuid}`,
    );
    expect(screen.queryByText(bob.uuid)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide post #9' }));
    expect(api.callsTo('POST v1/discussions/moderation/reports/1')[0]!.body).toEqual({ action: 'resolve' });
    await vi.waitFor(() => expect(screen.queryByText('“Spam link”')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss report #2' }));
    expect(api.callsTo('POST v1/discussions/moderation/reports/2')[0]!.body).toEqual({ action: 'dismiss' });
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports (0)' })).toBeInTheDocument();
  });

  it('shows the server’s message when an action fails', async () => {
    apiClient.cache.clear();
    fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [ok({ held: [held()], reports: [] })],
      'POST v1/discussions/moderation/posts/41': [fail(404, 404, 'No such post.')],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such post.');
  });

  it('lists bans with reason and end, bans a learner until a day, and lifts a ban', async () => {
    apiClient.cache.clear();
    const banned = { user: bob, reason: 'Spam', ends_at: null, created_at: '2026-11-21T10:00:00.000Z' };
    const timed = {
      user: ada,
      reason: 'Insults',
      ends_at: '2026-12-31T18:29:59.999Z',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    const api = fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [ok({ held: [], reports: [] })],
      'GET v1/discussions/moderation/bans': [
        ok({ bans: [banned] }),
        ok({ bans: [banned, timed] }),
        ok({ bans: [timed] }),
      ],
      'POST v1/discussions/moderation/bans': [ok({ bans: [banned, timed] })],
      [`DELETE v1/discussions/moderation/bans/${bob.uuid}`]: [ok({ bans: [timed] })],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bans' }));
    expect(screen.getByRole('tab', { name: 'Bans' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Learner', 'Reason', 'Since', 'Ends', 'Actions']);
    const bobRow = within(table).getByRole('row', { name: /Bob Byte/ });
    expect(within(bobRow).getByText('Spam')).toBeInTheDocument();
    expect(within(bobRow).getByText('Until lifted')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Learner’s id' }), ` ${ada.uuid} `);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Insults');
    await userEvent.type(screen.getByLabelText('Last day (optional)'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Ban from posting' }));
    const sent = api.callsTo('POST v1/discussions/moderation/bans')[0]!.body as Record<string, string>;
    expect(sent.user_uuid).toBe(ada.uuid);
    expect(sent.reason).toBe('Insults');
    expect(sent.ends_at).toBe(new Date('2026-12-31T23:59:59.999').toISOString());
    const adaRow = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(adaRow).getByText('Insults')).toBeInTheDocument();
    expect(within(adaRow).queryByText('Until lifted')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Lift ban of Bob Byte' }));
    expect(api.callsTo(`DELETE v1/discussions/moderation/bans/${bob.uuid}`)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /Bob Byte/ })).not.toBeInTheDocument());
  }, 15_000);

  it('opens the tab the address names', async () => {
    apiClient.cache.clear();
    fakeApi({ ...moderatorRoles, 'GET v1/discussions/moderation/audit': [ok({ entries: [] })] });
    const { router } = renderPage('/campus/moderation?tab=audit');
    expect(await screen.findByText('No moderator has acted yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Review queue' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when a ban names nobody', async () => {
    apiClient.cache.clear();
    fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [ok({ held: [], reports: [] })],
      'GET v1/discussions/moderation/bans': [ok({ bans: [] })],
      'POST v1/discussions/moderation/bans': [fail(404, 404, 'No such learner.')],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bans' }));
    expect(await screen.findByText('No learner is banned.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Learner’s id' }), ada.uuid);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Ban from posting' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such learner.');
  });

  it('shows the audit log newest first as the server sends it, who did what to which target, in pages of 20', async () => {
    apiClient.cache.clear();
    const entries: AuditLog['entries'] = Array.from({ length: 25 }, (_, i) => ({
      id: 100 - i,
      moderator: person(mo, 'mo_mod'),
      action: 'hide',
      target_type: 'post',
      target_id: 500 - i,
      target_user: person(ada),
      reason: null,
      created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - i * 60_000).toISOString(),
    }));
    entries[0] = {
      ...entries[0]!,
      action: 'ban',
      target_type: 'user',
      target_id: 12,
      target_user: person(bob, 'bob_b'),
      reason: 'Spam',
    };
    entries[1] = { ...entries[1]!, moderator: null, action: 'hide', target_type: 'comment', target_id: 8 };
    fakeApi({
      ...moderatorRoles,
      'GET v1/discussions/moderation/queue': [ok({ held: [], reports: [] })],
      'GET v1/discussions/moderation/audit': [ok({ entries })],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: 'Mo Moderator (@mo_mod)' })).toHaveAttribute(
      'href',
      '/profile/mo_mod',
    );
    expect(rows[0]).toHaveTextContent('Banned Bob Byte (@bob_b)');
    expect(within(rows[0]!).getByRole('link', { name: 'Bob Byte (@bob_b)' })).toHaveAttribute(
      'href',
      '/profile/bob_b',
    );
    expect(rows[0]).not.toHaveTextContent('#12');
    expect(rows[0]).toHaveTextContent('Spam');
    expect(rows[1]).toHaveTextContent('A former moderator');
    expect(rows[1]).toHaveTextContent('Hid comment #8 by Ada Lovelace');
    expect(within(rows[1]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/profile/${ada.uuid}`,
    );
    expect(within(rows[2]!).getByRole('link', { name: 'post #498' })).toHaveAttribute(
      'href',
      '/campus/public/discussions/498',
    );
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    const next = screen.getAllByTestId('audit-entry');
    expect(next).toHaveLength(5);
    expect(next[0]).toHaveTextContent('post #480');
  });
});

describe('campus home', () => {
  const lists = {
    'GET v1/discussions/posts': [ok({ posts: [], total: 0, total_exact: true, page: 1, page_size: 20 })],
    'GET v1/discussions/categories': [ok({ categories: [] })],
    'GET v1/discussions/colleges/active': [ok({ colleges: [] })],
  };

  it('links moderators to the moderation page', async () => {
    apiClient.cache.clear();
    fakeApi({ ...lists, ...moderatorRoles });
    renderWithAuth(<CampusHomePage />, { auth: signedIn(), path: '/campus' });
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/campus/moderation',
    );
  });

  it('shows learners no moderation link', async () => {
    apiClient.cache.clear();
    const api = fakeApi({ ...lists, 'GET v2/users/roles': [ok({ roles: [] })] });
    renderWithAuth(<CampusHomePage />, { auth: signedIn(), path: '/campus' });
    await vi.waitFor(() => expect(api.callsTo('GET v2/users/roles')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Public discussions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});
