import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { summary } from '../testing/experience-fixtures.ts';
import { ExperienceListPage } from './experience-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const companies = ok({
  companies: [
    { key: 'northwind', name: 'Northwind', count: 2 },
    { key: 'example corp demo', name: 'Example Corp (demo)', count: 1 },
  ],
});

// The "Recent" / "Top" panel's calls, empty.
const highlights = {
  'GET v1/interview-experiences/recent': [ok({ experiences: [] })],
  'GET v1/interview-experiences/top': [ok({ experiences: [] })],
};

describe('/interview-experiences', () => {
  it('shows each experience as a card linking to its page, with outcome, author and a demo label', async () => {
    fakeApi({
      'GET v1/interview-experiences': [
        ok({
          experiences: [
            summary(),
            summary({ slug: 'demo-1', company: 'Example Corp (demo)', is_demo: true }),
          ],
          total: 2,
          page: 1,
          page_size: 12,
        }),
      ],
      'GET v1/interview-experiences/companies': [companies],
      ...highlights,
    });
    renderWithAuth(<ExperienceListPage />, { path: '/interview-experiences' });
    const link = await screen.findByRole('link', { name: 'Northwind · Backend Engineer' });
    expect(link).toHaveAttribute(
      'href',
      '/interview-experiences/northwind-backend-engineer-interview-experience-abc123',
    );
    const card = link.closest('li')!;
    expect(within(card).getByText('Selected')).toBeInTheDocument();
    expect(
      within(card).getByText(/Grace Hopper · Computer Science · Test College · Interviewed 12 Sep 2025/),
    ).toBeInTheDocument();
    const demo = screen.getByRole('link', { name: /Example Corp \(demo\)/ }).closest('li')!;
    expect(within(demo).getByText('Demo content')).toBeInTheDocument();
    expect(screen.getByText('2 experiences')).toBeInTheDocument();
    // Anonymous visitors may still start writing (the write page asks them to sign in).
    expect(screen.getByRole('link', { name: 'Share your experience' })).toHaveAttribute(
      'href',
      '/interview-experiences/write',
    );
    expect(screen.queryByRole('link', { name: 'My experiences' })).not.toBeInTheDocument();
  });

  it('filters by company, outcome and text through the URL, and offers to clear an empty result', async () => {
    const { callsTo } = fakeApi({
      'GET v1/interview-experiences': (call) =>
        ok({
          experiences: call.query.get('q') === 'nothing' ? [] : [summary()],
          total: call.query.get('q') === 'nothing' ? 0 : 1,
          page: 1,
          page_size: 12,
        }),
      'GET v1/interview-experiences/companies': [companies],
      ...highlights,
    });
    const { router } = renderWithAuth(<ExperienceListPage />, { path: '/interview-experiences' });
    await screen.findByRole('option', { name: 'Northwind (2)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'northwind');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'selected');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        company: 'northwind',
        outcome: 'selected',
        q: 'nothing',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET v1/interview-experiences').at(-1)!.query)).toEqual({
        company: 'northwind',
        outcome: 'selected',
        q: 'nothing',
      }),
    );
    expect(await screen.findByText('No interview experience matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('switches the panel between recent experiences and the top ones of late, with their readers', async () => {
    const { callsTo } = fakeApi({
      'GET v1/interview-experiences': [ok({ experiences: [], total: 0, page: 1, page_size: 12 })],
      'GET v1/interview-experiences/companies': [companies],
      'GET v1/interview-experiences/recent': [
        ok({ experiences: [summary({ slug: 'fresh', company: 'Fresh Co' })] }),
      ],
      'GET v1/interview-experiences/top': [
        ok({ experiences: [summary({ slug: 'read', company: 'Read Co', view_count: 42 })] }),
      ],
    });
    renderWithAuth(<ExperienceListPage />, { path: '/interview-experiences' });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Fresh Co · Backend Engineer' })).toHaveAttribute(
      'href',
      '/interview-experiences/fresh',
    );
    expect(screen.getByRole('heading', { name: 'Recent experiences' })).toBeInTheDocument();
    expect(callsTo('GET v1/interview-experiences/top')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Top' }));
    expect(screen.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Top interview experiences' })).toBeInTheDocument();
    const top = await within(screen.getByRole('tabpanel')).findByRole('link', {
      name: 'Read Co · Backend Engineer',
    });
    expect(top.closest('li')).toHaveTextContent('42 readers');
    expect(screen.queryByRole('link', { name: 'Fresh Co · Backend Engineer' })).not.toBeInTheDocument();
  });
});
