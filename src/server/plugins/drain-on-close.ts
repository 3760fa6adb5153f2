import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` finish as soon as the requests in flight are answered. Node stops accepting
 * and closes the connections idle at that moment, but a keep-alive connection whose request was
 * still running stays open after its answer until the client leaves (72 s), so shutdown would wait
 * that long and then be forced. Answers sent while closing say `Connection: close`, and each one
 * finished closes whatever became idle.
 */
export const drainOnClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks: they run on every request and never wait.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
});
