/**
 * Deployment settings the web app reads at start: the brand, where the API lives and the external links of the
 * Learn menu. Build-time values come from VITE_* variables; the server overrides them at run time by filling the
 * `<meta name="katana-config" content="{...json...}">` tag of index.html, so one build serves every deployment
 * (a meta tag rather than an inline script, so a strict Content-Security-Policy needs no exception).
 */
import { DEFAULT_BRAND_NAME, DEFAULT_PARTNER_NAME } from '@katana/shared/brand';
import type { NavLinksConfig } from '@katana/shared/navigation';

export interface AppConfig {
  brandName: string;
  /** Prefixed to relative API paths. */
  apiBaseUrl: string;
  navLinks: NavLinksConfig;
  /** The job-portal partner's display name (PARTNER_NAME on the server). */
  partnerName: string;
  /** The partner-merge dialog's 'Explore all updates' page; none hides the button. */
  partnerUpdatesUrl: string | null;
}

export type RuntimeConfig = Partial<Omit<AppConfig, 'navLinks'>> & { navLinks?: Partial<NavLinksConfig> };

export const CONFIG_META_NAME = 'katana-config';

/** The server-filled config tag; anything unreadable counts as empty. */
export function readRuntimeConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): RuntimeConfig {
  const content = doc?.head.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`)?.content;
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null ? (parsed as RuntimeConfig) : {};
  } catch {
    return {};
  }
}

// Free, openly available curricula, so the Learn menu's external entries work out of the box on a fresh install.
const DEFAULT_NAV_LINKS: NavLinksConfig = {
  jobBootcampUrl: 'https://www.theodinproject.com/',
  coursesUrl: 'https://www.freecodecamp.org/learn/',
};

/** A usable setting: a string with something in it (the JSON tag is hand-written per deployment, so check). */
function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function readAppConfig(
  env: Record<string, string | undefined> = import.meta.env,
  runtime: RuntimeConfig = readRuntimeConfig(),
): AppConfig {
  return {
    brandName: nonEmpty(runtime.brandName) ?? nonEmpty(env.VITE_BRAND_NAME) ?? DEFAULT_BRAND_NAME,
    apiBaseUrl: nonEmpty(runtime.apiBaseUrl) ?? nonEmpty(env.VITE_API_BASE_URL) ?? '/api',
    partnerName: nonEmpty(runtime.partnerName) ?? nonEmpty(env.VITE_PARTNER_NAME) ?? DEFAULT_PARTNER_NAME,
    partnerUpdatesUrl: nonEmpty(runtime.partnerUpdatesUrl) ?? nonEmpty(env.VITE_PARTNER_UPDATES_URL) ?? null,
    navLinks: {
      jobBootcampUrl:
        nonEmpty(runtime.navLinks?.jobBootcampUrl) ?? nonEmpty(env.VITE_JOB_BOOTCAMP_URL) ?? DEFAULT_NAV_LINKS.jobBootcampUrl,
      coursesUrl: nonEmpty(runtime.navLinks?.coursesUrl) ?? nonEmpty(env.VITE_COURSES_URL) ?? DEFAULT_NAV_LINKS.coursesUrl,
    },
  };
}

export const appConfig: AppConfig = readAppConfig();
