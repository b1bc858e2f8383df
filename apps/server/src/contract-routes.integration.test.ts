/**
 * Every endpoint's path comes from one contract in packages/shared (conventions item 11): the whole app is built
 * and each route it serves must be a path of a shared paths table, and every table path must be served. Routes
 * files write no path or prefix of their own, so a route added by hand fails here even when its string happens to
 * match a table's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { API_DOCS_PREFIX } from './plugins/external/api-docs.ts';
import { AuthPaths } from '@katana/shared/api/auth';
import { CaptchaPaths } from '@katana/shared/api/captcha';
import { CollegePaths } from '@katana/shared/api/colleges';
import { ProfilePaths } from '@katana/shared/api/profile';
import { DiscussionPaths } from '@katana/shared/api/discussions';
import { RolePaths } from '@katana/shared/api/roles';
import { InterviewExperiencePaths } from '@katana/shared/api/interview-experiences';
import { SubjectivePaths } from '@katana/shared/api/subjective';
import { SearchPaths } from '@katana/shared/api/search';
import { ContestPaths } from '@katana/shared/api/contests';
import { EventPaths } from '@katana/shared/api/events';
import { ContestRatingPaths } from '@katana/shared/api/contest-rating';
import { ConceptOfTheDayPaths } from '@katana/shared/api/concept-of-the-day';
import { FlashCardPaths } from '@katana/shared/api/flash-cards';
import { WebProjectsPaths } from '@katana/shared/api/web-projects';
import { GoalsPaths } from '@katana/shared/api/goals';
import { GuidedPathsPaths } from '@katana/shared/api/guided-paths';
import { HealthPaths } from '@katana/shared/api/health';
import { InterviewBundlesPaths } from '@katana/shared/api/interview-bundles';
import { ChallengesPaths } from '@katana/shared/api/challenges';
import { JobsPaths } from '@katana/shared/api/jobs';
import { JudgePaths } from '@katana/shared/api/judge';
import { LanguagePaths } from '@katana/shared/api/languages';
import { LibraryPaths } from '@katana/shared/api/library';
import { CataloguePaths } from '@katana/shared/api/practice-catalogue';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { ProblemOfTheDayPaths } from '@katana/shared/api/problem-of-the-day';
import { PrepPlanPaths } from '@katana/shared/api/prep-plan';
import { TestSeriesPaths } from '@katana/shared/api/test-series';
import { RatingSharePaths } from '@katana/shared/contests/api-rating-share';
import { CommunityPaths } from '@katana/shared/engagement/api-community';
import { ContributorPaths } from '@katana/shared/engagement/api-contributor';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import { FeedbackPaths } from '@katana/shared/engagement/api-feedback';
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';

/** Every paths table of packages/shared; a new area adds its table here. */
const PATH_TABLES: Record<string, Record<string, string>> = {
  AuthPaths,
  EventPaths,
  CaptchaPaths,
  CataloguePaths,
  ChallengesPaths,
  CollegePaths,
  LibraryPaths,
  ProfilePaths,
  CommunityPaths,
  DiscussionPaths,
  ConceptOfTheDayPaths,
  ContestPaths,
  ContestRatingPaths,
  ContributorPaths,
  ExperiencePaths,
  FeedbackPaths,
  FlashCardPaths,
  GoalsPaths,
  GuidedPathsPaths,
  HealthPaths,
  InterviewBundlesPaths,
  InterviewExperiencePaths,
  JobsPaths,
  JudgePaths,
  LanguagePaths,
  LeaderboardPaths,
  NotificationPaths,
  PrepPlanPaths,
  RolePaths,
  SearchPaths,
  WebProjectsPaths,
  ProblemOfTheDayPaths,
  RatingSharePaths,
  StreakBadgePaths,
  SubmissionPaths,
  SubjectivePaths,
  TestSeriesPaths,
};

/** The web app's shell and assets (ssr/web-app.routes.ts) and the API docs are not endpoints of a contract. */
const isExempt = (path: string) =>
  path === '/*' || path.startsWith('/assets/') || path.startsWith(API_DOCS_PREFIX);

interface ServedRoute {
  path: string;
  methods: string[];
}

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`: a tree whose lines are `<indent>├── <segment> (GET,
 * HEAD)`, four characters of indent per level, each segment continuing its parent's path.
 */
function servedRoutes(tree: string): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const segment = match[2]!;
    const path =
      (stack[depth - 1] ?? '') + (depth === 0 && !segment.startsWith('/') ? `/${segment}` : segment);
    stack[depth] = path;
    if (match[3]) routes.push({ path, methods: match[3].split(', ').filter((m) => m !== 'HEAD') });
  }
  return routes;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const srcDir = dirname(fileURLToPath(import.meta.url));

describe('routes and the shared contracts', () => {
  let t: TestApp;
  let served: ServedRoute[];
  const contractPaths = new Set(Object.values(PATH_TABLES).flatMap((table) => Object.values(table)));

  beforeAll(async () => {
    // NODE_ENV=test turns the dev-only routes on and, without SMTP_URL, the dev mailbox: the whole surface.
    t = await createTestApp();
    served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => t.close());

  it('reads the route tree', () => {
    expect(served).toContainEqual({ path: '/api/v1/problems/:slug/code', methods: ['GET', 'PUT'] });
    expect(served).toContainEqual({
      path: '/api/v3/badges/certificates/:user_badge_level_id.png',
      methods: ['GET'],
    });
    expect(served.length).toBeGreaterThan(100);
  });

  it('serves only paths of a shared paths table (besides the web app and the API docs)', () => {
    const handWritten = served
      .filter((route) => !isExempt(route.path) && !contractPaths.has(route.path))
      .map((route) => `${route.methods.join(',')} ${route.path}`);
    expect(handWritten).toEqual([]);
  });

  it('serves every path of the shared paths tables', () => {
    const servedPaths = new Set(served.map((route) => route.path));
    const unserved = Object.entries(PATH_TABLES).flatMap(([table, paths]) =>
      Object.entries(paths)
        .filter(([, path]) => !servedPaths.has(path))
        .map(([name]) => `${table}.${name}`),
    );
    expect(unserved).toEqual([]);
  });

  it('writes no route path or register prefix by hand in the routes and plugin files', () => {
    const sources = filesUnder(
      srcDir,
      (name) => name.endsWith('.routes.ts') || name.endsWith('.plugin.ts') || name === 'app.ts',
    ).filter((file) => !file.endsWith(join('ssr', 'web-app.routes.ts')));
    // A route method whose path is a string literal ('/...' or '', possibly on the next line), or a literal prefix.
    const literal =
      /\.(?:get|post|put|patch|delete|head|options|all)(?:<[^>]*>)?\(\s*(?:['"`]\/|''|"")|\bprefix:\s*['"`]/g;
    const offenders = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(literal)].map((m) => {
        const line = text.slice(0, m.index).split('\n').length;
        return `${relative(srcDir, file)}:${line}`;
      });
    });
    expect(offenders).toEqual([]);
  });
});
