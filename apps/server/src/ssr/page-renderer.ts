/**
 * Renders any non-API page: which screen the path shows (shared route map), whether its entity exists (page
 * resolvers), the page's head (shared page-meta rules with the configured brand) and the HTTP status.
 */
import { pageMeta, routeMatchInput, type PageMetaInput } from '@katana/shared/page-meta';
import type { PageKind } from '@katana/shared/page-kinds';
import { matchRoute, normalisePath } from '@katana/shared/routes';
import type { PageResolverRegistry } from './page-resolvers.ts';
import { errorPageHtml, type ErrorPageKind } from './error-page-html.ts';
import { injectIntoShell } from './html-shell.ts';
import { renderHead, type WebConfig } from './page-head.ts';

export interface RenderedPage {
  kind: PageKind;
  status: 200 | 404 | 500;
  html: string;
}

export interface PageRendererDeps {
  brand: string;
  /** Deployment settings the web app reads from the page (brand, partner name, partner login mode). */
  webConfig: WebConfig;
  /** PUBLIC_URL; when unset the canonical link uses the request's own origin. */
  publicUrl: string | undefined;
  shell: () => string;
  resolvers: PageResolverRegistry;
}

/** `origin` is the request's scheme://host, used only when PUBLIC_URL is unset. */
export interface PageRequest {
  pathname: string;
  origin: string;
}

export function createPageRenderer(deps: PageRendererDeps) {
  function html(kind: PageKind, input: PageMetaInput, req: PageRequest): string {
    const base = deps.publicUrl ?? req.origin;
    const canonicalUrl = `${base}${normalisePath(req.pathname) || '/'}`;
    const head = renderHead({
      meta: pageMeta(kind, input, deps.brand),
      canonicalUrl,
      brand: deps.brand,
      webConfig: deps.webConfig,
    });
    const body = kind === 'not-found' || kind === 'server-error' ? errorPageHtml(kind) : '';
    return injectIntoShell(deps.shell(), head, body);
  }

  return {
    /** May throw (a resolver failing); the caller answers the server-error page then. */
    async render(req: PageRequest): Promise<RenderedPage> {
      const match = matchRoute(req.pathname);
      const resolver = deps.resolvers.get(match.kind);
      let kind = match.kind;
      // What the URL alone says (a compiler page's language, a coming-soon page's noindex), the same rule the web
      // app uses in the browser.
      let input: PageMetaInput = routeMatchInput(match);
      // A coming-soon entity route shows the coming-soon page whatever the slug: nothing to look up.
      if (match.route?.entity && !match.route.comingSoon) {
        const found = resolver ? await resolver(match.params) : null;
        if (found) input = { ...input, ...found };
        else kind = 'not-found';
      } else if (resolver) {
        input = { ...input, ...(await resolver(match.params)) };
      }
      const status = kind === 'not-found' ? 404 : kind === 'server-error' ? 500 : 200;
      return { kind, status, html: html(kind, input, req) };
    },

    renderError(kind: ErrorPageKind, req: PageRequest): RenderedPage {
      return { kind, status: kind === 'not-found' ? 404 : 500, html: html(kind, {}, req) };
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
