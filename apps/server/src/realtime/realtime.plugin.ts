/**
 * The realtime layer: a socket.io server on Fastify's HTTP server at /socket.io. A socket authenticates in its
 * handshake with the user's node access token (`auth: { token }`) and joins the room `user:<id>`; services emit to
 * that room with `app.realtime.toUser`. Embedded: socket.io's in-memory adapter. Scale-out (REDIS_URL): the Redis
 * adapter, so a room reaches the user's sockets on every API node. Sockets whose session ends (logout, expiry,
 * deactivation) are disconnected by a periodic check, and a revoked token is refused at the next handshake.
 */
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH } from '@katana/shared/api/practice-submissions';
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { createNodeAccessTokens, type NodeAccess, type NodeAccessTokens } from '../auth/index.ts';
import { createAdapterClients } from './adapter-clients.ts';

export interface Realtime {
  io: Server;
  /** Emits to every socket of the user, on every API node. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Re-checks the sessions of this node's sockets now and disconnects those that ended; returns how many. */
  checkSessions(): Promise<number>;
  /**
   * Adds a listener run when a socket of a user joined its room on this node (notifications push what waited
   * while the user was away). A listener's failure is logged, never fails the connection.
   */
  onConnect(listener: (userId: number) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    nodeAccessTokens: NodeAccessTokens;
  }
}

export interface RealtimePluginOptions {
  /** Redis channel prefix of the adapter (default 'socket.io'); tests isolate themselves with their own. */
  adapterKey?: string;
  /** How often connected sockets' sessions are re-checked (default 60 s). */
  sessionCheckMs?: number;
}

interface SocketData extends NodeAccess {
  token: string;
}

export const userRoom = (userId: number) => `user:${userId}`;

function refused(): Error {
  // The client sees this as connect_error with err.data.code 101, like the API's "Please login to continue".
  return Object.assign(new Error(AuthErrorMessage.LOGGED_OUT), { data: { code: AuthErrorCode.LOGGED_OUT } });
}

export default fp<RealtimePluginOptions>(
  async (app, opts) => {
    const tokens = createNodeAccessTokens({
      sessions: app.repos.sessions,
      pepper: app.config.auth.otpPepper,
    });
    app.decorate('nodeAccessTokens', tokens);

    const origins = app.config.corsOrigins;
    const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
      app.server,
      {
        path: SOCKET_PATH,
        serveClient: false,
        ...(origins && origins.length > 0 ? { cors: { origin: origins, credentials: true } } : {}),
      },
    );

    // Scale-out: rooms span every API node through Redis.
    const redis = app.config.redisUrl
      ? createAdapterClients(app.config.redisUrl, (err) =>
          app.log.warn({ err: { message: err.message } }, 'realtime: redis error'),
        )
      : null;
    if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: opts.adapterKey ?? 'socket.io' }));

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      tokens.verify(token).then(
        (access) => {
          if (!access) return next(refused());
          socket.data = { ...access, token: token as string };
          next();
        },
        (err: Error) => {
          app.log.warn({ err: { message: err.message } }, 'realtime: handshake check failed');
          next(refused());
        },
      );
    });
    const connectListeners: ((userId: number) => Promise<void>)[] = [];
    io.on('connection', (socket: Socket) => {
      const { userId } = socket.data as SocketData;
      void Promise.resolve(socket.join(userRoom(userId))).then(async () => {
        for (const listener of connectListeners) {
          await listener(userId).catch((err: Error) =>
            app.log.warn({ err: { message: err.message } }, 'realtime: connect listener failed'),
          );
        }
      });
    });

    async function checkSessions(): Promise<number> {
      const byToken = new Map<string, Socket[]>();
      for (const socket of io.of('/').sockets.values()) {
        const { token } = socket.data as SocketData;
        byToken.set(token, [...(byToken.get(token) ?? []), socket]);
      }
      let dropped = 0;
      for (const [token, sockets] of byToken) {
        if (await tokens.verify(token)) continue;
        for (const socket of sockets) socket.disconnect(true);
        dropped += sockets.length;
      }
      return dropped;
    }
    const timer = setInterval(() => {
      checkSessions().catch((err: Error) =>
        app.log.warn({ err: { message: err.message } }, 'realtime: session check failed'),
      );
    }, opts.sessionCheckMs ?? 60_000);
    timer.unref();

    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event as never, payload as never),
      checkSessions,
      onConnect: (listener) => void connectListeners.push(listener),
    } satisfies Realtime);

    // Before Fastify closes the HTTP server: io.close() would close it itself, so only the sockets go here.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    });
    app.addHook('onClose', async () => redis?.close());
  },
  { name: 'realtime', dependencies: ['database', 'redis'] },
);
