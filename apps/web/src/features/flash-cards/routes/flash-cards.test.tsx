import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { deckList, quiz, reviewCard, session } from '../testing/flash-card-fixtures.ts';
import DeckReviewPage from './deck-review-page.tsx';
import FlashCardsPage from './flash-cards-page.tsx';

function setup(routes: Record<string, FakeRoute>) {
  apiClient.cache.clear();
  return fakeApi(routes);
}

afterEach(() => vi.unstubAllGlobals());

describe('flash cards deck list', () => {
  it("shows each deck's due counts and links to its review and quiz", async () => {
    setup({ 'GET v1/flash-cards/decks': [ok(deckList())] });
    renderWithAuth(<FlashCardsPage />, { auth: signedIn(), path: '/prep-plan/flash-cards' });
    const graphs = await screen.findByRole('article', { name: 'Graphs' });
    expect(within(graphs).getByTestId('due-counts')).toHaveTextContent('15 due12 new · 3 to review');
    expect(within(graphs).getByRole('link', { name: 'Review Graphs' })).toHaveAttribute(
      'href',
      '/prep-plan/flash-cards/decks/graphs',
    );
    expect(within(graphs).getByRole('link', { name: 'Quiz on Graphs' })).toHaveAttribute(
      'href',
      '/prep-plan/flash-cards/decks/graphs/quiz',
    );
    expect(screen.getByRole('article', { name: 'SQL' })).toHaveTextContent('0 due');
    expect(screen.getByText(/Up to 20 new cards per deck a day/)).toBeInTheDocument();
  });

  it('offers an anonymous visitor sign-in and the quizzes, not reviews', async () => {
    setup({
      'GET v1/flash-cards/decks': [
        ok({ ...deckList(), decks: deckList().decks.map((d) => ({ ...d, due: null })) }),
      ],
    });
    renderWithAuth(<FlashCardsPage />, { auth: LOGGED_OUT_STATE, path: '/prep-plan/flash-cards' });
    const graphs = await screen.findByRole('article', { name: 'Graphs' });
    expect(within(graphs).queryByRole('link', { name: 'Review Graphs' })).not.toBeInTheDocument();
    expect(within(graphs).queryByTestId('due-counts')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprep-plan%2Fflash-cards',
    );
  });
});

describe('flash card review', () => {
  it('reveals the answer with Space, rates with a number key and moves to the next card with fresh counts', async () => {
    const api = setup({
      'GET v1/flash-cards/decks/graphs/review': [
        ok(session(reviewCard(1, 'What is BFS?', 'Breadth-first search.'))),
      ],
      'POST v1/flash-cards/decks/graphs/reviews': [
        ok(session(reviewCard(2, 'What is DFS?', 'Depth-first search.'), { new: 1, review: 0, total: 1 })),
      ],
    });
    renderWithAuth(<DeckReviewPage params={{ deck: 'graphs' }} />, {
      auth: signedIn(),
      path: '/prep-plan/flash-cards/decks/graphs',
    });
    expect(await screen.findByTestId('card-front')).toHaveTextContent('What is BFS?');
    expect(screen.getByTestId('due-counts')).toHaveTextContent('2 due');
    expect(screen.queryByTestId('card-back')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    expect(screen.getByTestId('card-back')).toHaveTextContent('Breadth-first search.');
    const buttons = within(screen.getByRole('group')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Again1m', 'Hard6m', 'Good10m', 'Easy8d']);

    await userEvent.keyboard('3');
    expect(await screen.findByText('What is DFS?')).toBeInTheDocument();
    expect(api.callsTo('POST v1/flash-cards/decks/graphs/reviews')[0]!.body).toEqual({
      card_id: 1,
      rating: 'good',
    });
    expect(screen.queryByTestId('card-back')).not.toBeInTheDocument();
    expect(screen.getByTestId('due-counts')).toHaveTextContent('1 due');

    await userEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    await userEvent.click(screen.getByRole('button', { name: /Again/ }));
    expect(api.callsTo('POST v1/flash-cards/decks/graphs/reviews')[1]!.body).toEqual({
      card_id: 2,
      rating: 'again',
    });
  });

  it('says when everything is reviewed and when the next card is due', async () => {
    setup({ 'GET v1/flash-cards/decks/graphs/review': [ok(session(null, { new: 0, review: 0, total: 0 }))] });
    renderWithAuth(<DeckReviewPage params={{ deck: 'graphs' }} />, {
      auth: signedIn(),
      path: '/prep-plan/flash-cards/decks/graphs',
    });
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByText(/The next card is due/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/prep-plan/flash-cards/decks/graphs/quiz',
    );
  });
});

describe('flash card quiz', () => {
  it('checks each answer, shows the right one and scores the round', async () => {
    const api = setup({
      'GET v1/flash-cards/quiz': [ok(quiz())],
      'POST v1/flash-cards/quiz/answers': [
        ok({ correct: false, answer: 'Breadth-first search.' }),
        ok({ correct: true, answer: 'DAGs.' }),
      ],
    });
    renderWithAuth(<DeckReviewPage params={{ deck: 'graphs' }} />, {
      auth: LOGGED_OUT_STATE,
      path: '/prep-plan/flash-cards/decks/graphs/quiz',
    });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET v1/flash-cards/quiz')[0]!.query.get('deck')).toBe('graphs');
    await userEvent.click(screen.getByRole('button', { name: 'Depth-first search.' }));
    expect(await screen.findByText(/Not quite/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Breadth-first search.' })).toHaveClass('border-emerald-500');
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(await screen.findByRole('button', { name: 'DAGs.' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See your score' }));
    expect(screen.getByRole('heading', { name: 'You got 1 of 2 right' })).toBeInTheDocument();
  });
});
