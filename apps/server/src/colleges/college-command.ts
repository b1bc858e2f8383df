/**
 * `katana college add|requests|accept|reject`: operators keep the college list.
 *
 *   katana college add --name "<name>" [--city <c>] [--state <s>] [--country <c>] [--slug <slug>]
 *   katana college requests                 pending requests from learners
 *   katana college accept <request id> [--slug <slug>]   adds the requested college and sets it on the learner
 *   katana college reject <request id>
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { createCollegeRepository } from './college.repository.ts';
import { collegeSlug, reservedSlugProblem } from './college.service.ts';

export const COLLEGE_USAGE = `Usage: katana college add --name "<name>" [--city <c>] [--state <s>] [--country <c>] [--slug <slug>]
       katana college requests
       katana college accept <request id> [--slug <slug>]
       katana college reject <request id>`;

type Action = 'add' | 'requests' | 'accept' | 'reject';

class CollegeInputError extends Error {}

/** Runs one action on an open database (the command and its test share it). */
export async function runCollegeAction(
  db: Db,
  action: Action,
  args: string[],
  print: (text: string) => void,
): Promise<number> {
  const repo = createCollegeRepository(db);
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        city: { type: 'string' },
        state: { type: 'string' },
        country: { type: 'string' },
        slug: { type: 'string' },
      },
    });
    if (action === 'requests') {
      const pending = await repo.requests('pending');
      print(
        pending.length === 0
          ? 'No pending college requests.'
          : pending
              .map(
                (r) =>
                  `#${r.id}  ${r.name}  ${[r.city, r.country].filter(Boolean).join(', ')}  (user ${r.userId})`,
              )
              .join('\n'),
      );
      return 0;
    }
    if (action === 'add') {
      const name = values.name?.trim();
      if (!name) throw new CollegeInputError('--name: the college name.');
      const slug = values.slug ?? collegeSlug(name);
      if (!slug) throw new CollegeInputError('--slug: lower-case words joined by dashes.');
      const reserved = reservedSlugProblem(slug);
      if (reserved) throw new CollegeInputError(reserved);
      const outcome = await repo.upsert(
        {
          slug,
          name,
          city: values.city ?? null,
          state: values.state ?? null,
          country: values.country ?? null,
        },
        'operator',
      );
      print(`${slug}: ${outcome}`);
      return 0;
    }
    const id = Number(positionals[0]);
    if (!Number.isInteger(id) || id < 1)
      throw new CollegeInputError('Give the request id (see katana college requests).');
    const request = await repo.requestById(id);
    if (!request || request.status !== 'pending') {
      console.error(`No pending college request #${id}.`);
      return 1;
    }
    if (action === 'reject') {
      await repo.settleRequest(id, 'rejected', null);
      print(`Request #${id} rejected.`);
      return 0;
    }
    const slug = values.slug ?? collegeSlug(request.name);
    const reserved = reservedSlugProblem(slug);
    if (reserved) throw new CollegeInputError(reserved);
    await repo.upsert(
      { slug, name: request.name, city: request.city, state: null, country: request.country },
      'request',
    );
    await repo.settleRequest(id, 'accepted', slug);
    // The learner asked for it for their profile: set it when they have none yet.
    const [learner] = await db
      .select({ collegeId: users.collegeId })
      .from(users)
      .where(eq(users.id, request.userId));
    if (learner && !learner.collegeId)
      await db
        .update(users)
        .set({ collegeId: slug, updatedAt: new Date() })
        .where(eq(users.id, request.userId));
    print(`Request #${id} accepted: ${slug}.`);
    return 0;
  } catch (error) {
    if (
      error instanceof CollegeInputError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n${COLLEGE_USAGE}`);
      return 2;
    }
    throw error;
  }
}

export async function runCollegeCommand(action: Action, args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runCollegeAction(db, action, args, (text) => console.log(text)));
}
