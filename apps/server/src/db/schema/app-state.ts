import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small facts the server keeps about its own data, by key: today the fingerprint of the sources the last complete
 * start-up import read (prepare-data.ts), so a restart with nothing changed skips the import.
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
