/**
 * One job post as an operator writes it (a content file or `katana job add`), checked and normalised: the same
 * rules for both doors. Dates are UTC YYYY-MM-DD; posted_on defaults to the day it is added.
 */
import { z } from 'zod';
import { JOB_EXPERIENCE, JOB_LIMITS, JOB_REMOTE } from '@katana/shared/api/jobs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = z
  .string()
  .regex(DATE, 'a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date');
const line = (max: number) => z.string().trim().min(1).max(max);

export const JOB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const jobInputSchema = z
  .strictObject({
    slug: z.string().regex(JOB_SLUG, 'lower-case words joined by dashes').max(120),
    title: line(JOB_LIMITS.title),
    company: line(JOB_LIMITS.company),
    location: line(JOB_LIMITS.location),
    remote: z.enum(JOB_REMOTE),
    experience: z.enum(JOB_EXPERIENCE),
    skills: z.array(line(JOB_LIMITS.skill)).max(JOB_LIMITS.skills).default([]),
    apply_url: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//.test(u) || u.startsWith('mailto:'), 'an http(s) or mailto: address'),
    posted_on: date,
    expires_on: date,
    description: z.string().trim().max(JOB_LIMITS.description).default(''),
  })
  .refine((j) => j.posted_on <= j.expires_on, {
    message: 'expires_on must not be before posted_on',
    path: ['expires_on'],
  });
export type JobInput = z.infer<typeof jobInputSchema>;

/** A slug from a title and company: 'Backend engineer' at 'Acme' -> 'backend-engineer-acme'. */
export function jobSlug(title: string, company: string): string {
  return `${title} ${company}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
