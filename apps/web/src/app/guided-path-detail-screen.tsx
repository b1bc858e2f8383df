/**
 * The guided path's page with the path's weekly GuidedPath leaderboard (spec 02 leaderboard entity types): the
 * guided-paths feature's page and the dashboard's board, joined here because features do not import each other.
 */
import { LeaderboardEntityType } from '@katana/shared/engagement/leaderboard';
import { BoardPanel } from '../features/dashboard/components/board-panel.tsx';
import { GuidedPathDetailPage } from '../features/guided-paths/routes/guided-path-detail-page.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import type { ScreenProps } from './route-screen.tsx';

export default function GuidedPathDetailScreen({ params }: ScreenProps) {
  const { user } = useAuth();
  return (
    <GuidedPathDetailPage
      params={params}
      renderBoard={(slug) => (
        <BoardPanel viewer={user?.id ?? null} entity={{ type: LeaderboardEntityType.GuidedPath, id: slug }} />
      )}
    />
  );
}
