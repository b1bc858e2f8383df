/** Who is looking at the practice pages: ready once the session load finished, and the user's id for query keys. */
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import type { ViewerId } from '../api/query-keys.ts';

export function useViewer(): { ready: boolean; signedIn: boolean; viewer: ViewerId } {
  const { ready, isAuthenticated, user } = useAuth();
  const signedIn = isAuthenticated && user !== null;
  return { ready, signedIn, viewer: signedIn ? user.id : null };
}
