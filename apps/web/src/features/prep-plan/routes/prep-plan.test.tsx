import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrepPlanResponse } from '@katana/shared/api/prep-plan';
import { PREP_PLAN_HIGHLIGHT_EXPIRY } from '@katana/shared/engagement/dialogs';
import { addDays, istDate } from '@katana/shared/engagement/ist-time';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { PREP_PLAN_HIGHLIGHT_KEY } from '../components/prep-plan-highlight.ts';
import PrepPlanEditPage from './prep-plan-edit-page.tsx';
import PrepPlanPage from './prep-plan-page.tsx';

const TODAY = istDate(Date.now());

function setup(routes: Record<string, FakeRoute>) {
  apiClient.cache.clear();
  localStorage.clear();
  return fakeApi(routes);
}

afterEach(() => vi.unstubAllGlobals());

const item = (key: string, title: string, minutes: number, done = false) => ({
  type: 'item' as const,
  path_slug: 'data-structures-algorithms',
  path_title: 'Data structures and algorithms',
  module_title: 'Arrays',
  item_key: key,
  item_kind: 'problem' as const,
  title,
  minutes,
  done,
  href: `/guided-paths/data-structures-algorithms/content?item=${key}`,
});

function response(over: Partial<NonNullable<PrepPlanResponse['plan']>> = {}): PrepPlanResponse {
  return {
    settings: {
      target_date: addDays(TODAY, 30),
      weekly_hours: 7,
      study_days: [1, 2, 3, 4, 5, 6, 7],
      paths: [{ slug: 'data-structures-algorithms', title: 'Data structures and algorithms' }],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
    plan: {
      today: TODAY,
      status: 'on_track',
      overdue_items: 0,
      fits: true,
      finish_date: addDays(TODAY, 1),
      days_late: 0,
      minutes_after_target: 0,
      remaining_minutes: 85,
      required_weekly_hours: 1,
      completed_items: 1,
      total_items: 4,
      days: [
        {
          date: TODAY,
          capacity_minutes: 60,
          planned_minutes: 65,
          overbooked: true,
          after_target: false,
          tasks: [
            { type: 'review', cards: 10, minutes: 5, done: false, href: '/prep-plan/flash-cards' },
            item('two-sum', 'Two sum', 20, true),
            item('valid-anagram', 'Valid anagram', 40),
          ],
        },
        {
          date: addDays(TODAY, 1),
          capacity_minutes: 60,
          planned_minutes: 40,
          overbooked: false,
          after_target: false,
          tasks: [item('three-sum', 'Three sum', 40)],
        },
        {
          date: addDays(TODAY, 9),
          capacity_minutes: 60,
          planned_minutes: 20,
          overbooked: false,
          after_target: false,
          tasks: [item('far-away', 'Far away', 20)],
        },
      ],
      ...over,
    },
  };
}

describe('/prep-plan', () => {
  it("shows today's tasks linking into the classroom and the flash cards, and the week ahead", async () => {
    setup({ 'GET v1/prep-plan': [ok(response())] });
    renderWithAuth(<PrepPlanPage />, { auth: signedIn(), path: '/prep-plan' });
    const today = await screen.findByRole('region', { name: 'Today' });
    const tasks = within(today).getAllByTestId('plan-task');
    expect(tasks.map((t) => t.textContent)).toEqual([
      'Review 10 flash cardsSpaced repetition5 min',
      '✓Two sumProblem · Data structures and algorithms · Arrays20 min',
      'Valid anagramProblem · Data structures and algorithms · Arrays40 min',
    ]);
    expect(within(today).getByRole('link', { name: 'Review 10 flash cards' })).toHaveAttribute(
      'href',
      '/prep-plan/flash-cards',
    );
    expect(within(today).getByRole('link', { name: 'Valid anagram' })).toHaveAttribute(
      'href',
      '/guided-paths/data-structures-algorithms/content?item=valid-anagram',
    );
    expect(within(tasks[1]!).getByLabelText('Done')).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'The week ahead' });
    expect(within(week).getByText('Three sum')).toBeInTheDocument();
    // More than seven days away: not in the week ahead.
    expect(within(week).queryByText('Far away')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-status')).toHaveTextContent('On track.');
    expect(screen.getByText(/1 of 4 items done · 1 h 25 min of work left · 7 h a week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/prep-plan/edit');
  });

  it('says when the learner is behind and when the plan runs past the target date, and by how much', async () => {
    setup({
      'GET v1/prep-plan': [
        ok(
          response({
            status: 'behind',
            overdue_items: 3,
            fits: false,
            finish_date: addDays(TODAY, 34),
            days_late: 4,
            minutes_after_target: 120,
            required_weekly_hours: 9.5,
          }),
        ),
      ],
    });
    renderWithAuth(<PrepPlanPage />, { auth: signedIn(), path: '/prep-plan' });
    expect(await screen.findByTestId('plan-status')).toHaveTextContent(
      'Behind: 3 items planned for earlier days are not done yet and moved forward.',
    );
    expect(screen.getByTestId('plan-fit')).toHaveTextContent(
      /finish on .*, 4 days after your target date \(2 h of work past it\)\. About 9\.5 h a week would finish in time/,
    );
  });

  it('invites a learner without a plan to make one, and an anonymous visitor to sign in', async () => {
    setup({ 'GET v1/prep-plan': [ok({ settings: null, plan: null })] });
    const view = renderWithAuth(<PrepPlanPage />, { auth: signedIn(), path: '/prep-plan' });
    expect(await screen.findByRole('link', { name: 'Make your plan' })).toHaveAttribute(
      'href',
      '/prep-plan/edit',
    );
    view.unmount();
    const api = setup({});
    renderWithAuth(<PrepPlanPage />, { auth: LOGGED_OUT_STATE, path: '/prep-plan' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprep-plan',
    );
    expect(api.callsTo('GET v1/prep-plan')).toHaveLength(0);
  });

  it('stores the prep-plan highlight flag and shows New only for a signed-in learner before its expiry', async () => {
    setup({ 'GET v1/prep-plan': [ok({ settings: null, plan: null })] });
    const before = renderWithAuth(<PrepPlanPage nowSeconds={PREP_PLAN_HIGHLIGHT_EXPIRY - 60} />, {
      auth: signedIn(),
      path: '/prep-plan',
    });
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('New')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PREP_PLAN_HIGHLIGHT_KEY)!)).toEqual({
      key: PREP_PLAN_HIGHLIGHT_KEY,
      expiry: PREP_PLAN_HIGHLIGHT_EXPIRY,
      tab: 'INTERVIEW_PREP',
      module: 'prep-plan',
    });
    before.unmount();
    localStorage.clear();
    const after = renderWithAuth(<PrepPlanPage nowSeconds={PREP_PLAN_HIGHLIGHT_EXPIRY} />, {
      auth: signedIn(),
      path: '/prep-plan',
    });
    expect(within(screen.getByRole('heading', { level: 1 })).queryByText('New')).not.toBeInTheDocument();
    after.unmount();
    renderWithAuth(<PrepPlanPage nowSeconds={PREP_PLAN_HIGHLIGHT_EXPIRY - 60} />, {
      auth: LOGGED_OUT_STATE,
      path: '/prep-plan',
    });
    expect(localStorage.getItem(PREP_PLAN_HIGHLIGHT_KEY)).toBeNull();
  });
});

const pathList = {
  paths: [
    { slug: 'sql', title: 'SQL', enrolled: true, progress: { percentage: 10 } },
    {
      slug: 'competitive-programming',
      title: 'Competitive programming',
      enrolled: false,
      progress: { percentage: 0 },
    },
  ].map((p) => ({
    id: 1,
    kind: 'normal',
    level: 'Achiever',
    summary: '',
    topics: [],
    estimated_hours: 10,
    modules_count: 5,
    enrolled_count: 1,
    ...p,
    progress: {
      completed_items: 0,
      total_items: 10,
      percentage: p.progress.percentage,
      score: 0,
      max_score: 0,
      videos: { completed: 0, total: 0 },
      problems: { completed: 0, total: 0 },
      notes: { completed: 0, total: 0 },
    },
  })),
  facets: { levels: [], topics: [] },
};

describe('/prep-plan/edit', () => {
  it('checks the form with clear messages before sending anything', async () => {
    const api = setup({
      'GET v1/prep-plan': [ok({ settings: null, plan: null })],
      'GET v1/guided_paths': [ok(pathList)],
    });
    renderWithAuth(<PrepPlanEditPage />, { auth: signedIn(), path: '/prep-plan/edit' });
    const date = await screen.findByLabelText('Target date');
    await userEvent.clear(date);
    await userEvent.type(date, TODAY);
    await userEvent.clear(screen.getByLabelText('Hours a week'));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(screen.getByLabelText(day));
    }
    await userEvent.click(screen.getByLabelText(/^SQL/));
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Pick a target date after today.',
      'Enter your weekly hours.',
      'Choose at least one study day.',
      'Choose at least one guided path.',
    ]);
    expect(api.callsTo('PUT v1/prep-plan')).toHaveLength(0);
    // A path the learner is not enrolled in links to its page to enroll.
    expect(screen.getByRole('link', { name: 'Enroll first' })).toHaveAttribute(
      'href',
      '/guided-paths/competitive-programming',
    );
  });

  it("saves the plan, shows the server's refusal under its field, and goes back to the plan", async () => {
    const target = addDays(TODAY, 45);
    const api = setup({
      'GET v1/prep-plan': [ok({ settings: null, plan: null })],
      'GET v1/guided_paths': [ok(pathList)],
      'PUT v1/prep-plan': [
        fail(422, 422, 'Validation failed.', { paths: 'Enroll in the guided path first: SQL.' }),
        ok(response()),
      ],
    });
    const { router } = renderWithAuth(<PrepPlanEditPage />, { auth: signedIn(), path: '/prep-plan/edit' });
    const date = await screen.findByLabelText('Target date');
    await userEvent.clear(date);
    await userEvent.type(date, target);
    await userEvent.clear(screen.getByLabelText('Hours a week'));
    await userEvent.type(screen.getByLabelText('Hours a week'), '10.5');
    await userEvent.click(screen.getByLabelText('Saturday'));
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enroll in the guided path first: SQL.');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/prep-plan'));
    expect(api.callsTo('PUT v1/prep-plan')[1]!.body).toEqual({
      target_date: target,
      weekly_hours: 10.5,
      study_days: [1, 2, 3, 4, 5, 6],
      paths: ['sql'],
    });
  });
});
