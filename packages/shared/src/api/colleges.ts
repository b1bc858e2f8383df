/**
 * Colleges: reference data for the profile's college field and the campus pages (issues #15 and #16). Imported from
 * content/colleges at start; operators add more with `katana college add`; a learner may request a missing one.
 *
 *   GET  /api/v1/colleges?term=&page=     autocomplete / list: { colleges: College[], total }
 *   GET  /api/v1/colleges/:slug           one college (404 when unknown)
 *   POST /api/v1/colleges/requests        signed in: { name, city?, country? } -> the stored request
 */
import { z } from 'zod';

export const CollegePaths = {
  list: '/api/v1/colleges',
  detail: '/api/v1/colleges/:slug',
  requests: '/api/v1/colleges/requests',
} as const;

export const COLLEGE_PAGE_SIZE = 20;

export const CollegeMessage = {
  NOT_FOUND: 'This college is not on our list.',
  REQUESTED: 'Thanks! We will add your college after a quick check.',
  ALREADY_REQUESTED: 'You have already asked for this college; we will add it after a quick check.',
} as const;

export const collegeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type College = z.infer<typeof collegeSchema>;

export const collegeListQuerySchema = z.object({
  term: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const collegeListSchema = z.object({ colleges: z.array(collegeSchema), total: z.number().int() });
export type CollegeList = z.infer<typeof collegeListSchema>;

export const collegeSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

export const collegeRequestBodySchema = z.object({
  name: z.string().trim().min(3, 'Enter the college name.').max(200),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
});

export const collegeRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  message: z.string(),
});
