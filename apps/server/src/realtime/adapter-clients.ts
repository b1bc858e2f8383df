/**
 * The two Redis connections of the socket.io Redis adapter. The adapter fires its publish/subscribe commands without
 * handling their promises, so while Redis is down every emit would become an unhandled rejection; here each such
 * command's failure is caught (the event is lost, as any realtime event is when Redis is down -- the result can still
 * be fetched). The subscriber waits for Redis instead of giving up, so the adapter's subscriptions are made as soon
 * as Redis is reachable, and ioredis renews them after every reconnect.
 */
import { Redis } from 'ioredis';

const PUBSUB_COMMANDS = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

/** Runs `send` once the client is ready (now if it is), or fails when the client is closed first. */
function whenReady(client: Redis, send: () => Promise<unknown>): Promise<unknown> {
  if (client.status === 'ready') return send();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      client.off('end', onEnd);
      send().then(resolve, reject);
    };
    const onEnd = () => {
      client.off('ready', onReady);
      reject(new Error('the Redis connection closed before it was ready'));
    };
    client.once('ready', onReady);
    client.once('end', onEnd);
  });
}

/**
 * Catches each pub/sub command's failure; with `holdUntilReady`, (un)subscribe commands also wait for the end of the
 * connection's handshake: ioredis 5 writes them during it, where they race its own INFO / CLIENT SETINFO and leave
 * the connection deaf (redis/ioredis#2037). ioredis renews the subscriptions itself after a reconnect.
 */
function catchRejections(client: Redis, onError: (err: Error) => void, holdUntilReady = false): Redis {
  for (const name of PUBSUB_COMMANDS) {
    const original = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const hold = holdUntilReady && name !== 'publish';
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const pending = hold ? whenReady(client, () => original(...args)) : original(...args);
      pending.catch(onError);
      return pending;
    };
  }
  return client;
}

export interface AdapterClients {
  pub: Redis;
  sub: Redis;
  close(): Promise<void>;
}

export function createAdapterClients(url: string, onError: (err: Error) => void): AdapterClients {
  // Publishing fails fast while Redis is down (like the app's other Redis uses); subscribing waits for it.
  const pub = catchRejections(new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }), onError);
  const sub = catchRejections(new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000 }), onError, true);
  for (const client of [pub, sub]) client.on('error', onError);
  return {
    pub,
    sub,
    async close() {
      // quit() would wait for a Redis that may never answer; an unconnected client is simply dropped.
      await Promise.all(
        [pub, sub].map((c) =>
          c.status === 'ready'
            ? c.quit().then(
                () => undefined,
                () => c.disconnect(),
              )
            : c.disconnect(),
        ),
      );
    },
  };
}
