/**
 * Live standings over the user's socket (api/contests: join the contest room by slug, then CONTEST_STANDINGS_EVENT
 * after verdicts): `onChange` runs for each event of this contest and after a reconnect (the room is joined again,
 * and what went by meanwhile is re-read). Signed-out viewers have no socket; the standings poll instead.
 */
import { useEffect, useRef } from 'react';
import {
  CONTEST_JOIN_EVENT,
  CONTEST_LEAVE_EVENT,
  CONTEST_STANDINGS_EVENT,
  contestStandingsEventSchema,
} from '@katana/shared/api/contests';
import { useSubmissionFeed } from '../../../lib/realtime/realtime-context.tsx';

export function useContestRoom(slug: string, enabled: boolean, onChange: () => void): void {
  const feed = useSubmissionFeed();
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!feed || !enabled) return;
    const join = () => void feed.emitWithAck(CONTEST_JOIN_EVENT, { slug }).catch(() => {});
    join();
    const stopEvent = feed.listen(CONTEST_STANDINGS_EVENT, (payload) => {
      const event = contestStandingsEventSchema.safeParse(payload);
      if (event.success && event.data.slug === slug) latest.current();
    });
    const stopReconnect = feed.onReconnect(() => {
      join();
      latest.current();
    });
    return () => {
      stopEvent();
      stopReconnect();
      void feed.emitWithAck(CONTEST_LEAVE_EVENT, { slug }).catch(() => {});
    };
  }, [feed, enabled, slug]);
}
