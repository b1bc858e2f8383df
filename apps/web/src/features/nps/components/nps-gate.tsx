/**
 * The NPS survey's trigger, in the first load: for a signed-in learner it asks GET /api/v3/nps/trigger (forced with
 * `?nps`), and only once the answer is yes does the survey's code load (NpsHost, its own chunk), which then shows
 * it after the delay of spec 02 §4. Visitors and learners the server does not ask never fetch the survey.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NPS_QUERY_PARAM } from '@katana/shared/engagement/nps';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useNpsTrigger } from '../api/nps-trigger.ts';

const NpsHost = lazy(() => import('./nps-host.tsx'));

export function NpsGate() {
  const { isAuthenticated, user } = useAuth();
  return isAuthenticated && user ? <NpsTrigger key={user.id} viewer={user.id} /> : null;
}

function NpsTrigger({ viewer }: { viewer: string | number }) {
  const forced = new URLSearchParams(useLocation().search).has(NPS_QUERY_PARAM);
  const trigger = useNpsTrigger(viewer, forced);
  // Latched like the host's own trigger: once asked, the host stays mounted (it holds the survey's state).
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (trigger.data === true) setFired(true);
  }, [trigger.data]);
  return fired ? (
    <Suspense fallback={null}>
      <NpsHost />
    </Suspense>
  ) : null;
}
