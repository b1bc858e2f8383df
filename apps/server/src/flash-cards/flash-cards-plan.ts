/**
 * What the prep plan needs from flash cards (exported through index.ts): the cards due now across every deck (new
 * cards within today's allowance and due reviews, as the deck list counts them) and the cards reviewed today (IST).
 */
import { and, count, eq, gte } from 'drizzle-orm';
import { istDate, startOfIstDay } from '@katana/shared/engagement/ist-time';
import type { Db } from '../db/client.ts';
import { flashCardStates } from '../db/schema/flash-cards.ts';
import { createFlashCardRepository } from './flash-cards.repository.ts';
import { createFlashCardService } from './flash-cards.service.ts';

export async function flashCardPlanCounts(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ due: number; reviewedToday: number }> {
  const service = createFlashCardService({ repo: createFlashCardRepository(db) });
  const { decks } = await service.decks(userId, now);
  const since = new Date(startOfIstDay(istDate(now.getTime())));
  const [row] = await db
    .select({ n: count() })
    .from(flashCardStates)
    .where(and(eq(flashCardStates.userId, userId), gte(flashCardStates.lastReview, since)));
  return { due: decks.reduce((s, d) => s + (d.due?.total ?? 0), 0), reviewedToday: Number(row?.n ?? 0) };
}
