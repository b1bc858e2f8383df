/**
 * Mounts the NPS survey for signed-in learners (spec 02 §4 "NPS"): asks the trigger once per page load (and again
 * when `?nps` asks for a forced check), shows the survey NPS_SHOW_DELAY_MS after a positive answer, and holds it
 * back on the pages where popups are suppressed (spec 02 §2). Lazily loaded by the app shell.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NPS_NAV_MOBILE_QUERY } from './nps-media.ts';
import { NPS_QUERY_PARAM, NPS_SHOW_DELAY_MS } from '@katana/shared/engagement/nps';
import { popupsAllowedOn } from '@katana/shared/engagement/dialogs';
import { matchRoute } from '@katana/shared/routes';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useNpsTrigger } from '../api/nps-trigger.ts';
import { NpsSurvey } from './nps-survey.tsx';

export default function NpsHost() {
  const { isAuthenticated, user } = useAuth();
  return isAuthenticated && user ? <SignedInNps key={user.id} viewer={user.id} /> : null;
}

function SignedInNps({ viewer }: { viewer: string | number }) {
  const { pathname, search } = useLocation();
  const allowed = popupsAllowedOn(matchRoute(pathname).kind);
  const forced = new URLSearchParams(search).has(NPS_QUERY_PARAM);
  const mobile = useMediaQuery(NPS_NAV_MOBILE_QUERY);
  const trigger = useNpsTrigger(viewer, forced);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(false);

  // Latched: leaving the ?nps address (another check, another answer) does not take back a confirmed trigger.
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (trigger.data === true) setConfirmed(true);
  }, [trigger.data]);
  useEffect(() => {
    if (!confirmed) return;
    const handle = setTimeout(() => setDue(true), NPS_SHOW_DELAY_MS);
    return () => clearTimeout(handle);
  }, [confirmed]);

  const finish = useCallback(() => setDone(true), []);
  if (!due || done || !allowed) return null;
  return <NpsSurvey brandName={appConfig.brandName} viewer={viewer} mobile={mobile} onDone={finish} />;
}
