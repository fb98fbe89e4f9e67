import type { FastifyInstance } from 'fastify';

/**
 * Once the app closes, each answer still being prepared goes out with `Connection: close`. Fastify
 * closes the keep-alive connections idle at that moment, but a connection busy then would stay open
 * after its answer until the keep-alive timeout (65 s), holding the shutdown long past its deadline.
 */
export function closeConnectionsAfterLastAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
