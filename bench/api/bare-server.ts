/**
 * The baseline of bench/api: a bare Fastify hello-world on the same Node, no plugins, one JSON route.
 *
 *   node bench/api/bare-server.ts is not run by hand: run.ts starts it with PORT set and reads "listening".
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
