import { createBrowserRouter, type RouteObject } from 'react-router';
import { ServerErrorPage } from '../features/errors/routes/server-error-page.tsx';
import { RouteScreen } from './route-screen.tsx';
import { AppShell } from './shell/app-shell.tsx';

/**
 * One splat route under the shell: the shared route map decides the screen (route-screen.tsx). A screen that throws
 * shows the 500 page inside the shell; a failing shell shows it on its own.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ServerErrorPage />,
    children: [{ path: '*', element: <RouteScreen />, errorElement: <ServerErrorPage /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
