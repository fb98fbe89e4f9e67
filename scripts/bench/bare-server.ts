import Fastify from 'fastify';

/** The yardstick: Fastify answering a constant, no plugin, no database. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
