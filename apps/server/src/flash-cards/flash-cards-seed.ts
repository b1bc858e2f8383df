/**
 * Imports content/flash-cards/*.yaml (format: content/flash-cards/README.md) at start. Idempotent: decks by slug
 * and cards by (deck, id) are updated in place, so learners' review states survive edits; a card gone from its
 * file is deleted (with its states). A file that breaks the format stops the import, naming the file and field.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { readContentYaml } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { flashCardDecks, flashCards } from '../db/schema/flash-cards.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and hyphens');

export const deckFileSchema = z.object({
  slug,
  title: z.string().trim().min(1),
  topic: slug,
  description: z.string().trim().default(''),
  cards: z
    .array(z.object({ id: slug, front: z.string().trim().min(1), back: z.string().trim().min(1) }))
    .min(4, 'a deck needs at least 4 cards (the quiz draws 3 wrong options from the other cards)')
    .refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, 'card ids must be unique')
    .refine(
      (cards) => new Set(cards.map((c) => c.back)).size === cards.length,
      'card backs must be distinct (they are quiz options)',
    ),
});
export type DeckFile = z.input<typeof deckFileSchema>;

export interface FlashCardSeedReport {
  decks: number;
  cards: number;
}

export function readDeckFiles(repoRoot: string): { file: string; deck: z.output<typeof deckFileSchema> }[] {
  return readContentYaml(repoRoot, 'flash-cards', deckFileSchema).map(({ file, data }) => ({
    file,
    deck: data,
  }));
}

export async function seedFlashCards(db: Db, repoRoot: string): Promise<FlashCardSeedReport> {
  const files = readDeckFiles(repoRoot);
  const seen = new Set<string>();
  for (const { file, deck } of files) {
    if (seen.has(deck.slug)) throw new Error(`content/flash-cards/${file}: slug: ${deck.slug} is used twice`);
    seen.add(deck.slug);
  }
  const report: FlashCardSeedReport = { decks: 0, cards: 0 };
  for (const [position, { deck }] of files.entries()) {
    await upsertDeck(db, deck, position);
    report.decks += 1;
    report.cards += deck.cards.length;
  }
  return report;
}

/** One deck and its cards, upserted by slug and card id; cards no longer listed are deleted. */
export async function upsertDeck(db: Db, input: DeckFile, position: number): Promise<void> {
  const deck = deckFileSchema.parse(input);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const fields = { title: deck.title, topic: deck.topic, description: deck.description, position };
    const [row] = await tx
      .insert(flashCardDecks)
      .values({ slug: deck.slug, ...fields })
      .onConflictDoUpdate({ target: flashCardDecks.slug, set: fields })
      .returning({ id: flashCardDecks.id });
    const deckId = row!.id;
    await tx.delete(flashCards).where(
      and(
        eq(flashCards.deckId, deckId),
        notInArray(
          flashCards.key,
          deck.cards.map((c) => c.id),
        ),
      ),
    );
    for (const [i, card] of deck.cards.entries()) {
      const set = { front: card.front, back: card.back, position: i };
      await tx
        .insert(flashCards)
        .values({ deckId, key: card.id, ...set })
        .onConflictDoUpdate({ target: [flashCards.deckId, flashCards.key], set });
    }
  });
}

/** The server's start: imports the repository's decks (server.ts, after the catalogue import). */
export async function importFlashCardsAtStart(db: Db, log: Logger): Promise<void> {
  const seeded = await seedFlashCards(db, REPO_ROOT);
  if (seeded.decks > 0) log.info(seeded, 'flash cards imported');
}
