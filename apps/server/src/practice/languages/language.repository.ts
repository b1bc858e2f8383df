/** Reads and writes the languages table; no rules here (seeding decides what to write). */
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, type LanguageRow, type NewLanguageRow } from '../../db/schema/languages.ts';

export type LanguageFields = Omit<NewLanguageRow, 'createdAt' | 'updatedAt'>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createLanguageRepository(db: Db) {
  return {
    /** All languages in display order; `q` filters case-insensitively on key or name. */
    async list(filter: { q?: string | undefined } = {}): Promise<LanguageRow[]> {
      const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
      return db
        .select()
        .from(languages)
        .where(pattern ? or(ilike(languages.key, pattern), ilike(languages.name, pattern)) : undefined)
        .orderBy(asc(languages.sortOrder), asc(languages.key));
    },

    async findByKey(key: string): Promise<LanguageRow | undefined> {
      const [row] = await db.select().from(languages).where(eq(languages.key, key)).limit(1);
      return row;
    },

    async insert(rows: LanguageFields[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(languages).values(rows).returning({ key: languages.key });
      return inserted.length;
    },

    async update(key: string, fields: Omit<Partial<LanguageFields>, 'key'>): Promise<boolean> {
      const updated = await db
        .update(languages)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(languages.key, key))
        .returning({ key: languages.key });
      return updated.length > 0;
    },

    async count(): Promise<number> {
      return (await db.select({ key: languages.key }).from(languages)).length;
    },
  };
}

export type LanguageRepository = ReturnType<typeof createLanguageRepository>;
