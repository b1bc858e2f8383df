import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebProjectDetail } from '@katana/shared/api/web-projects';
import { signedIn } from '../test/auth-fixtures.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderWithAuth } from '../test/render-auth.tsx';
import { loadClassroom } from './classroom-module.ts';
import WebProjectDetailScreen from './web-project-detail-screen.tsx';

// The classroom's page module and its Preview chunk take seconds to transform on their first import in a run.
beforeAll(
  () => Promise.all([loadClassroom(), import('../features/classroom/components/frontend-work-pane.tsx')]),
  60_000,
);

afterEach(() => vi.unstubAllGlobals());

const SLUG = 'to-do-list-in-four-stages';

function project(finished: boolean): WebProjectDetail {
  const steps = [1, 2].map((number) => ({
    number,
    slug: `todo-step-${number}`,
    name: `To-do step ${number}`,
    difficulty: 'EASY' as const,
    state: finished || number === 1 ? ('done' as const) : ('current' as const),
  }));
  const done = finished ? 2 : 1;
  return {
    slug: SLUG,
    title: 'A to-do list in four stages',
    summary: 'Build a to-do list step by step.',
    steps_count: 2,
    progress: { done, total: 2, percentage: done * 50 },
    finished,
    steps,
    current_step: finished ? null : 'todo-step-2',
  };
}

const renderFinished = () =>
  renderWithAuth(<WebProjectDetailScreen params={{ slug: SLUG, finished: '/finished' }} />, {
    path: `/web-development/${SLUG}/finished`,
    auth: signedIn({ node_access_token: 't' }),
  });

describe('/web-development/{slug}/finished', () => {
  it("shows the learner's last accepted page live in the sandboxed Preview frame", async () => {
    fakeApi({
      [`GET v1/web_projects/${SLUG}`]: [ok(project(true))],
      [`GET v1/web_projects/${SLUG}/final_files`]: [
        ok({ step: 'todo-step-2', files: { 'index.html': '<h1>Mine</h1>' }, from: 'accepted' }),
      ],
    });
    renderFinished();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You finished A to-do list in four stages' }),
    ).toBeInTheDocument();
    const frame = await within(screen.getByRole('region', { name: 'Your finished page' })).findByTitle(
      'Preview',
    );
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-modals');
  });

  it('sends a learner who has not finished back to the project', async () => {
    fakeApi({ [`GET v1/web_projects/${SLUG}`]: [ok(project(false))] });
    const { router } = renderFinished();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/web-development/${SLUG}`));
  });
});
