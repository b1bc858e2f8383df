/** Reads and writes users, their acknowledgement events and their post-login logs; no rules here. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  userEvents,
  userLogs,
  users,
  type NewUserRow,
  type UserEventRow,
  type UserRow,
} from '../db/schema/users.ts';

export type UserFields = Omit<NewUserRow, 'id' | 'uuid' | 'createdAt' | 'updatedAt'>;

export function createUserRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** `email` must already be lower-cased. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findByPhone(countryCode: string, number: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phoneCountryCode, countryCode), eq(users.phoneNumber, number)))
        .limit(1);
      return row;
    },

    async insert(fields: UserFields): Promise<UserRow> {
      const [row] = await db.insert(users).values(fields).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async update(id: number, fields: Partial<UserFields>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async events(userId: number): Promise<UserEventRow[]> {
      return db.select().from(userEvents).where(eq(userEvents.userId, userId));
    },

    async upsertEvent(userId: number, eventKey: string, acknowledgement: string): Promise<void> {
      await db
        .insert(userEvents)
        .values({ userId, eventKey, acknowledgement })
        .onConflictDoUpdate({
          target: [userEvents.userId, userEvents.eventKey],
          set: { acknowledgement, updatedAt: new Date() },
        });
    },

    async insertLog(fields: Omit<typeof userLogs.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
      await db.insert(userLogs).values(fields);
    },

    async logs(userId: number) {
      return db.select().from(userLogs).where(eq(userLogs.userId, userId));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
