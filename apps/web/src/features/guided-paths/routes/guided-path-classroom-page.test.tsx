import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { content, item, progress, SLUG, summary } from '../testing/gp-fixtures.ts';
import { renderGp } from '../testing/render-gp.tsx';
import type { RenderProblem } from '../components/item-pane.tsx';
import { GuidedPathClassroomPage } from './guided-path-classroom-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const AUTH = signedIn({ node_access_token: 't' });
const BASE = `v1/guided_paths/${SLUG}`;

const ITEMS: Record<string, ReturnType<typeof item>> = {
  'article-hash-maps': item('article-hash-maps', { title: 'Hash maps, counted' }),
  'video-hashing': item('video-hashing', {
    kind: 'video',
    title: 'Hashing, drawn out',
    body_html: '<p>Notes under the video.</p>',
    video: {
      url: 'https://www.youtube.com/watch?v=abc',
      embed_url: 'https://www.youtube-nocookie.com/embed/abc',
      duration_minutes: 12,
    },
  }),
  'pair-sum': item('pair-sum', {
    kind: 'problem',
    title: 'Pair Sum',
    body_html: null,
    problem: { slug: 'pair-sum', type: 'CODE', difficulty: 'MEDIUM', max_score: 100 },
  }),
};

/** A fake server that remembers what the learner marked complete. */
function server({ lastKey = null as string | null, done = [] as string[] } = {}) {
  const state = { done: [...done] };
  const api = fakeApi({
    [`GET ${BASE}/content`]: () => ok(content({ done: state.done, lastKey })),
    [`GET ${BASE}`]: () => ok({}),
    'POST v1/guided_paths/last_viewed': (call: FakeCall) =>
      ok({
        last_content: {
          module_slug: 'arrays-and-hashing',
          key: (call.body as { key: string }).key,
          title: 'x',
        },
      }),
    'POST v1/guided_paths/mark_complete': (call: FakeCall) => {
      const { key, completed } = call.body as { key: string; completed: boolean };
      state.done = completed ? [...state.done, key] : state.done.filter((k) => k !== key);
      const moduleDone = ['article-hash-maps', 'video-hashing', 'pair-sum'].every((k) =>
        state.done.includes(k),
      );
      return ok(
        progress(key, {
          is_completed: completed,
          module: {
            slug: 'arrays-and-hashing',
            is_completed: moduleDone,
            progress: summary(state.done.length, 3),
          },
          unlocked_modules: state.done.length === 2 && completed ? ['two-pointers'] : [],
          exp_awarded: moduleDone && completed ? 50 : 0,
        }),
      );
    },
    ...Object.fromEntries(
      Object.keys(ITEMS).map((key) => [
        `GET ${BASE}/items/${key}`,
        () => ok({ ...ITEMS[key], is_completed: state.done.includes(key) }),
      ]),
    ),
  });
  return { ...api, state };
}

/** The problem classroom is another feature's (app/ joins them): here a stand-in shows what it is handed. */
const solvedBy: (() => void)[] = [];
const renderProblem: RenderProblem = ({ slug, title, actions, onSolved }) => {
  solvedBy.push(onSolved);
  return (
    <div>
      <h1>{title}</h1>
      <p>Problem classroom for {slug}</p>
      {actions}
    </div>
  );
};

const show = (search = '', width = 1280) =>
  renderGp(<GuidedPathClassroomPage params={{ slug: SLUG }} renderProblem={renderProblem} />, {
    path: `/guided-paths/${SLUG}/content${search}`,
    auth: AUTH,
    width,
  });

describe('/guided-paths/:slug/content', { timeout: 30_000 }, () => {
  it('opens where the learner left off, remembers it, and plays the video only when asked', async () => {
    const { callsTo } = server({ lastKey: 'video-hashing' });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashing, drawn out' })).toBeInTheDocument();
    expect(screen.getByText('Notes under the video.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play video: Hashing, drawn out/ }));
    expect(screen.getByTitle('Hashing, drawn out')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
    );
    await waitFor(() =>
      expect(callsTo('POST v1/guided_paths/last_viewed').map((c) => c.body)).toEqual([
        { slug: SLUG, key: 'video-hashing' },
      ]),
    );
    const current = within(screen.getByRole('navigation', { name: 'Syllabus' })).getByRole('link', {
      current: 'page',
    });
    expect(current).toHaveTextContent('Hashing, drawn out');
  });

  it('marks items complete, shows the module EXP, unlocks the next module and moves on with Next', async () => {
    const { callsTo } = server({ done: ['video-hashing'] });
    const { router } = show('?item=article-hash-maps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hash maps, counted' })).toBeInTheDocument();
    const tree = within(screen.getByRole('navigation', { name: 'Syllabus' }));
    const second = tree.getByRole('button', { name: /Two pointers/ });
    expect(second).toHaveTextContent('Locked');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('The next module is unlocked.')).toBeInTheDocument();
    expect(callsTo('POST v1/guided_paths/mark_complete')[0]!.body).toEqual({
      slug: SLUG,
      key: 'article-hash-maps',
      completed: true,
    });
    await waitFor(() =>
      expect(tree.getByRole('button', { name: /Two pointers/ })).not.toHaveTextContent('Locked'),
    );
    expect(await screen.findByRole('button', { name: 'Completed', pressed: true })).toBeInTheDocument();
    expect(tree.getByRole('link', { name: /Hash maps, counted.*\(completed\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?item=video-hashing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashing, drawn out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?item=article-hash-maps'));
  });

  it('says when completing an item completed its module and paid EXP', async () => {
    server({ done: ['article-hash-maps', 'pair-sum'] });
    show('?item=video-hashing');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Module complete: you earned 50 EXP.');
  });

  it('collapses modules from their buttons and keeps locked items closed', async () => {
    server();
    show('?item=article-hash-maps');
    await screen.findByRole('heading', { level: 1, name: 'Hash maps, counted' });
    const tree = within(screen.getByRole('navigation', { name: 'Syllabus' }));
    const first = tree.getByRole('button', { name: /Arrays and hashing/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(tree.queryByRole('link', { name: /Hash maps, counted/ })).not.toBeInTheDocument();
    const second = tree.getByRole('button', { name: /Two pointers/ });
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    // A locked item is no link.
    expect(tree.getByText('Sorted pair').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(tree.queryByRole('link', { name: /Sorted pair/ })).not.toBeInTheDocument();
  });

  it('hands a problem to the problem classroom and refreshes the path when it is solved there', async () => {
    const { state, callsTo } = server();
    show('?item=pair-sum');
    expect(await screen.findByText('Problem classroom for pair-sum')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pair Sum' })).toBeInTheDocument();
    // Problems complete by being solved: no button for them.
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    const before = callsTo(`GET ${BASE}/content`).length;
    state.done = ['pair-sum'];
    solvedBy.at(-1)!();
    await waitFor(() => expect(callsTo(`GET ${BASE}/content`).length).toBeGreaterThan(before));
    const tree = within(screen.getByRole('navigation', { name: 'Syllabus' }));
    expect(await tree.findByRole('link', { name: /Pair sum.*\(completed\)/ })).toBeInTheDocument();
  });

  it('links out to a video that cannot be embedded, with its notes on the page', async () => {
    server();
    const embeddable = ITEMS['video-hashing']!;
    onTestFinished(() => {
      ITEMS['video-hashing'] = embeddable;
    });
    ITEMS['video-hashing'] = {
      ...ITEMS['video-hashing']!,
      video: { url: 'https://videos.example.org/hashing', embed_url: null, duration_minutes: 12 },
    };
    show('?item=video-hashing');
    expect(await screen.findByRole('link', { name: /Watch “Hashing, drawn out”/ })).toHaveAttribute(
      'href',
      'https://videos.example.org/hashing',
    );
    expect(screen.getByText('Notes under the video.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('offers a signed-in learner who is not enrolled to enroll, and remembers nothing until then', async () => {
    const { callsTo } = fakeApi({
      [`GET ${BASE}/content`]: [ok(content({ enrolled: false })), ok(content())],
      [`GET ${BASE}/items/article-hash-maps`]: [ok(ITEMS['article-hash-maps'])],
      'POST v1/guided_paths/enroll': [ok({ slug: SLUG, enrolled: true, enrolled_count: 13, resume: null })],
      'POST v1/guided_paths/last_viewed': [ok({ last_content: null })],
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hash maps, counted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enroll to track progress' }));
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(callsTo('POST v1/guided_paths/enroll')[0]!.body).toEqual({
      slug: SLUG,
      source: 'guided_path_detail',
    });
    await waitFor(() => expect(callsTo('POST v1/guided_paths/last_viewed')).toHaveLength(1));
  });

  it('puts the syllabus in a drawer on a phone', async () => {
    server();
    show('?item=article-hash-maps', 390);
    await screen.findByRole('heading', { level: 1, name: 'Hash maps, counted' });
    expect(screen.queryByRole('navigation', { name: 'Syllabus' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the syllabus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Syllabus' });
    await userEvent.click(within(dialog).getByRole('link', { name: /Hashing, drawn out/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashing, drawn out' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
