import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GoalElement, GoalProgress } from '@katana/shared/api/goals';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import { dashboardRoutes } from '../testing/dashboard-fixtures.ts';
import { GOAL_COMPLETE_TEXT, NO_GOAL_TEXT } from '../components/goal-journey-card.tsx';
import GoalsPage from './goals-page.tsx';
import GoalSetupPage from './goal-setup-page.tsx';

const element = (over: Partial<GoalElement> = {}): GoalElement => ({
  element_id: 'dsa-complexity',
  element_type: 'guided_path_module',
  title: 'Complexity',
  optional: false,
  included: true,
  completed: false,
  done_count: 2,
  total_count: 5,
  href: '/guided-paths/data-structures-algorithms/content',
  ...over,
});

const progress = (over: Partial<GoalProgress> = {}): GoalProgress => ({
  journey_goal_id: 'first-coding-job',
  title: 'First coding job',
  language_id: 'python',
  percentage: 25,
  completed_phases: 1,
  total_phases: 3,
  phases: [
    {
      journey_phase_id: 'foundations',
      title: 'Foundations',
      summary: '',
      completed: true,
      completed_elements: 3,
      total_elements: 3,
      percentage: 100,
      elements: [],
    },
    {
      journey_phase_id: 'core-patterns',
      title: 'Core patterns',
      summary: '',
      completed: false,
      completed_elements: 0,
      total_elements: 3,
      percentage: 0,
      elements: [],
    },
  ],
  next_action: { journey_phase_id: 'core-patterns', phase_title: 'Core patterns', element: element() },
  last_viewed_element: {
    journey_phase_id: 'foundations',
    element_type: 'article',
    element_id: 'big-o',
    title: 'Big-O in practice',
    href: '/guided-paths/data-structures-algorithms/content?item=article-big-o-in-practice',
    viewed_at: '2026-03-10T10:00:00Z',
  },
  exp_awarded: 0,
  ...over,
});

const status = (p: GoalProgress | null) =>
  ok({
    has_goal: p !== null,
    journey_goal_id: p?.journey_goal_id ?? null,
    language_id: p?.language_id ?? null,
    progress: p,
  });

const journey = () => screen.findByRole('region', { name: 'Goal journey' });

describe('/home/goals journey', () => {
  it('offers to set a goal when the learner has none, beside the daily EXP goal', async () => {
    fakeApi(dashboardRoutes({ 'GET v1/goals/status': [status(null)] }));
    renderWithSocket(<GoalsPage />, { path: '/home/goals' });
    const card = await journey();
    expect(await within(card).findByText(NO_GOAL_TEXT)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set a goal' })).toHaveAttribute('href', '/goals/setup');
    expect(await screen.findByRole('region', { name: 'Daily goal' })).toBeInTheDocument();
  });

  it('shows phase progress, the next action and the last viewed element, and records opening the next element', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v1/goals/status': [status(progress())],
        'POST v1/goals/last_viewed': [ok(progress())],
        'POST v1/goals/landing_event': [ok({ recorded: true })],
      }),
    );
    renderWithSocket(<GoalsPage />, { path: '/home/goals' });
    const card = await journey();
    expect(await within(card).findByText('First coding job')).toBeInTheDocument();
    expect(within(card).getByText('1 of 3 phases complete · 25%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Core patterns progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const next = within(card).getByRole('region', { name: 'Next action' });
    expect(within(next).getByText('Complexity')).toBeInTheDocument();
    expect(within(next).getByText('2/5 items')).toBeInTheDocument();
    const start = within(next).getByRole('link', { name: 'Continue' });
    expect(start).toHaveAttribute('href', '/guided-paths/data-structures-algorithms/content');
    expect(within(card).getByRole('link', { name: 'Big-O in practice' })).toHaveAttribute(
      'href',
      '/guided-paths/data-structures-algorithms/content?item=article-big-o-in-practice',
    );
    await waitFor(() => expect(server.callsTo('POST v1/goals/landing_event')).toHaveLength(1));
    expect(server.callsTo('POST v1/goals/landing_event')[0]!.body).toEqual({
      journey_goal_id: 'first-coding-job',
    });
    await act(async () => start.click());
    await waitFor(() => expect(server.callsTo('POST v1/goals/last_viewed')).toHaveLength(1));
    expect(server.callsTo('POST v1/goals/last_viewed')[0]!.body).toEqual({
      journey_phase_id: 'core-patterns',
      element_type: 'guided_path_module',
      element_data: { element_id: 'dsa-complexity' },
    });
  });

  it('marks a video completed from the next action card and shows the goal complete afterwards', async () => {
    const video = element({
      element_id: 'intro-video',
      element_type: 'video',
      title: 'Welcome',
      done_count: 0,
      total_count: 1,
    });
    const done = progress({ percentage: 100, completed_phases: 3, next_action: null });
    const server = fakeApi(
      dashboardRoutes({
        'GET v1/goals/status': [
          status(
            progress({
              next_action: {
                journey_phase_id: 'core-patterns',
                phase_title: 'Core patterns',
                element: video,
              },
            }),
          ),
          status(done),
        ],
        'POST v1/goals/video_completed': [ok(done)],
      }),
    );
    renderWithSocket(<GoalsPage />, { path: '/home/goals' });
    const card = await journey();
    await userEvent.click(await within(card).findByRole('button', { name: 'Mark video completed' }));
    expect(server.callsTo('POST v1/goals/video_completed')[0]!.body).toEqual({
      video_id: 'intro-video',
      video_list_id: 'core-patterns',
    });
    expect(await within(card).findByText(GOAL_COMPLETE_TEXT)).toBeInTheDocument();
  });
});

describe('/home/goals video element', () => {
  const video = element({
    element_id: 'intro-video',
    element_type: 'video',
    title: 'Welcome',
    done_count: 0,
    total_count: 1,
    href: '/home/goals?element=intro-video',
  });
  const withVideo = () =>
    progress({
      next_action: { journey_phase_id: 'core-patterns', phase_title: 'Core patterns', element: video },
    });
  const details = (embed: string | null) =>
    ok({
      journey_goal_id: 'first-coding-job',
      journey_phase_id: 'core-patterns',
      element: video,
      body_html: '<p>What the video covers, written out.</p>',
      video_url: 'https://www.youtube.com/watch?v=abc123',
      embed_url: embed,
      duration_minutes: 12,
    });

  it('plays the video behind a click-to-load facade, with its notes, and records it as viewed', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v1/goals/status': [status(withVideo())],
        'GET v1/goals/element': [details('https://www.youtube-nocookie.com/embed/abc123')],
        'POST v1/goals/last_viewed': [ok(withVideo())],
        'POST v1/goals/landing_event': [ok({ recorded: true })],
      }),
    );
    renderWithSocket(<GoalsPage />, { path: '/home/goals' });
    const next = await within(await journey()).findByRole('region', { name: 'Next action' });
    await userEvent.click(await within(next).findByRole('button', { name: 'Watch' }));
    expect(server.callsTo('GET v1/goals/element')[0]!.query.get('element_type')).toBe('video');
    expect(await within(next).findByText('What the video covers, written out.')).toBeInTheDocument();
    expect(next.querySelector('iframe')).toBeNull();
    await userEvent.click(within(next).getByRole('button', { name: /Play video: Welcome/ }));
    expect(within(next).getByTitle('Welcome')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    );
    await waitFor(() => expect(server.callsTo('POST v1/goals/last_viewed')).toHaveLength(1));
  });

  it("opens from the video's link and links out when the video cannot be embedded", async () => {
    fakeApi(
      dashboardRoutes({
        'GET v1/goals/status': [status(withVideo())],
        'GET v1/goals/element': [details(null)],
        'POST v1/goals/landing_event': [ok({ recorded: true })],
      }),
    );
    renderWithSocket(<GoalsPage />, { path: '/home/goals?element=intro-video' });
    const next = await within(await journey()).findByRole('region', { name: 'Next action' });
    const out = await within(next).findByRole('link', { name: /Watch “Welcome” on the video’s site/ });
    expect(out).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(within(next).queryByRole('button', { name: 'Watch' })).toBeNull();
  });
});

describe('/goals/setup', () => {
  it('saves the picked journey, its language and the optional elements chosen', async () => {
    const server = fakeApi({
      'GET v1/goals/status': [status(null)],
      'GET v1/goals': [
        ok({
          goals: [
            {
              journey_goal_id: 'first-coding-job',
              title: 'First coding job',
              summary: 'Land a first role.',
              phase_count: 3,
              element_count: 12,
              languages: ['cpp', 'python'],
              selected: false,
            },
            {
              journey_goal_id: 'sql-and-data-roles',
              title: 'SQL and data roles',
              summary: 'Query data.',
              phase_count: 3,
              element_count: 8,
              languages: ['psql'],
              selected: false,
            },
          ],
        }),
      ],
      'GET v1/goals/details': (call) =>
        ok({
          journey_goal_id: call.query.get('journey_goal_id'),
          title: 'First coding job',
          summary: '',
          description_html: '',
          languages: ['cpp', 'python'],
          phases: [
            {
              journey_phase_id: 'foundations',
              title: 'Foundations',
              summary: '',
              completed: false,
              completed_elements: 0,
              total_elements: 1,
              percentage: 0,
              elements: [
                element(),
                element({
                  element_id: 'starter-pack',
                  element_type: 'problem_list',
                  title: 'Starter pack',
                  optional: true,
                  included: false,
                }),
              ],
            },
          ],
        }),
      'POST v1/goals/user_goal': [status(progress())],
      'POST v1/goals/custom_elements': [ok(progress())],
    });
    renderWithSocket(<GoalSetupPage />, { path: '/goals/setup' });
    const save = await screen.findByRole('button', { name: 'Save goal' });
    expect(save).toBeDisabled();
    await userEvent.click(await screen.findByRole('radio', { name: /First coding job/ }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Python');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Starter pack' }));
    await userEvent.click(save);
    await waitFor(() => expect(server.callsTo('POST v1/goals/custom_elements')).toHaveLength(1));
    expect(server.callsTo('POST v1/goals/user_goal')[0]!.body).toEqual({
      journey_goal_id: 'first-coding-job',
      language_id: 'python',
    });
    expect(server.callsTo('POST v1/goals/custom_elements')[0]!.body).toEqual({
      journey_phase_id: 'foundations',
      phase_element_ids: ['starter-pack'],
    });
  });
});
