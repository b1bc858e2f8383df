import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestOffering } from '@katana/shared/api/test-series';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderContest } from '../testing/render-contest.tsx';
import { TestSeriesDetailPage } from './test-series-detail-page.tsx';
import { TestSeriesListPage } from './test-series-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function test(id: number, overrides: Partial<TestOffering> = {}): TestOffering {
  return {
    offering_id: 1_000_000_000 + id,
    name: `Mock test ${id}`,
    offering_type: 'Test',
    duration: 45,
    opens_at: '2026-11-01T00:00:00Z',
    closes_at: '2026-12-31T00:00:00Z',
    instructions: '',
    total_problems: 3,
    offering_status: 'NOT_STARTED',
    test_status: 'TEST_NOT_ATTEMPTED',
    timed_test_taken: false,
    timed_test_in_process: false,
    started_at: null,
    ends_at: null,
    submitted_at: null,
    remaining_ms: null,
    can_start: true,
    ...overrides,
  };
}

const SERIES = {
  id: 1,
  slug: 'dsa-mocks',
  name: 'DSA mocks',
  description: 'Three timed tests.',
  total_tests: 3,
};

describe('/test-series', () => {
  it('lists the series with links to them', async () => {
    fakeApi({ 'GET v1/test_series': [ok({ series: [SERIES] })] });
    renderContest(<TestSeriesListPage />, { path: '/test-series' });
    expect(await screen.findByRole('link', { name: 'DSA mocks' })).toHaveAttribute(
      'href',
      '/test-series/dsa-mocks',
    );
    expect(screen.getByText('3 tests')).toBeInTheDocument();
  });

  it('shows each test with Start, Resume or the result, and starting opens the test', async () => {
    const tests = [
      test(1),
      test(2, {
        offering_type: 'ShuffleTest',
        offering_status: 'ACTIVE',
        test_status: 'TEST_STARTED',
        can_start: false,
        timed_test_taken: true,
      }),
      test(3, {
        offering_status: 'HAS_ENDED',
        test_status: 'TEST_ATTEMPTED_OR_SUBMITTED',
        can_start: false,
        timed_test_taken: true,
      }),
    ];
    const net = fakeApi({
      'GET v1/test_series/dsa-mocks': [ok({ ...SERIES, tests })],
      'POST v1/test_series/start': [ok(test(1, { offering_status: 'ACTIVE', test_status: 'TEST_STARTED' }))],
    });
    const { router } = renderContest(<TestSeriesDetailPage params={{ slug: 'dsa-mocks' }} />, {
      path: '/test-series/dsa-mocks',
      auth: signedIn(),
    });
    const card = async (name: string) =>
      within((await screen.findByRole('heading', { name })).closest('li')!);
    expect((await card('Mock test 2')).getByRole('link', { name: 'Resume test' })).toHaveAttribute(
      'href',
      '/test-series/dsa-mocks/1000000002',
    );
    expect((await card('Mock test 2')).getByText('Shuffled order')).toBeInTheDocument();
    expect((await card('Mock test 3')).getByRole('link', { name: 'View result' })).toBeInTheDocument();
    expect((await card('Mock test 3')).getByText('Submitted')).toBeInTheDocument();
    await userEvent.click((await card('Mock test 1')).getByRole('button', { name: 'Start test' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/test-series/dsa-mocks/1000000001'));
    expect(net.callsTo('POST v1/test_series/start')[0]!.body).toEqual({
      slug: 'dsa-mocks',
      offering_id: 1_000_000_001,
      source: 'test_series_detail',
    });
  });

  it('asks anonymous visitors to log in before starting', async () => {
    fakeApi({ 'GET v1/test_series/dsa-mocks': [ok({ ...SERIES, tests: [test(1)] })] });
    const { login } = renderContest(<TestSeriesDetailPage params={{ slug: 'dsa-mocks' }} />, {
      path: '/test-series/dsa-mocks',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Login to start' }));
    expect(login.openLogin).toHaveBeenCalledWith(expect.objectContaining({ source: 'test_series_detail' }));
  });
});
