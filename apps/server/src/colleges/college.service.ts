/** Colleges: the autocomplete list, one college, and a learner's request for a missing one. */
import { COLLEGE_PAGE_SIZE, CollegeMessage } from '@katana/shared/api/colleges';
import { isReservedCampusSlug } from '@katana/shared/routes';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { presentCollege } from './college.presenter.ts';
import type { CollegeRepository } from './college.repository.ts';

/** A URL slug from a name: lower-case ASCII letters and digits joined by single dashes. */
export function collegeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** Why a college cannot take this slug (its campus page would be another page), or null when it can. */
export function reservedSlugProblem(slug: string): string | null {
  return isReservedCampusSlug(slug)
    ? `The slug "${slug}" is taken by a campus page (/campus/${slug}): choose another slug.`
    : null;
}

export function createCollegeService(deps: { repo: CollegeRepository }) {
  const { repo } = deps;
  return {
    async list(term: string | undefined, page: number) {
      const { rows, total } = await repo.search(
        term || undefined,
        (page - 1) * COLLEGE_PAGE_SIZE,
        COLLEGE_PAGE_SIZE,
      );
      return { colleges: rows.map(presentCollege), total };
    },

    async detail(slug: string) {
      const row = await repo.bySlug(slug);
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, CollegeMessage.NOT_FOUND);
      return presentCollege(row);
    },

    async request(
      userId: number,
      body: { name: string; city?: string | undefined; country?: string | undefined },
    ) {
      const pending = await repo.pendingRequestFor(userId, body.name);
      if (pending)
        return {
          id: pending.id,
          name: pending.name,
          status: 'pending' as const,
          message: CollegeMessage.ALREADY_REQUESTED,
        };
      const row = await repo.insertRequest({
        userId,
        name: body.name,
        city: body.city || null,
        country: body.country || null,
      });
      return { id: row.id, name: row.name, status: 'pending' as const, message: CollegeMessage.REQUESTED };
    },
  };
}

export type CollegeService = ReturnType<typeof createCollegeService>;
