/**
 * `katana role grant|revoke|list`: an operator gives a learner a role (today: moderator) or takes it back.
 *
 *   katana role grant  --email <e-mail> --role moderator
 *   katana role revoke --email <e-mail> --role moderator
 *   katana role list   [--role moderator]
 */
import { parseArgs } from 'node:util';
import { USER_ROLES, type UserRole } from '@katana/shared/api/roles';
import type { Db } from '../db/client.ts';
import { createRoleRepository } from './roles.repository.ts';
import { createUserRepository } from './user.repository.ts';

export const ROLE_USAGE = `Usage: katana role grant|revoke --email <e-mail> --role ${USER_ROLES.join('|')}
       katana role list [--role ${USER_ROLES.join('|')}]`;

class RoleInputError extends Error {}

function roleArg(value: string | undefined): UserRole {
  const role = value ?? (USER_ROLES.length === 1 ? USER_ROLES[0] : undefined);
  if (!role || !(USER_ROLES as readonly string[]).includes(role))
    throw new RoleInputError(`--role: one of ${USER_ROLES.join(', ')}.`);
  return role as UserRole;
}

/** Runs one role action on an open database (the command and its test share it). */
export async function runRoleAction(
  db: Db,
  action: 'grant' | 'revoke' | 'list',
  args: string[],
  print: (text: string) => void,
): Promise<number> {
  try {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, role: { type: 'string' } },
    });
    const role = roleArg(values.role);
    const roles = createRoleRepository(db);
    if (action === 'list') {
      const holders = await roles.holders(role);
      print(
        holders.length === 0
          ? `Nobody holds the ${role} role.`
          : holders
              .map((h) => `${h.email ?? `user ${h.userId}`}  ${h.name ?? ''}  since ${h.since.toISOString()}`)
              .join('\n'),
      );
      return 0;
    }
    const email = values.email?.trim().toLowerCase();
    if (!email) throw new RoleInputError('--email: the learner’s e-mail address.');
    const user = await createUserRepository(db).findByEmail(email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    if (action === 'grant') {
      const added = await roles.grant(user.id, role, 'katana role grant');
      print(added ? `${email} is now a ${role}.` : `${email} already was a ${role}.`);
    } else {
      const removed = await roles.revoke(user.id, role);
      print(removed ? `${email} is no longer a ${role}.` : `${email} was not a ${role}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RoleInputError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${ROLE_USAGE}`);
      return 2;
    }
    throw error;
  }
}

export async function runRoleCommand(action: 'grant' | 'revoke' | 'list', args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runRoleAction(db, action, args, (text) => console.log(text)));
}
