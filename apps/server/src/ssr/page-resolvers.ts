/**
 * Page resolvers: how the server-rendered head learns about an entity page (problem, contest...). A part that
 * owns an entity registers `app.pageResolvers.register('problem', async ({ slug }) => ... | null)`; null means
 * "no such entity" and the page answers 404. Every entity route with a web screen needs one (a test on the whole
 * app checks it); entity routes marked `comingSoon` in the route map answer the coming-soon page without one.
 * Non-entity kinds may register a resolver to refine their title; null there keeps the kind's defaults.
 */
import type { PageKind } from '@katana/shared/page-kinds';
import type { PageMetaInput } from '@katana/shared/page-meta';

export type PageResolver = (params: Record<string, string>) => Promise<PageMetaInput | null>;

export class PageResolverRegistry {
  readonly #resolvers = new Map<PageKind, PageResolver>();

  /** Registering a kind again replaces its resolver. */
  register(kind: PageKind, resolver: PageResolver): void {
    this.#resolvers.set(kind, resolver);
  }

  get(kind: PageKind): PageResolver | undefined {
    return this.#resolvers.get(kind);
  }
}
