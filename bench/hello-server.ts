// The ceiling of the API benchmark: a bare Fastify "hello" route, nothing else, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
