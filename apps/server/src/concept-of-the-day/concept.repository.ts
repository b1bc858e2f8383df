/** Reads and writes of the concept of the day: the concepts and the stored pick per IST date. No rules here. */
import { and, asc, desc, eq, gte, lte, ne } from 'drizzle-orm';
import { addDays, type IstDate } from '@katana/shared/engagement/ist-time';
import type { Db } from '../db/client.ts';
import { conceptOfTheDay, concepts } from '../db/schema/concepts.ts';

export type ConceptRow = typeof concepts.$inferSelect;

export function createConceptRepository(db: Db) {
  return {
    async candidates(): Promise<{ id: number; slug: string }[]> {
      return db.select({ id: concepts.id, slug: concepts.slug }).from(concepts).orderBy(asc(concepts.slug));
    },

    /** Stored picks between two dates (inclusive), newest first. */
    async picksBetween(from: IstDate, to: IstDate): Promise<{ date: string; concept: ConceptRow }[]> {
      return db
        .select({ date: conceptOfTheDay.date, concept: concepts })
        .from(conceptOfTheDay)
        .innerJoin(concepts, eq(concepts.id, conceptOfTheDay.conceptId))
        .where(and(gte(conceptOfTheDay.date, from), lte(conceptOfTheDay.date, to)))
        .orderBy(desc(conceptOfTheDay.date));
    },

    async pickedAround(date: IstDate, days: number): Promise<Set<number>> {
      const rows = await db
        .select({ conceptId: conceptOfTheDay.conceptId })
        .from(conceptOfTheDay)
        .where(
          and(
            gte(conceptOfTheDay.date, addDays(date, -days)),
            lte(conceptOfTheDay.date, addDays(date, days)),
            ne(conceptOfTheDay.date, date),
          ),
        );
      return new Set(rows.map((r) => r.conceptId));
    },

    /** Stores the pick unless another request stored one first; either way the stored pick wins. */
    async storePick(date: IstDate, conceptId: number): Promise<void> {
      await db.insert(conceptOfTheDay).values({ date, conceptId }).onConflictDoNothing();
    },
  };
}

export type ConceptRepository = ReturnType<typeof createConceptRepository>;
