import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebProjectDetail, WebProjectStep } from '@katana/shared/api/web-projects';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { WebProjectDetailPage } from './web-project-detail-page.tsx';
import WebProjectListPage from './web-project-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SLUG = 'to-do-list-in-four-stages';
const step = (number: number, state: WebProjectStep['state']): WebProjectStep => ({
  number,
  slug: `todo-step-${number}`,
  name: `To-do step ${number}`,
  difficulty: 'EASY',
  state,
});

function project(states: WebProjectStep['state'][]): WebProjectDetail {
  const done = states.filter((s) => s === 'done').length;
  const steps = states.map((s, i) => step(i + 1, s));
  return {
    slug: SLUG,
    title: 'A to-do list in four stages',
    summary: 'Build a to-do list step by step.',
    steps_count: steps.length,
    progress: { done, total: steps.length, percentage: Math.floor((done * 100) / steps.length) },
    finished: done === steps.length,
    steps,
    current_step: steps.find((s) => s.state === 'current')?.slug ?? null,
  };
}

const renderDetail = (auth = signedIn({ node_access_token: 't' })) =>
  renderWithAuth(<WebProjectDetailPage params={{ slug: SLUG }} />, {
    path: `/web-development/${SLUG}`,
    auth,
  });

describe('/web-development/{slug}', () => {
  it('shows every step as done, current or locked, the progress, and Continue to the project editor', async () => {
    fakeApi({ [`GET v1/web_projects/${SLUG}`]: [ok(project(['done', 'current', 'locked', 'locked']))] });
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A to-do list in four stages' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^1\. To-do step 1.*Done$/),
      expect.stringMatching(/^2\. To-do step 2.*Current step$/),
      expect.stringMatching(/^3\. To-do step 3.*Locked$/),
      expect.stringMatching(/^4\. To-do step 4.*Locked$/),
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('1 of 4 steps done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/web-development/${SLUG}/editor`,
    );
  });

  it('offers Start before any step is done, and no progress to an anonymous visitor', async () => {
    fakeApi({ [`GET v1/web_projects/${SLUG}`]: [ok(project(['current', 'locked']))] });
    renderDetail(LOGGED_OUT_STATE);
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('links a finished project to its finished page', async () => {
    fakeApi({ [`GET v1/web_projects/${SLUG}`]: [ok(project(['done', 'done']))] });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'See your finished project' })).toHaveAttribute(
      'href',
      `/web-development/${SLUG}/finished`,
    );
  });

  it('sends an unknown project to the 404 page', async () => {
    fakeApi({ [`GET v1/web_projects/${SLUG}`]: [fail(404, 404, 'Web project not found.')] });
    const { router } = renderDetail();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fourofour'));
  });
});

describe('/web-development', () => {
  it('lists the projects with their steps and the learner progress, each linking to its page', async () => {
    const {
      steps: _steps,
      current_step: _current,
      ...card
    } = project(['done', 'current', 'locked', 'locked']);
    fakeApi({ 'GET v1/web_projects': [ok({ projects: [card] })] });
    renderWithAuth(<WebProjectListPage />, {
      path: '/web-development',
      auth: signedIn({ node_access_token: 't' }),
    });
    expect(await screen.findByRole('link', { name: 'A to-do list in four stages' })).toHaveAttribute(
      'href',
      `/web-development/${SLUG}`,
    );
    expect(screen.getByText('4 steps')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('value', '1');
  });

  it('leads to the single front-end problems: the listing filtered to FRONTEND and REACT', async () => {
    fakeApi({ 'GET v1/web_projects': [ok({ projects: [] })] });
    renderWithAuth(<WebProjectListPage />, { path: '/web-development', auth: LOGGED_OUT_STATE });
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Front-end problems' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse front-end problems' })).toHaveAttribute(
      'href',
      '/problems?type=FRONTEND,REACT',
    );
  });
});
