/** Reads and writes role grants (user_roles); no rules here. */
import { and, eq } from 'drizzle-orm';
import type { UserRole } from '@katana/shared/api/roles';
import type { Db } from '../db/client.ts';
import { userRoles, users } from '../db/schema/users.ts';

export function createRoleRepository(db: Db) {
  return {
    async rolesOf(userId: number): Promise<UserRole[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role as UserRole);
    },

    async has(userId: number, role: UserRole): Promise<boolean> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .limit(1);
      return rows.length > 0;
    },

    /** True when the grant is new. */
    async grant(userId: number, role: UserRole, grantedBy: string): Promise<boolean> {
      const rows = await db
        .insert(userRoles)
        .values({ userId, role, grantedBy })
        .onConflictDoNothing()
        .returning({ role: userRoles.role });
      return rows.length > 0;
    },

    /** True when there was a grant to remove. */
    async revoke(userId: number, role: UserRole): Promise<boolean> {
      const rows = await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .returning({ role: userRoles.role });
      return rows.length > 0;
    },

    async holders(role: UserRole) {
      return db
        .select({ userId: users.id, email: users.email, name: users.name, since: userRoles.createdAt })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.role, role))
        .orderBy(userRoles.createdAt);
    },
  };
}
