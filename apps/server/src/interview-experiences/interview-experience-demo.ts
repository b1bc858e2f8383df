/**
 * `katana interview-experience demo [--remove]`: development samples, never run by `npm start` or `katana seed`.
 * The catalogue ships no interview experiences (no invented candidates or company claims); these samples say on
 * every screen that they are demo content (is_demo: the web shows a "Demo content" banner), their company is
 * "Example Corp (demo)", and their author is a "Demo learner" account without a way to sign in.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { companyKey } from '@katana/shared/api/interview-experiences';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { indexSearchDocuments, removeSearchDocuments } from '../search/index.ts';
import { createInterviewExperienceRepository } from './interview-experience.repository.ts';
import { searchDocument } from './interview-experience.service.ts';

export const DEMO_USAGE = 'Usage: katana interview-experience demo [--remove]';
const DEMO_EMAIL = 'demo-learner@example.invalid';

interface DemoSample {
  slug: string;
  company: string;
  role: string;
  outcome: string;
  interviewDate: string;
  experienceYears: number;
  rounds: { name: string; kind: string; questions: string; problemSlugs: string[] }[];
  tips: string;
}

const NOTE = '_Demo content: a made-up sample for trying the screens, not a real interview._\n\n';

const SAMPLES: DemoSample[] = [
  {
    slug: 'example-corp-demo-software-engineer-interview-experience-demo01',
    company: 'Example Corp (demo)',
    role: 'Software Engineer (demo)',
    outcome: 'selected',
    interviewDate: '2026-01-15',
    experienceYears: 0,
    rounds: [
      {
        name: 'Online assessment',
        kind: 'online_assessment',
        questions: `${NOTE}Two coding questions in 90 minutes:\n\n1. Count pairs of items whose sum fits a budget.\n2. Find the first repeated ticket number in a stream.`,
        problemSlugs: ['gift-pair-budget', 'first-repeated-ticket'],
      },
      {
        name: 'Technical interview',
        kind: 'technical',
        questions: `${NOTE}Walk through a grid flood fill, then discuss its time and memory cost.`,
        problemSlugs: ['frost-spread-grid'],
      },
    ],
    tips: `${NOTE}Think aloud and test your code on a small example before saying you are done.`,
  },
  {
    slug: 'example-corp-demo-data-analyst-interview-experience-demo02',
    company: 'Example Corp (demo)',
    role: 'Data Analyst (demo)',
    outcome: 'rejected',
    interviewDate: '2025-11-03',
    experienceYears: 2,
    rounds: [
      {
        name: 'SQL round',
        kind: 'technical',
        questions: `${NOTE}Write a query that totals sales per month and ranks the months.`,
        problemSlugs: [],
      },
    ],
    tips: `${NOTE}Revise window functions.`,
  },
  {
    slug: 'sample-labs-demo-backend-developer-interview-experience-demo03',
    company: 'Sample Labs (demo)',
    role: 'Backend Developer (demo)',
    outcome: 'pending',
    interviewDate: '2026-03-20',
    experienceYears: 1,
    rounds: [
      {
        name: 'System design',
        kind: 'system_design',
        questions: `${NOTE}Design a URL shortener: the data model, the read path and how to count clicks.`,
        problemSlugs: [],
      },
      {
        name: 'HR',
        kind: 'hr',
        questions: `${NOTE}Why this team, and a project you are proud of.`,
        problemSlugs: [],
      },
    ],
    tips: '',
  },
];

async function demoAuthor(db: Db): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(users)
    .values({ name: 'Demo learner', email: DEMO_EMAIL, active: true })
    .returning({ id: users.id });
  return created!.id;
}

/** Creates the samples that are missing (published and indexed), or removes them all with --remove. */
export async function runInterviewExperienceDemo(
  db: Db,
  args: string[],
  print: (text: string) => void,
): Promise<number> {
  let remove = false;
  try {
    remove = parseArgs({ args, options: { remove: { type: 'boolean' } } }).values.remove ?? false;
  } catch (error) {
    print(`${(error as Error).message}\n${DEMO_USAGE}`);
    return 2;
  }
  const repo = createInterviewExperienceRepository(db);
  const existing = new Set(await repo.demoSlugs());
  if (remove) {
    await db.transaction(async (tx) => {
      const txRepo = createInterviewExperienceRepository(tx);
      for (const slug of existing) {
        const record = await txRepo.bySlug(slug);
        if (record) await txRepo.remove(record.id);
      }
      await removeSearchDocuments(tx, 'interview_experience', [...existing]);
    });
    print(`Removed ${existing.size} demo interview experiences.`);
    return 0;
  }
  const userId = await demoAuthor(db);
  let created = 0;
  for (const sample of SAMPLES) {
    if (existing.has(sample.slug)) continue;
    const slugs = [...new Set(sample.rounds.flatMap((r) => r.problemSlugs))];
    const known = new Set((await repo.problemsBySlugs(slugs, undefined)).map((p) => p.slug));
    const rounds = sample.rounds.map((r) => ({
      ...r,
      problemSlugs: r.problemSlugs.filter((s) => known.has(s)),
    }));
    const now = new Date();
    await db.transaction(async (tx) => {
      const txRepo = createInterviewExperienceRepository(tx);
      await txRepo.insert({
        slug: sample.slug,
        userId,
        status: 'published',
        company: sample.company,
        companyKey: companyKey(sample.company),
        role: sample.role,
        branch: '',
        outcome: sample.outcome,
        interviewDate: sample.interviewDate,
        experienceYears: sample.experienceYears,
        tips: sample.tips,
        rounds,
        searchText: [sample.company, sample.role, ...rounds.map((r) => r.questions), sample.tips]
          .join('\n')
          .toLowerCase(),
        isDemo: true,
        submittedAt: now,
        publishedAt: now,
        updatedAt: now,
      });
      const record = await txRepo.bySlug(sample.slug);
      await indexSearchDocuments(tx, [searchDocument(record!)]);
    });
    created += 1;
  }
  print(
    `Created ${created} demo interview experiences (${SAMPLES.length - created} already there). ` +
      'They are labelled "Demo content"; remove them with --remove.',
  );
  return 0;
}

export async function runInterviewExperienceDemoCommand(args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runInterviewExperienceDemo(db, args, (text) => console.log(text)));
}
