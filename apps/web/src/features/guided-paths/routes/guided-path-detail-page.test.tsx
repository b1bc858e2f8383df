import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { detail, SLUG, summary } from '../testing/gp-fixtures.ts';
import { renderGp } from '../testing/render-gp.tsx';
import { GuidedPathDetailPage } from './guided-path-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const AUTH = signedIn({ node_access_token: 't' });
const show = (auth = AUTH) =>
  renderGp(<GuidedPathDetailPage params={{ slug: SLUG }} />, { path: `/guided-paths/${SLUG}`, auth });

describe('/guided-paths/:slug', () => {
  it('shows the description, what you will learn, prerequisites and the syllabus', async () => {
    fakeApi({ [`GET v1/guided_paths/${SLUG}`]: [ok(detail())] });
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data structures and algorithms' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A path through the core of interview preparation.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeInTheDocument();
    expect(screen.getByText('Count with hash maps')).toBeInTheDocument();
    expect(screen.getByText('One programming language')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /Arrays and hashing/ })).toBeInTheDocument();
    expect(screen.getByText('Counting with maps')).toBeInTheDocument();
    expect(screen.getByText(/12 learners enrolled/)).toBeInTheDocument();
  });

  it('enrolls a signed-in learner with the source and opens the classroom where the path starts', async () => {
    const { callsTo } = fakeApi({
      [`GET v1/guided_paths/${SLUG}`]: [ok(detail())],
      'POST v1/guided_paths/enroll': [
        ok({
          slug: SLUG,
          enrolled: true,
          enrolled_count: 13,
          resume: { module_slug: 'arrays-and-hashing', key: 'article-hash-maps', title: 'Hash maps' },
        }),
      ],
    });
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/guided-paths/${SLUG}/content`));
    expect(router.state.location.search).toBe('?item=article-hash-maps');
    expect(callsTo('POST v1/guided_paths/enroll')[0]!.body).toEqual({
      slug: SLUG,
      source: 'guided_path_detail',
    });
  });

  it('asks an anonymous visitor to log in with the get_started trigger, then enrolls', async () => {
    const { callsTo } = fakeApi({
      [`GET v1/guided_paths/${SLUG}`]: [ok(detail())],
      'POST v1/guided_paths/enroll': [ok({ slug: SLUG, enrolled: true, enrolled_count: 13, resume: null })],
    });
    const { login, router } = show(LOGGED_OUT_STATE);
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll for free' }));
    expect(login.openLogin).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'guided_path_detail', variant: 'panel', trigger: 'get_started' }),
    );
    expect(callsTo('POST v1/guided_paths/enroll')).toHaveLength(0);
    const request = vi.mocked(login.openLogin).mock.calls[0]![0];
    request.onClose?.('success');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/guided-paths/${SLUG}/content`));
    expect(callsTo('POST v1/guided_paths/enroll')).toHaveLength(1);
  });

  it('offers an enrolled learner Resume at the last item, module progress and the certificate when complete', async () => {
    fakeApi({
      [`GET v1/guided_paths/${SLUG}`]: [
        ok(
          detail({
            enrolled: true,
            progress: summary(5, 5),
            last_content: { module_slug: 'two-pointers', key: 'sorted-pair', title: 'Sorted pair' },
            certificate_url: `/api/v1/guided_paths/${SLUG}/certificate.png`,
          }),
        ),
      ],
    });
    show();
    expect(await screen.findByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      `/guided-paths/${SLUG}/content?item=sorted-pair`,
    );
    expect(screen.getByText('Continue with “Sorted pair”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/api/v1/guided_paths/${SLUG}/certificate.png`,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress in Arrays and hashing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll for free' })).not.toBeInTheDocument();
  });

  it('sends a missing path to the 404 page', async () => {
    fakeApi({ [`GET v1/guided_paths/${SLUG}`]: [fail(404, 404, 'Guided path not found.')] });
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fourofour'));
  });
});
