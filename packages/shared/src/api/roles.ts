/**
 * Roles beyond a learner's. Today one: `moderator` (issue #15: hide, lock, pin, ban from posting, review held posts
 * and interview experiences). Operators grant and revoke roles with `katana role grant|revoke --email <e> --role <r>`.
 *
 *   GET /api/v2/users/roles   signed in: { roles: UserRole[] } — what the web shows moderation controls for
 */
import { z } from 'zod';

export const RolePaths = {
  mine: '/api/v2/users/roles',
} as const;

export const USER_ROLES = ['moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const RoleMessage = {
  FORBIDDEN: 'Only moderators can do this.',
} as const;

export const myRolesSchema = z.object({ roles: z.array(z.enum(USER_ROLES)) });
export type MyRoles = z.infer<typeof myRolesSchema>;
