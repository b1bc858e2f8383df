/** The signed-in learner the dashboard is for (null while signed out: the route guard sends them to sign in). */
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import type { ViewerId } from '../api/paths.ts';

export function useViewer(): { viewer: ViewerId; name: string } {
  const { isAuthenticated, user } = useAuth();
  return { viewer: isAuthenticated && user ? user.id : null, name: user?.name ?? '' };
}
