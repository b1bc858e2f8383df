/**
 * The adapter's Redis connections against a real Redis (TEST_REDIS_URL). The socket.io Redis adapter subscribes once
 * per namespace, whenever the namespace is created -- possibly while the subscriber is still in its handshake. With
 * ioredis 5 a subscribe written during the handshake races the client's own INFO/CLIENT SETINFO commands
 * (redis/ioredis#2037): the connection is refused those and no message ever reaches it. This is how a node of a
 * scale-out deployment went deaf to every other node's emits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createAdapterClients, type AdapterClients } from './adapter-clients.ts';
import { waitFor } from '@katana/judge/test-support';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[adapter clients] TEST_REDIS_URL is unset: skipping');

describe.skipIf(!REDIS_URL)('the realtime adapter clients', () => {
  let clients: AdapterClients | undefined;
  let publisher: Redis | undefined;
  afterEach(async () => {
    await clients?.close();
    publisher?.disconnect();
  });

  it('hear every pattern subscribed while the subscriber was still connecting, and report no error', async () => {
    const errors: string[] = [];
    clients = createAdapterClients(REDIS_URL!, (err) => errors.push(err.message));
    const { sub } = clients;
    const channel = `katana-test-adapter-${process.pid}-${Date.now()}`;
    // The first namespace subscribes at once (queued); the second one in the middle of the handshake.
    void sub.psubscribe(`${channel}#/#*`);
    sub.once('connect', () => void sub.psubscribe(`${channel}#/contests#*`));
    const heard: string[] = [];
    sub.on('pmessage', (_pattern: string, ch: string) => heard.push(ch));

    publisher = new Redis(REDIS_URL!);
    await waitFor(() => sub.status === 'ready', 'the subscriber to be ready');
    await waitFor(async () => {
      await publisher!.publish(`${channel}#/#user:1#`, 'x');
      await publisher!.publish(`${channel}#/contests#contest:1#`, 'y');
      return heard.includes(`${channel}#/#user:1#`) && heard.includes(`${channel}#/contests#contest:1#`);
    }, 'both namespaces to hear a publish');
    expect(errors).toEqual([]);
  });
});
