/**
 * Page titles and meta descriptions (spec 03 "Page kinds" and §9): descriptions are cut to 150 characters
 * followed by an ellipsis; titles receive the brand suffix unless they already contain a dash, bar or colon
 * followed by the brand name.
 */
import { DEFAULT_BRAND_NAME } from './brand.ts';
import { NOINDEX_KINDS, PAGE_DEFAULTS, type PageKind } from './page-kinds.ts';
import type { RouteMatch } from './routes.ts';

export const META_DESCRIPTION_MAX = 150;
export const ELLIPSIS = '...';

export interface PageMeta {
  title: string;
  description: string;
  robots: 'index, follow' | 'noindex, nofollow';
  keywords?: string;
  /** og:image: the picture a shared link previews (a learner's rating card); absolute or site-relative. */
  image?: string;
}

/** What an entity page knows about its entity; each field is optional and falls back to the kind's default. */
export interface PageMetaInput {
  /** Problem name, contest/event/article title, category title, interview-experience meta_title... */
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** Keep this page out of search engines whatever its kind (a coming-soon entity page). */
  noindex?: boolean;
}

export function cutDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}${ELLIPSIS}` : clean;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function withBrandSuffix(title: string, brand = DEFAULT_BRAND_NAME): string {
  const branded = new RegExp(`[-|:]\\s*${escapeRegExp(brand)}`, 'i');
  return branded.test(title) ? title : `${title} | ${brand}`;
}

const fill = (text: string, brand: string) => text.replaceAll('{brand}', brand);

export function pageMeta(kind: PageKind, input: PageMetaInput = {}, brand = DEFAULT_BRAND_NAME): PageMeta {
  const [defaultTitle, defaultDescription] = PAGE_DEFAULTS[kind];
  const meta: PageMeta = {
    title: withBrandSuffix(fill(input.title?.trim() || defaultTitle, brand), brand),
    description: cutDescription(fill(input.description?.trim() || defaultDescription, brand)),
    robots: NOINDEX_KINDS.has(kind) || input.noindex ? 'noindex, nofollow' : 'index, follow',
  };
  if (input.keywords) meta.keywords = input.keywords;
  if (input.image) meta.image = input.image;
  return meta;
}

/** Problem pages (spec 03 "Page title inputs": name, meta_description, meta_keywords). */
export function problemPageInput(problem: {
  name: string;
  meta_description?: string | null;
  meta_keywords?: string | null;
}): PageMetaInput {
  return {
    title: problem.name,
    ...(problem.meta_description ? { description: problem.meta_description } : {}),
    ...(problem.meta_keywords ? { keywords: problem.meta_keywords } : {}),
  };
}

/** Contest and event pages (spec 03 "Page title inputs": title, description). */
export function contestPageInput(contest: { title: string; description?: string | null }): PageMetaInput {
  return {
    title: contest.title,
    ...(contest.description?.trim() ? { description: contest.description } : {}),
  };
}

/**
 * Interview experience pages (spec 03 "Page title inputs": basic_details with meta_title, meta_description,
 * meta_keywords, user_name, branch, college_name; past_experiences each with company_name and outcome;
 * round_details). Meta fields win; otherwise the title names the company and the author, and the description who
 * they are, how it went and how many rounds there were (pageMeta cuts it to 150 characters).
 */
export function interviewExperiencePageInput(experience: {
  basic_details: {
    meta_title?: string | null;
    meta_description?: string | null;
    meta_keywords?: string | null;
    user_name?: string | null;
    branch?: string | null;
    college_name?: string | null;
  };
  past_experiences: readonly { company_name: string; outcome?: string | null }[];
  round_details: readonly unknown[];
}): PageMetaInput {
  const basic = experience.basic_details;
  const companies = [
    ...new Set(experience.past_experiences.map((p) => p.company_name.trim()).filter(Boolean)),
  ];
  const company = companies.join(', ') || 'Company';
  const author = basic.user_name?.trim();
  const who = [author || 'A candidate', basic.branch?.trim(), basic.college_name?.trim()]
    .filter(Boolean)
    .join(', ');
  const outcomes = experience.past_experiences
    .filter((p) => p.outcome)
    .map((p) => `${p.company_name}: ${p.outcome}`)
    .join('; ');
  const rounds = experience.round_details.length;
  const description = `${who} shares the ${company} interview experience${outcomes ? ` (${outcomes})` : ''}, ${rounds} ${rounds === 1 ? 'round' : 'rounds'} with the questions asked.`;
  return {
    title: basic.meta_title?.trim() || `${company} Interview Experience${author ? ` by ${author}` : ''}`,
    description: basic.meta_description?.trim() || description,
    keywords:
      basic.meta_keywords?.trim() ||
      companies.flatMap((c) => [`${c} interview experience`, `${c} interview questions`]).join(', '),
  };
}

/** A learner's public profile: their name, or 'A learner' for an account without one. */
export function profilePageInput(name: string | null | undefined): PageMetaInput {
  return { title: `${name?.trim() || 'A learner'}'s profile` };
}

const COMPILER_NAMES: Record<string, string> = {
  c: 'C',
  cpp: 'C++',
  java: 'Java',
  python: 'Python',
  javascript: 'JavaScript',
  ruby: 'Ruby',
  kotlin: 'Kotlin',
  psql: 'PostgreSQL',
  mysql: 'MySQL',
  r: 'R',
  pascal: 'Pascal',
  php: 'PHP',
};

export function compilerDisplayName(language: string): string {
  return COMPILER_NAMES[language] ?? language;
}

/** Online compiler pages (compiler_type, meta_title, meta_description); each language has its own title. */
export function compilerPageInput(compiler: {
  compiler_type?: string;
  meta_title?: string | null;
  meta_description?: string | null;
}): PageMetaInput {
  if (!compiler.compiler_type) return {};
  const name = compilerDisplayName(compiler.compiler_type);
  return {
    title: compiler.meta_title || `Online ${name} Compiler`,
    description:
      compiler.meta_description ||
      `Write, compile and run ${name} code online: an editor with stdin, run output, time and memory.`,
  };
}

/**
 * What a page's head can say from its URL alone, before any data is loaded: today the online compiler's language.
 * The server's SSR and the web's document title both start from it, so the two agree.
 */
export function routePageInput(kind: string, params: Record<string, string>): PageMetaInput {
  if (kind === 'online-compiler')
    return compilerPageInput(params.language ? { compiler_type: params.language } : {});
  return {};
}

/**
 * What the matched route alone says about the page's head: routePageInput, and noindex for an entity route still
 * shown as coming soon. The server's first HTML and the web's document head both start from it.
 */
export function routeMatchInput(match: Pick<RouteMatch, 'kind' | 'params' | 'route'>): PageMetaInput {
  const input = routePageInput(match.kind, match.params);
  return match.route?.comingSoon ? { ...input, noindex: true } : input;
}

/** A library category's page (spec 03 "Page title inputs": category_title). */
export function readingClubCategoryPageInput(category: {
  category_title: string;
  description?: string | null;
}): PageMetaInput {
  return {
    title: `${category.category_title} articles`,
    ...(category.description?.trim() ? { description: category.description } : {}),
  };
}

/** A library article's page (spec 03 "Page title inputs": title, description, metaTitle; metaTitle wins). */
export function readingClubArticlePageInput(article: {
  title: string;
  description?: string | null;
  metaTitle?: string | null;
}): PageMetaInput {
  return {
    title: article.metaTitle?.trim() || article.title,
    ...(article.description?.trim() ? { description: article.description } : {}),
  };
}
