/**
 * The contest rating widget (spec 02 §2, §4): the learner's own (no uuid) or anyone's by public uuid. Anonymous
 * visitors get the lock message on the own widget without a request; the profile page mounts this component.
 */
import { ratingWidgetState } from '@katana/shared/contests/rating-display';
import { useAuth } from '../../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../../lib/auth/login-dialog-context.tsx';
import { useContestRating } from './contest-rating-api.ts';
import { RatingWidgetView } from './rating-widget-view.tsx';

export function ContestRatingWidget({ uuid }: { uuid?: string }) {
  const auth = useAuth();
  const login = useLoginDialog();
  const anonymousOwn = !auth.isAuthenticated && !uuid;
  const query = useContestRating(uuid, !anonymousOwn);
  const data = query.data;
  const state =
    query.isError && !anonymousOwn
      ? 'error'
      : data?.locked
        ? 'locked'
        : ratingWidgetState({
            // An unsuccessful fetch turns loading off (spec 02 §4): isPending is only true while it is under way.
            loading: query.isPending,
            authenticated: auth.isAuthenticated,
            viewingUuid: uuid ?? null,
            enabled: data?.enabled,
            history: data?.user_rating_data,
          });
  return (
    <RatingWidgetView
      state={state}
      data={data}
      own={data?.is_self ?? false}
      onLogin={() => login.openLogin({ source: 'contest_rating', variant: 'dialog' })}
      onRetry={() => void query.refetch()}
    />
  );
}
