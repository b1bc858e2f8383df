/**
 * Deployment settings the web app reads at start: the brand, where the API lives and the external links of the
 * Learn menu. Build-time values come from VITE_* variables; the server may override them at run time by defining
 * `window.__KATANA_CONFIG__` in the HTML it serves (so one build serves every deployment).
 */
import { DEFAULT_BRAND_NAME } from '@katana/shared/brand';
import type { NavLinksConfig } from '@katana/shared/navigation';

export interface AppConfig {
  brandName: string;
  /** Prefixed to relative API paths. */
  apiBaseUrl: string;
  navLinks: NavLinksConfig;
}

declare global {
  interface Window {
    __KATANA_CONFIG__?: Partial<AppConfig> & { navLinks?: Partial<NavLinksConfig> };
  }
}

// Free, openly available curricula, so the Learn menu's external entries work out of the box on a fresh install.
const DEFAULT_NAV_LINKS: NavLinksConfig = {
  jobBootcampUrl: 'https://www.theodinproject.com/',
  coursesUrl: 'https://www.freecodecamp.org/learn/',
};

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() ? value.trim() : undefined;
}

export function readAppConfig(
  env: Record<string, string | undefined> = import.meta.env,
  runtime: Window['__KATANA_CONFIG__'] = typeof window === 'undefined' ? undefined : window.__KATANA_CONFIG__,
): AppConfig {
  return {
    brandName: nonEmpty(runtime?.brandName) ?? nonEmpty(env.VITE_BRAND_NAME) ?? DEFAULT_BRAND_NAME,
    apiBaseUrl: nonEmpty(runtime?.apiBaseUrl) ?? nonEmpty(env.VITE_API_BASE_URL) ?? '/api',
    navLinks: {
      jobBootcampUrl:
        nonEmpty(runtime?.navLinks?.jobBootcampUrl) ?? nonEmpty(env.VITE_JOB_BOOTCAMP_URL) ?? DEFAULT_NAV_LINKS.jobBootcampUrl,
      coursesUrl: nonEmpty(runtime?.navLinks?.coursesUrl) ?? nonEmpty(env.VITE_COURSES_URL) ?? DEFAULT_NAV_LINKS.coursesUrl,
    },
  };
}

export const appConfig: AppConfig = readAppConfig();
