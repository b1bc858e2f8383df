/**
 * Keeps document.title and the description/robots meta tags in step with the route (spec 03 "Page kinds"), the
 * same values the server renders into the first HTML. Screens refine them with `usePageMetaOverride`: entity
 * screens pass their entity (a problem's name...) once loaded, error boundaries switch the kind.
 * An entity page's first HTML already carries its entity's head (the server's page resolver), so on the page the
 * browser loaded, the tags stay as served until the screen passes its entity: the kind's generic title ("Problem")
 * must not replace "Gift Pair Budget" while the problem loads. After a client-side navigation the kind's defaults
 * apply until then.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageKind } from '@katana/shared/page-kinds';
import { pageMeta, routeMatchInput, type PageMeta, type PageMetaInput } from '@katana/shared/page-meta';
import { matchRoute } from '@katana/shared/routes';
import { appConfig } from '../config/app-config.ts';

export interface PageMetaOverride {
  kind?: PageKind;
  input?: PageMetaInput;
}

type SetOverride = (override: PageMetaOverride | null) => void;

const OverrideContext = createContext<SetOverride | null>(null);

function setMetaTag(name: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMetaTag('description', meta.description);
  setMetaTag('robots', meta.robots);
  setMetaTag('keywords', meta.keywords);
}

export function DocumentMeta({
  pathname,
  brand = appConfig.brandName,
  children,
}: {
  pathname: string;
  brand?: string;
  children: ReactNode;
}) {
  const [override, setOverride] = useState<PageMetaOverride | null>(null);
  const match = matchRoute(pathname);
  const kind = override?.kind ?? match.kind;
  const input = override?.input ?? (override?.kind ? undefined : routeMatchInput(match));
  // The path the document was served for, until the first client-side navigation.
  const served = useRef<string | null>(pathname);
  if (served.current !== pathname) served.current = null;
  const keepServed = served.current !== null && match.route?.entity === true && !match.route.comingSoon && !override;

  // Compare the input by value: routeMatchInput returns a fresh object on every render.
  const inputKey = JSON.stringify(input ?? {});
  useEffect(() => {
    if (keepServed) return;
    applyPageMeta(pageMeta(kind, JSON.parse(inputKey) as PageMetaInput, brand));
  }, [kind, inputKey, brand, keepServed]);

  return <OverrideContext.Provider value={setOverride}>{children}</OverrideContext.Provider>;
}

/** Overrides the route's kind and/or entity input while the calling screen is mounted. */
export function usePageMetaOverride(override: PageMetaOverride | null): void {
  const setOverride = useContext(OverrideContext);
  // Compare by value so a screen may pass a fresh object literal on every render.
  const key = JSON.stringify(override);
  useEffect(() => {
    const value = JSON.parse(key) as PageMetaOverride | null;
    if (!setOverride) {
      // Rendered outside the shell (the root error boundary): write the tags directly.
      if (value?.kind) applyPageMeta(pageMeta(value.kind, value.input ?? {}, appConfig.brandName));
      return;
    }
    setOverride(value);
    return () => setOverride(null);
  }, [key, setOverride]);
}
