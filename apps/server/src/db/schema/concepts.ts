/**
 * Concept of the day (content/concepts/*.yaml): the concepts with their articles and quizzes, and the concept
 * picked for each IST date, stored the first time the date is asked for so it never changes afterwards.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface ConceptQuizQuestion {
  prompt: string;
  options: string[];
  answer: number;
  explanation: string;
}

export const concepts = pgTable(
  'concepts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    summary: text('summary').notNull(),
    article: text('article').notNull(),
    quiz: jsonb('quiz').$type<ConceptQuizQuestion[]>().notNull(),
  },
  (t) => [uniqueIndex('concepts_slug_key').on(t.slug)],
);

export const conceptOfTheDay = pgTable(
  'concept_of_the_day',
  {
    /** IST date 'YYYY-MM-DD'. */
    date: text('date').primaryKey(),
    conceptId: integer('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('concept_of_the_day_concept_idx').on(t.conceptId)],
);
