/**
 * The route map of spec 01 §2 as data: which screen a path shows, whether the shell header is hidden there,
 * whether the route needs a signed-in user, and whether an anonymous visitor gets the critical-flow login panel.
 * The server uses it to render each page's head and status; the web app uses it for the shell and titles.
 */
import type { PageKind } from './page-kinds.ts';

export const COMPILER_LANGUAGES = [
  'c',
  'cpp',
  'java',
  'python',
  'javascript',
  'ruby',
  'kotlin',
  'psql',
  'mysql',
  'r',
  'pascal',
  'php',
] as const;
export type CompilerLanguage = (typeof COMPILER_LANGUAGES)[number];

export interface RouteDef {
  kind: PageKind;
  /** Anchored pattern over the path without trailing slash; named groups become params. */
  pattern: RegExp;
  /** Needs a signed-in user; anonymous visitors go to /auth?redirect=... */
  guarded?: boolean;
  /** Anonymous visitors see the right-side login panel (spec 01 "Critical-flow pages"). */
  criticalFlow?: boolean;
  /** The page names an entity (problem, contest...) that must exist, else the server answers 404. */
  entity?: boolean;
  /**
   * An entity route whose screen is not built yet: the web shows the coming-soon page, so the server answers it
   * with 200 and that page's head (kept out of search engines: every slug would be a page) instead of a 404 for an
   * entity nobody can create. Whoever builds the screen drops the flag and registers the page resolver; tests on
   * both sides fail until both are done.
   */
  comingSoon?: boolean;
}

export interface RouteMatch {
  kind: PageKind;
  params: Record<string, string>;
  route: RouteDef | null;
}

const langs = COMPILER_LANGUAGES.join('|');

export const ROUTES: readonly RouteDef[] = [
  { kind: 'home', pattern: /^$/ },
  { kind: 'auth', pattern: /^\/(?:v2\/)?auth$/ },
  { kind: 'policies', pattern: /^\/policies$/ },
  { kind: 'user-dashboard', pattern: /^\/home$/, guarded: true },
  { kind: 'user-goal', pattern: /^\/home\/goals$/, guarded: true },
  {
    kind: 'leaderboard',
    pattern: /^\/home\/(?:leaderboard|leaderboards\/campus|leaderboards\/leagues)$/,
    guarded: true,
  },
  { kind: 'goals-redirect', pattern: /^\/goals$/ },
  { kind: 'goal-setup', pattern: /^\/goals\/setup$/, guarded: true },
  { kind: 'profile', pattern: /^\/profile$/, guarded: true },
  { kind: 'profile-edit', pattern: /^\/profile\/edit$/, guarded: true },
  { kind: 'profile-setup', pattern: /^\/profile\/setup$/, guarded: true },
  { kind: 'reverse-auto-login-launcher', pattern: /^\/profile\/reverse-auto-login-launcher$/, guarded: true },
  { kind: 'profile-detail', pattern: /^\/profile\/(?<uuid>[^/]+)$/, entity: true },
  { kind: 'interview-experience-list', pattern: /^\/interview-experiences$/ },
  // The screens of writing and reviewing come before the detail, whose slug can never be one of these words.
  { kind: 'interview-experience-write', pattern: /^\/interview-experiences\/write$/, guarded: true },
  { kind: 'interview-experience-mine', pattern: /^\/interview-experiences\/mine$/, guarded: true },
  { kind: 'interview-experience-review', pattern: /^\/interview-experiences\/review$/, guarded: true },
  {
    kind: 'interview-experience-edit',
    pattern: /^\/interview-experiences\/(?<slug>[^/]+)\/edit$/,
    guarded: true,
  },
  {
    kind: 'interview-experience-detail',
    pattern: /^\/interview-experiences\/(?<slug>[^/]+)$/,
    entity: true,
  },
  { kind: 'questions', pattern: /^\/questions$/ },
  { kind: 'solve-problem', pattern: /^\/problems$/ },
  { kind: 'problem', pattern: /^\/problems\/(?<slug>[^/]+)$/, criticalFlow: true, entity: true },
  { kind: 'problem-detail', pattern: /^\/problem-details(?:\/(?<slug>[^/]+))?$/ },
  { kind: 'top-problem-list', pattern: /^\/problem-lists$/ },
  { kind: 'problem-list', pattern: /^\/problem-lists\/(?<slug>[^/]+)$/, criticalFlow: true, entity: true },
  { kind: 'guided-path-list', pattern: /^\/guided-paths$/ },
  {
    kind: 'guided-path-detail',
    pattern: /^\/guided-paths\/(?<slug>[^/]+)$/,
    criticalFlow: true,
    entity: true,
  },
  {
    kind: 'guided-path-classroom',
    pattern: /^\/guided-paths\/(?<slug>[^/]+)\/content$/,
    criticalFlow: true,
    entity: true,
  },
  { kind: 'resources', pattern: /^\/resources$/ },
  { kind: 'videos', pattern: /^\/resources\/videos$/ },
  { kind: 'test-series-list', pattern: /^\/test-series$/ },
  {
    kind: 'test-series-detail',
    pattern: /^\/test-series\/(?<slug>[^/]+)$/,
    criticalFlow: true,
    entity: true,
  },
  {
    kind: 'test-series-test',
    pattern: /^\/test-series\/(?<slug>[^/]+)\/(?<offeringId>\d+)$/,
    criticalFlow: true,
    entity: true,
  },
  { kind: 'online-compiler', pattern: /^\/online-compiler$/, criticalFlow: true },
  {
    kind: 'online-compiler',
    pattern: new RegExp(`^/online-compiler/online-(?<language>${langs})-compiler$`),
    criticalFlow: true,
  },
  { kind: 'contest-list', pattern: /^\/contests$/ },
  { kind: 'contest-detail', pattern: /^\/contests\/(?<slug>[^/]+)$/, criticalFlow: true, entity: true },
  {
    kind: 'contest-classroom',
    pattern: /^\/contests\/(?<slug>[^/]+)\/(?<offeringId>\d+)\/problems(?:\/(?<problemId>[^/]+))?$/,
    criticalFlow: true,
    entity: true,
  },
  { kind: 'reading-club-list', pattern: /^\/library$/ },
  {
    kind: 'reading-club-category',
    pattern: /^\/library\/(?<category>[^/]+)$/,
    entity: true,
  },
  {
    kind: 'reading-club-article',
    pattern: /^\/library\/(?<category>[^/]+)\/(?<slug>[^/]+)$/,
    entity: true,
  },
  { kind: 'interview-bundle-list', pattern: /^\/interview-bundle$/ },
  {
    kind: 'interview-bundle-detail',
    pattern: /^\/interview-bundle\/(?<slug>[^/]+)$/,
    entity: true,
  },
  { kind: 'notification-center', pattern: /^\/notification-center$/, guarded: true },
  { kind: 'notification-settings', pattern: /^\/notification-center\/settings$/, guarded: true },
  // Opened from an e-mail's link: no sign-in needed (the signed token in the query is the authority).
  { kind: 'notification-unsubscribe', pattern: /^\/notification-center\/unsubscribe$/ },
  { kind: 'search', pattern: /^\/search$/ },
  { kind: 'campus-home', pattern: /^\/campus$/ },
  { kind: 'campus-public-discussions', pattern: /^\/campus\/public-discussion$/, criticalFlow: true },
  {
    kind: 'campus-discussion',
    pattern: /^\/campus\/public\/discussions(?:\/(?<postId>[^/]+))?$/,
    criticalFlow: true,
  },
  // Before campus-detail: /campus/{slug} would take "moderation" or "public" as a college (isReservedCampusSlug).
  { kind: 'campus-moderation', pattern: /^\/campus\/moderation$/, guarded: true },
  {
    kind: 'subjective-review-queue',
    pattern: /^\/subjective-answers\/review(?:\/(?<answerId>\d+))?$/,
    guarded: true,
  },
  // The post route's parent (/campus/public/discussions/{id} without the rest): the public discussions.
  { kind: 'campus-public-redirect', pattern: /^\/campus\/public$/ },
  {
    kind: 'campus-detail',
    pattern: /^\/campus\/(?<slug>[^/]+)$/,
    criticalFlow: true,
    entity: true,
  },
  { kind: 'discussions-redirect', pattern: /^\/discussions$/ },
  { kind: 'jobs', pattern: /^\/jobs$/ },
  { kind: 'job-detail', pattern: /^\/jobs\/(?<slug>[^/]+)$/, entity: true },
  { kind: 'whats-new', pattern: /^\/whats-new$/ },
  { kind: 'problem-of-the-day', pattern: /^\/problem-of-the-day(?:\/(?<date>[^/]+))?$/, criticalFlow: true },
  {
    kind: 'concept-of-the-day',
    pattern: /^\/concept-of-the-day(?:\/(?<date>\d{4}-\d{2}-\d{2}))?(?:\/quiz)?$/,
    entity: true,
  },
  { kind: 'event-listing', pattern: /^\/events$/ },
  {
    kind: 'event-detail',
    pattern: /^\/events\/(?<slug>[^/]+)$/,
    criticalFlow: true,
    entity: true,
  },
  { kind: 'challenge-listing', pattern: /^\/challenges(?:\/register)?$/ },
  { kind: 'challenge-detail', pattern: /^\/challenges\/(?<slug>[^/]+)$/, entity: true },
  { kind: 'web-dev-listing', pattern: /^\/web-development$/ },
  // A project's editor (the current step's front-end work pane), before the detail (and its finished page).
  {
    kind: 'web-project-editor',
    pattern: /^\/web-development\/(?<slug>[^/]+)\/editor$/,
    criticalFlow: true,
    entity: true,
  },
  {
    kind: 'web-dev-project-detail',
    pattern: /^\/web-development\/(?<slug>[^/]+)(?<finished>\/finished)?$/,
    entity: true,
  },
  { kind: 'prep-plan', pattern: /^\/prep-plan$/ },
  { kind: 'prep-plan-flash-cards', pattern: /^\/prep-plan\/flash-cards(?:\/quiz)?$/ },
  {
    kind: 'prep-plan-flash-cards-deck',
    pattern: /^\/prep-plan\/flash-cards\/decks\/(?<deck>[^/]+)(?:\/quiz)?$/,
    entity: true,
  },
  { kind: 'prep-plan-edit', pattern: /^\/prep-plan\/edit$/, guarded: true },
  { kind: 'referral', pattern: /^\/referral$/ },
  { kind: 'onboarding', pattern: /^\/onboarding$/, guarded: true },
  { kind: 'reverse-auto-login-mediator', pattern: /^\/reverse-auto-login-mediator$/ },
  { kind: 'not-found', pattern: /^\/fourofour$/ },
  { kind: 'server-error', pattern: /^\/500$/ },
  { kind: 'autheducation', pattern: /^\/autheducation$/ },
  { kind: 'apply', pattern: /^\/apply$/ },
  { kind: 'coming-soon', pattern: /^\/coming-soon$/ },
];

/** Normalises a pathname: decodes nothing, drops the query/hash and one trailing slash ("/" becomes ""). */
export function normalisePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  return bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

export function matchRoute(pathname: string): RouteMatch {
  const path = normalisePath(pathname);
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (m) {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(m.groups ?? {})) if (v !== undefined) params[k] = v;
      return { kind: route.kind, params, route };
    }
  }
  return { kind: 'not-found', params: {}, route: null };
}

/**
 * A college slug that a campus route already takes (/campus/public-discussion, /campus/moderation...): its page
 * would be unreachable, so no college may use it.
 */
export function isReservedCampusSlug(slug: string): boolean {
  return (
    matchRoute(`/campus/${slug}`).kind !== 'campus-detail' ||
    matchRoute(`/campus/${slug}/discussions`).kind !== 'not-found'
  );
}

/** Page kinds whose screens bring their own chrome, so the shell header is hidden (spec 01 "Header"). */
const HEADERLESS_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'user-dashboard',
  'guided-path-classroom',
  'problem',
  'contest-classroom',
  'test-series-test',
  'user-goal',
  'interview-experience-detail',
]);

/** Header hidden on the listed screens and on any URL containing studio, contests or codekaze. */
export function isHeaderHidden(pathname: string): boolean {
  if (/studio|contests|codekaze/.test(normalisePath(pathname))) return true;
  return HEADERLESS_KINDS.has(matchRoute(pathname).kind);
}

/** Header height of spec 01 §9: 56px when shown, 0 when hidden. */
export function headerHeight(pathname: string): 0 | 56 {
  return isHeaderHidden(pathname) ? 0 : 56;
}

/**
 * Where an anonymous visitor to a guarded route goes (spec 01 "Guarded routes"): the auth page with redirect
 * holding the original URL. From the not-found and server-error pages the redirect goes to home.
 */
export function authRedirectUrl(currentPathWithQuery: string): string {
  const kind = matchRoute(currentPathWithQuery).kind;
  const target = kind === 'not-found' || kind === 'server-error' ? '/' : currentPathWithQuery;
  return `/auth?redirect=${encodeURIComponent(target)}`;
}

/**
 * A guarded URL carrying email or phone_number is replaced by the same path without them; returns null
 * when nothing needs stripping.
 */
export function stripIdentityParams(pathWithQuery: string): string | null {
  const url = new URL(pathWithQuery, 'http://x');
  if (!url.searchParams.has('email') && !url.searchParams.has('phone_number')) return null;
  url.searchParams.delete('email');
  url.searchParams.delete('phone_number');
  const q = url.searchParams.toString();
  return `${url.pathname}${q ? `?${q}` : ''}${url.hash}`;
}
