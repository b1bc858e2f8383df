/**
 * The header's navigation menus of spec 01 "Navigation menu groups" as data, plus the layout constants of §9 and
 * the "new until an expiry timestamp" rule. Pure: the web header and drawer render it, and the server may list the
 * same links (a sitemap, the no-JS shell) without duplicating them.
 */
import { compilerDisplayName } from './page-meta.ts';
import type { CompilerLanguage } from './routes.ts';

/** Dropdown state of spec 01: one open top menu at a time, or none. */
export type MenuId = 'LEARN' | 'CONTEST' | 'INTERVIEW_PREP' | 'PRACTICE' | 'RESOURCES';
export type MenuState = 'CLOSED' | MenuId;

/** Standard dropdowns list one column; extended ones show several titled groups side by side. */
export type DropdownType = 'standard' | 'extended';

export const DROPDOWN_MAX_WIDTH: Readonly<Record<DropdownType, number>> = { standard: 420, extended: 676 };

/** Layout breakpoints of the dropdown/header layout (spec 01 §9), in CSS pixels. */
export const NAV_BREAKPOINTS = {
  /** Below it the phone layout: full-width drawer, compact header. */
  mobile: 600,
  /** Up to it the compact header (spec 01 §9: mobile up to 979px): only logo, menu, theme and account controls. */
  tablet: 959,
  /** From it the top menus show; below it a drawer menu replaces them. */
  desktop: 1024,
} as const;

export interface NavItem {
  label: string;
  /** In-app path, or an absolute URL when `external` is set. */
  href: string;
  description?: string;
  external?: boolean;
  /** Seconds since epoch until which the item carries a 'new' badge. */
  newUntil?: number;
}

export interface NavGroup {
  /** Heading of the group inside an extended dropdown; absent in a standard one. */
  title?: string;
  items: NavItem[];
  /** A trailing link under the group, such as 'See all compilers'. */
  footer?: NavItem;
}

export interface NavMenu {
  id: MenuId;
  label: string;
  type: DropdownType;
  groups: NavGroup[];
}

/** Where the two external courses entries of the Learn menu point; each deployment configures its own. */
export interface NavLinksConfig {
  jobBootcampUrl: string;
  coursesUrl: string;
}

/** The coding interview prep plan is flagged new until this moment (seconds since epoch). */
export const PREP_PLAN_NEW_UNTIL = 1692469800;

/** The compilers the Online IDE group links to, in the spec's order; the rest are behind 'See all compilers'. */
export const MENU_COMPILERS: readonly CompilerLanguage[] = [
  'c',
  'javascript',
  'cpp',
  'python',
  'java',
  'ruby',
];

export function compilerPath(language: CompilerLanguage): string {
  return `/online-compiler/online-${language}-compiler`;
}

export function navigationMenus(links: NavLinksConfig): NavMenu[] {
  return [
    {
      id: 'LEARN',
      label: 'Learn',
      type: 'standard',
      groups: [
        {
          items: [
            { label: 'Guided paths', href: '/guided-paths', description: 'Structured paths through DSA and more' },
            {
              label: 'Job Bootcamp courses',
              href: links.jobBootcampUrl,
              external: true,
              description: 'Career-focused courses outside this site',
            },
            { label: 'Online courses', href: links.coursesUrl, external: true, description: 'More courses to learn from' },
          ],
        },
      ],
    },
    {
      id: 'CONTEST',
      label: 'Contests & Events',
      type: 'standard',
      groups: [
        {
          items: [
            { label: 'Contest', href: '/contests', description: 'Weekly coding contests with live standings' },
            { label: 'Challenges', href: '/challenges', description: 'Themed coding challenges' },
            { label: 'Events', href: '/events', description: 'Webinars and community events' },
          ],
        },
      ],
    },
    {
      id: 'INTERVIEW_PREP',
      label: 'Interview prep',
      type: 'standard',
      groups: [
        {
          items: [
            {
              label: 'Interview experiences',
              href: '/interview-experiences',
              description: 'Real interviews, round by round',
            },
            { label: 'Interview guide', href: '/interview-bundle', description: 'Curated problem sets by topic and pattern' },
            {
              label: 'Coding interview prep plan',
              href: '/prep-plan',
              description: 'A day-by-day plan with flash cards',
              newUntil: PREP_PLAN_NEW_UNTIL,
            },
          ],
        },
      ],
    },
    {
      id: 'PRACTICE',
      label: 'Practice',
      type: 'standard',
      groups: [
        {
          items: [
            { label: 'Interview problem', href: '/problems', description: 'Problems by topic, company and difficulty' },
            {
              label: 'Web development projects & problems',
              href: '/web-development',
              description: 'Build front-end projects',
            },
            { label: 'Problem of the day', href: '/problem-of-the-day', description: 'One problem a day for your streak' },
            { label: 'Popular problems list', href: '/problem-lists', description: 'Curated lists such as the top 50' },
            { label: 'Mock test series', href: '/test-series', description: 'Timed tests like real assessments' },
          ],
        },
      ],
    },
    {
      id: 'RESOURCES',
      label: 'Resources',
      type: 'extended',
      groups: [
        {
          title: 'Community',
          items: [
            { label: 'Campus', href: '/campus' },
            { label: 'Public discussions', href: '/campus/public-discussion' },
          ],
        },
        {
          title: 'Knowledge center',
          items: [
            { label: 'Library', href: '/library' },
            { label: 'Videos', href: '/resources/videos' },
          ],
        },
        {
          title: 'Online IDE',
          items: MENU_COMPILERS.map((language) => ({
            label: `${compilerDisplayName(language)} compiler`,
            href: compilerPath(language),
          })),
          footer: { label: 'See all compilers', href: '/online-compiler' },
        },
      ],
    },
  ];
}

/** An item is new while the clock (seconds since epoch) is before its expiry; items without one never are. */
export function isNavItemNew(item: Pick<NavItem, 'newUntil'>, nowSeconds: number): boolean {
  return item.newUntil !== undefined && nowSeconds < item.newUntil;
}

export function nowInSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}
