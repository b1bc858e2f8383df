import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Languages of the online compiler and the judge; seeded from the spec's compiler list. */
export const languages = pgTable('languages', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  extension: text('extension').notNull(),
  editorMode: text('editor_mode').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LanguageRow = typeof languages.$inferSelect;
export type NewLanguageRow = typeof languages.$inferInsert;
