/**
 * The signed-in user's submission feed for screens: `useSubmissionFeed()` opens the socket with the user's
 * node_access_token (spec 03 §7) and shares it between every component that asks, closing it when the last one
 * unmounts or the user changes. Null while nobody is signed in; screens then rely on polling alone.
 * Tests swap the socket for a fake with `<RealtimeSocketProvider factory={...}>`.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { connectSocket, type SocketFactory } from './realtime-socket.ts';
import { createSubmissionFeed, type SubmissionFeed } from './submission-feed.ts';

const FactoryContext = createContext<SocketFactory>(connectSocket);

export function RealtimeSocketProvider({ factory, children }: { factory: SocketFactory; children: ReactNode }) {
  return <FactoryContext.Provider value={factory}>{children}</FactoryContext.Provider>;
}

interface Shared {
  feed: SubmissionFeed;
  users: number;
}
const shared = new Map<SocketFactory, Map<string, Shared>>();

function acquire(factory: SocketFactory, token: string): SubmissionFeed {
  let byToken = shared.get(factory);
  if (!byToken) shared.set(factory, (byToken = new Map()));
  let entry = byToken.get(token);
  if (!entry) byToken.set(token, (entry = { feed: createSubmissionFeed(factory(token)), users: 0 }));
  entry.users += 1;
  return entry.feed;
}

function release(factory: SocketFactory, token: string): void {
  const byToken = shared.get(factory);
  const entry = byToken?.get(token);
  if (!byToken || !entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.feed.close();
  byToken.delete(token);
  if (byToken.size === 0) shared.delete(factory);
}

export function useSubmissionFeed(): SubmissionFeed | null {
  const factory = useContext(FactoryContext);
  const token = useAuth().user?.node_access_token ?? null;
  const [state, setState] = useState<{ token: string; feed: SubmissionFeed } | null>(null);

  useEffect(() => {
    if (!token) return;
    const feed = acquire(factory, token);
    setState({ token, feed });
    return () => {
      release(factory, token);
      setState(null);
    };
  }, [factory, token]);

  // A feed left from a previous user is never handed out.
  return state && state.token === token ? state.feed : null;
}

/**
 * Calls `listener` with each payload of `event` on the user's shared socket (nothing while signed out), and
 * `onReconnect` after the socket comes back, to re-read what may have gone by while it was away.
 */
export function useSocketEvent(
  event: string,
  listener: (payload: unknown) => void,
  onReconnect?: () => void,
): void {
  const feed = useSubmissionFeed();
  const latest = useRef({ listener, onReconnect });
  latest.current = { listener, onReconnect };
  useEffect(() => {
    if (!feed) return;
    const stopEvent = feed.listen(event, (payload) => latest.current.listener(payload));
    const stopReconnect = feed.onReconnect(() => latest.current.onReconnect?.());
    return () => {
      stopEvent();
      stopReconnect();
    };
  }, [feed, event]);
}
