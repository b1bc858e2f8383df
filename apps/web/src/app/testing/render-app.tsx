/** Renders the real app (providers, shell, route map) at a path, with the knobs tests need. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../providers.tsx';
import { appRoutes } from '../router.tsx';
import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-context.tsx';
import { ClockProvider, type Clock } from '../../lib/clock/clock-context.tsx';
import type { FeatureFlags } from '../../lib/flags/flags-context.tsx';
import { setViewportWidth } from '../../test/match-media.ts';

export interface RenderAppOptions {
  auth?: AuthState;
  flags?: FeatureFlags;
  clock?: Clock;
  /** Viewport width in CSS pixels; 1280 unless given. */
  width?: number;
  routes?: RouteObject[];
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  setViewportWidth(options.width ?? 1280);
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const ui = (
    <AppProviders auth={options.auth ?? ANONYMOUS} flags={options.flags ?? {}}>
      <ClockProvider clock={options.clock ?? Date.now}>
        <RouterProvider router={router} />
      </ClockProvider>
    </AppProviders>
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  const visited = [here()];
  router.subscribe(() => {
    if (visited.at(-1) !== here()) visited.push(here());
  });
  const result = render(ui);
  return {
    ...result,
    router,
    location: here,
    /** Every location the app has shown, in order (a page may move on by itself, e.g. to /fourofour). */
    visited: () => [...visited],
  };
}
