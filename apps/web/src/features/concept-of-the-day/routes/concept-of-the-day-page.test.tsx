import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { archive, concept } from '../testing/concept-fixtures.ts';
import ConceptOfTheDayPage from './concept-of-the-day-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('concept of the day page', () => {
  it('shows the article, checks the quiz with explanations and lists the archive', async () => {
    apiClient.cache.clear();
    const api = fakeApi({
      'GET v1/concept-of-the-day': [ok(concept())],
      'GET v1/concept-of-the-day/archive': [ok(archive())],
      'POST v1/concept-of-the-day/2026-11-21/quiz': [
        ok({
          score: 2,
          total: 3,
          results: [
            { correct: true, answer: 1, explanation: 'Because B1.' },
            { correct: false, answer: 0, explanation: 'A2 is right.' },
            { correct: true, answer: 2, explanation: 'C3 it is.' },
          ],
        }),
      ],
    });
    renderWithAuth(<ConceptOfTheDayPage params={{}} />, {
      auth: LOGGED_OUT_STATE,
      path: '/concept-of-the-day',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prefix sums' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The idea' })).toBeInTheDocument();
    expect(screen.getByText('Concept of the day · 21 Nov 2026')).toBeInTheDocument();

    const check = screen.getByRole('button', { name: 'Check answers' });
    expect(check).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'B1' }));
    await userEvent.click(screen.getByRole('radio', { name: 'B2' }));
    await userEvent.click(screen.getByRole('radio', { name: 'C3' }));
    await userEvent.click(check);
    expect(await screen.findByRole('status')).toHaveTextContent('You scored 2 of 3');
    expect(api.callsTo('POST v1/concept-of-the-day/2026-11-21/quiz')[0]!.body).toEqual({
      answers: [1, 1, 2],
    });
    expect(screen.getByText('A2 is right.')).toBeInTheDocument();
    expect(screen.getByText('Not quite.')).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Last 30 days' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/concept-of-the-day');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/concept-of-the-day/2026-11-20');
  });

  it("reads a past date's concept", async () => {
    apiClient.cache.clear();
    fakeApi({
      'GET v1/concept-of-the-day/2026-11-20': [ok(concept('2026-11-20'))],
      'GET v1/concept-of-the-day/archive': [ok(archive())],
    });
    renderWithAuth(<ConceptOfTheDayPage params={{ date: '2026-11-20' }} />, {
      path: '/concept-of-the-day/2026-11-20',
    });
    expect(await screen.findByText('Concept of the day · 20 Nov 2026')).toBeInTheDocument();
  });

  it('says when a date has no concept', async () => {
    apiClient.cache.clear();
    fakeApi({
      'GET v1/concept-of-the-day/2030-01-01': [
        fail(404, 404, 'There is no concept of the day for this date.'),
      ],
      'GET v1/concept-of-the-day/archive': [ok(archive())],
    });
    renderWithAuth(<ConceptOfTheDayPage params={{ date: '2030-01-01' }} />, {
      path: '/concept-of-the-day/2030-01-01',
    });
    expect(await screen.findByRole('heading', { name: 'No concept for this date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Today's concept" })).toHaveAttribute(
      'href',
      '/concept-of-the-day',
    );
  });
});
