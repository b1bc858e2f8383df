import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { WhatsNewLink } from '../components/whats-new-link.tsx';
import { whatsNew } from '../testing/library-fixtures.ts';
import WhatsNewPage from './whats-new-page.tsx';
import VideosPage from './videos-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/whats-new', { timeout: 30_000 }, () => {
  it('lists the releases and marks the newest read for a learner', async () => {
    const api = fakeApi({
      'GET v1/whats_new': [ok(whatsNew())],
      'POST v1/whats_new/read': [ok({ last_read_version: '0.4.0', unread: false })],
    });
    renderWithAuth(<WhatsNewPage />, { path: '/whats-new', auth: signedIn({ node_access_token: 't' }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: /The library/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: '0.4.0' }),
    );
  });

  it("clears a visitor's header dot once the page has been opened in this browser", async () => {
    fakeApi({ 'GET v1/whats_new': [ok(whatsNew({ unread: false }))] });
    const dot = renderWithAuth(<WhatsNewLink />, { auth: LOGGED_OUT_STATE });
    expect(await screen.findByRole('link', { name: "What's new (unread)" })).toHaveAttribute(
      'href',
      '/whats-new',
    );
    dot.unmount();
    renderWithAuth(<WhatsNewPage />, { path: '/whats-new', auth: LOGGED_OUT_STATE });
    await screen.findByRole('heading', { level: 2, name: /The library/ });
    await waitFor(() => expect(window.localStorage.getItem('katana.whatsNewRead')).toBe('0.4.0'));
  });

  it('shows no dot for a learner who has read the newest release', async () => {
    fakeApi({ 'GET v1/whats_new': [ok(whatsNew({ unread: false, last_read_version: '0.4.0' }))] });
    renderWithAuth(<WhatsNewLink />, { auth: signedIn({ node_access_token: 't' }) });
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  });
});

describe('/resources/videos', { timeout: 30_000 }, () => {
  it('explains how an operator adds videos when there are none', async () => {
    fakeApi({ 'GET v1/videos': [ok({ videos: [], topics: [] })] });
    renderWithAuth(<VideosPage />, { path: '/resources/videos' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No videos yet' })).toBeInTheDocument();
    expect(screen.getByText('content/videos/')).toBeInTheDocument();
  });

  it('loads nothing from the video host until Play is pressed', async () => {
    fakeApi({
      'GET v1/videos': [
        ok({
          videos: [
            {
              id: 'hashing',
              title: 'Hashing, drawn out',
              topic: 'hashing',
              url: 'https://www.youtube.com/watch?v=abcdefghijk',
              embed_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
              youtube_video_id: 'abcdefghijk',
              duration_minutes: 12,
              notes_html: '',
              completed: false,
            },
          ],
          topics: [{ value: 'hashing', count: 1 }],
        }),
      ],
    });
    const { container } = renderWithAuth(<VideosPage />, { path: '/resources/videos' });
    const play = await screen.findByRole('button', { name: /Play “Hashing, drawn out”/ });
    expect(container.querySelector('iframe')).toBeNull();
    play.click();
    await waitFor(() =>
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
      ),
    );
  });
});
