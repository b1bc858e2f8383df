import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobList, JobPost } from '@katana/shared/api/jobs';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { JobsPage } from './jobs-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const post = (over: Partial<JobPost> = {}): JobPost => ({
  slug: 'backend-engineer-example-works',
  title: 'Backend engineer',
  company: 'Example Works',
  location: 'Pune',
  remote: 'hybrid',
  experience: 'mid',
  skills: ['go', 'postgresql'],
  apply_url: 'https://example.org/apply',
  posted_on: '2026-11-01',
  expires_on: '2026-12-31',
  description_html: '',
  ...over,
});

const board = (jobs: JobPost[], openTotal = jobs.length): JobList => ({
  jobs,
  open_total: openTotal,
  facets: {
    remote: [{ value: 'hybrid', count: 1 }],
    experience: [{ value: 'mid', count: 1 }],
    skills: [{ value: 'go', count: 1 }],
    locations: [{ value: 'Pune', count: 1 }],
  },
});

describe('/jobs', () => {
  it('explains on an empty board how an operator adds posts', async () => {
    fakeApi({
      'GET v1/jobs': [
        ok({ ...board([], 0), facets: { remote: [], experience: [], skills: [], locations: [] } }),
      ],
    });
    renderWithAuth(<JobsPage />, { path: '/jobs' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No open positions yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/katana job add --title/)).toBeInTheDocument();
  });

  it('lists open posts and filters them through the URL', async () => {
    const { callsTo } = fakeApi({ 'GET v1/jobs': [ok(board([post()]))] });
    const { router } = renderWithAuth(<JobsPage />, { path: '/jobs' });
    const link = await screen.findByRole('link', { name: 'Backend engineer' });
    expect(link).toHaveAttribute('href', '/jobs/backend-engineer-example-works');
    expect(screen.getByText('Example Works · Pune · Hybrid · Mid level (2-5 years)')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Work place' })).getByRole('button', { name: 'Hybrid' }),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('remote')).toBe('hybrid'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET v1/jobs').at(-1)!.query)).toEqual({ remote: 'hybrid' }),
    );
  });
});
