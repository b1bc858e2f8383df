/**
 * Flash cards over HTTP on a real database: the content import, due counts per deck with the daily new-card
 * limit, FSRS reviews (a rated card leaves the queue until due, a double rating is refused), the quiz and its
 * answer check (which leaves the schedule alone), and the deck page's server-rendered head and 404.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import { FlashCardPaths, NEW_CARDS_PER_DAY } from '@katana/shared/api/flash-cards';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { flashCardDecks, flashCards, flashCardStates } from '../db/schema/flash-cards.ts';
import { seedFlashCards, upsertDeck } from './flash-cards-seed.ts';

const card = (i: number) => ({ id: `c${i}`, front: `Question ${i}?`, back: `Answer ${i}.` });

describe('flash card routes', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const review = (deck: string) => fillPath(FlashCardPaths.review, { deck });
  const rate = (deck: string) => fillPath(FlashCardPaths.rate, { deck });

  beforeAll(async () => {
    t = await createTestApp();
    await upsertDeck(
      t.app.db,
      { slug: 'tiny', title: 'Tiny', topic: 'arrays', cards: [1, 2, 3, 4, 5].map(card) },
      100,
    );
    await upsertDeck(
      t.app.db,
      { slug: 'big', title: 'Big', topic: 'graphs', cards: Array.from({ length: 25 }, (_, i) => card(i)) },
      101,
    );
    const { session } = await signUp(t.app);
    headers = { authorization: `Token ${session.token}` };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports the content decks, at least 120 cards over the topics, and again without duplicates', async () => {
    const first = await seedFlashCards(t.app.db, REPO_ROOT);
    expect(first.cards).toBeGreaterThanOrEqual(120);
    const again = await seedFlashCards(t.app.db, REPO_ROOT);
    expect(again).toEqual(first);
    const decks = await t.app.db.select().from(flashCardDecks);
    expect(decks.map((d) => d.topic)).toEqual(
      expect.arrayContaining([
        'arrays',
        'hashing',
        'two-pointers',
        'stacks-queues',
        'linked-lists',
        'trees',
        'graphs',
        'dynamic-programming',
        'greedy',
        'binary-search',
        'complexity',
        'sql',
      ]),
    );
    const stored = await t.app.db.select().from(flashCards);
    expect(stored.length).toBe(first.cards + 30);
  });

  it('lists decks for anyone, with due counts only for a signed-in learner, and guards the review', async () => {
    const anonymous = (await t.app.inject({ url: FlashCardPaths.decks })).json().data;
    expect(anonymous.new_cards_per_day).toBe(NEW_CARDS_PER_DAY);
    expect(anonymous.decks.find((d: { slug: string }) => d.slug === 'tiny')).toMatchObject({
      title: 'Tiny',
      card_count: 5,
      due: null,
    });
    const mine = (await t.app.inject({ url: FlashCardPaths.decks, headers })).json().data;
    expect(mine.decks.find((d: { slug: string }) => d.slug === 'tiny').due).toEqual({
      new: 5,
      review: 0,
      total: 5,
    });
    expect(mine.decks.find((d: { slug: string }) => d.slug === 'big').due).toEqual({
      new: NEW_CARDS_PER_DAY,
      review: 0,
      total: NEW_CARDS_PER_DAY,
    });
    expect((await t.app.inject({ url: review('tiny') })).statusCode).toBe(401);
    const unknown = await t.app.inject({ url: review('no-such-deck'), headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Flash card deck not found.');
  });

  it('reviews new cards in deck order; a rated card leaves the queue until due and cannot be rated twice', async () => {
    const start = (await t.app.inject({ url: review('tiny'), headers })).json().data;
    expect(start.card).toMatchObject({ front: 'Question 1?', back: 'Answer 1.', is_new: true });
    expect(start.card.previews.map((p: { rating: string }) => p.rating)).toEqual([
      'again',
      'hard',
      'good',
      'easy',
    ]);
    expect(start.card.previews[0].interval).toBe('1m');
    expect(start.deck.due).toEqual({ new: 5, review: 0, total: 5 });

    const good = await t.app.inject({
      method: 'POST',
      url: rate('tiny'),
      headers,
      payload: { card_id: start.card.id, rating: 'good' },
    });
    expect(good.statusCode).toBe(200);
    const next = good.json().data;
    expect(next.deck.due).toEqual({ new: 4, review: 0, total: 4 });
    expect(next.card.front).toBe('Question 2?');

    const twice = await t.app.inject({
      method: 'POST',
      url: rate('tiny'),
      headers,
      payload: { card_id: start.card.id, rating: 'good' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This card is not due for review yet.');

    const [state] = await t.app.db
      .select()
      .from(flashCardStates)
      .where(eq(flashCardStates.cardId, start.card.id));
    // Good on a new card: due after the interval the Good button showed (measured from the rating, moments later).
    const shownGood = new Date(start.card.previews[2].due_at).getTime();
    expect(state!.due.getTime() - shownGood).toBeGreaterThanOrEqual(0);
    expect(state!.due.getTime() - shownGood).toBeLessThan(5000);

    // Time passes: the card falls due and comes before new cards.
    await t.app.db
      .update(flashCardStates)
      .set({ due: new Date(Date.now() - 1000) })
      .where(eq(flashCardStates.cardId, start.card.id));
    const later = (await t.app.inject({ url: review('tiny'), headers })).json().data;
    expect(later.deck.due).toEqual({ new: 4, review: 1, total: 5 });
    expect(later.card).toMatchObject({ id: start.card.id, is_new: false });
  });

  it('lets in at most the daily number of new cards per deck, then says when the next card is due', async () => {
    let session = (await t.app.inject({ url: review('big'), headers })).json().data;
    for (let i = 0; i < NEW_CARDS_PER_DAY; i++) {
      session = (
        await t.app.inject({
          method: 'POST',
          url: rate('big'),
          headers,
          payload: { card_id: session.card.id, rating: 'easy' },
        })
      ).json().data;
    }
    expect(session.deck.due).toEqual({ new: 0, review: 0, total: 0 });
    expect(session.card).toBeNull();
    expect(new Date(session.next_due_at).getTime()).toBeGreaterThan(Date.now());
    // A 21st new card today is refused.
    const [unseen] = await t.app.db
      .select({ id: flashCards.id })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .where(eq(flashCardDecks.slug, 'big'))
      .orderBy(desc(flashCards.position))
      .limit(1);
    const beyond = await t.app.inject({
      method: 'POST',
      url: rate('big'),
      headers,
      payload: { card_id: unseen!.id, rating: 'good' },
    });
    expect(beyond.statusCode).toBe(409);
  });

  it('refuses a bad rating and a card of another deck in the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: rate('tiny'),
      headers,
      payload: { card_id: 1, rating: 'perfect' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.rating).toBeTruthy();
    const [other] = await t.app.db
      .select({ id: flashCards.id })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .where(eq(flashCardDecks.slug, 'big'));
    const wrongDeck = await t.app.inject({
      method: 'POST',
      url: rate('tiny'),
      headers,
      payload: { card_id: other!.id, rating: 'good' },
    });
    expect(wrongDeck.statusCode).toBe(404);
    expect(wrongDeck.json().error.message).toBe('This card is not in the deck.');
  });

  it('draws quiz questions with the right answer among four distinct options, and checks answers without rescheduling', async () => {
    const before = (await t.app.inject({ url: FlashCardPaths.decks, headers })).json().data;
    const quiz = await t.app.inject({ url: `${FlashCardPaths.quiz}?deck=tiny&count=3` });
    expect(quiz.statusCode).toBe(200);
    const { questions } = quiz.json().data;
    expect(questions).toHaveLength(3);
    for (const q of questions) {
      expect(q.deck).toBe('tiny');
      expect(new Set(q.options).size).toBe(4);
      const n = /Question (\d)\?/.exec(q.prompt)![1];
      expect(q.options).toContain(`Answer ${n}.`);
      const right = await t.app.inject({
        method: 'POST',
        url: FlashCardPaths.quizAnswer,
        payload: { card_id: q.card_id, choice: `Answer ${n}.` },
      });
      expect(right.json().data).toEqual({ correct: true, answer: `Answer ${n}.` });
      const wrong = q.options.find((o: string) => o !== `Answer ${n}.`);
      const res = await t.app.inject({
        method: 'POST',
        url: FlashCardPaths.quizAnswer,
        headers,
        payload: { card_id: q.card_id, choice: wrong },
      });
      expect(res.json().data).toEqual({ correct: false, answer: `Answer ${n}.` });
    }
    const mixed = (await t.app.inject({ url: FlashCardPaths.quiz })).json().data.questions;
    expect(mixed).toHaveLength(10);
    expect((await t.app.inject({ url: `${FlashCardPaths.quiz}?deck=nope` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${FlashCardPaths.quiz}?count=0` })).statusCode).toBe(422);
    const after = (await t.app.inject({ url: FlashCardPaths.decks, headers })).json().data;
    expect(after).toEqual(before);
  });

  it("renders a deck page's title on the server and answers 404 for an unknown deck", async () => {
    const page = await t.app.inject({ url: '/prep-plan/flash-cards/decks/tiny' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tiny flash cards | Katana</title>');
    expect((await t.app.inject({ url: '/prep-plan/flash-cards/decks/tiny/quiz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/prep-plan/flash-cards/decks/no-such-deck' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/prep-plan/flash-cards' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Flash cards | Katana</title>');
  });
});
