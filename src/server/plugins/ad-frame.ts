import type { FastifyInstance } from 'fastify';
import { AD_FRAME_PATH } from '#shared/domain/ads/ad-boundary';
import { AD_FRAME_DIRECTIVES, serializeCsp } from '../lib/content-security-policy';

const POLICY = serializeCsp(AD_FRAME_DIRECTIVES);

/**
 * Takes the first string its parent posts as its whole document (the creative's, harness first:
 * client/features/ads/lib/frame-document.ts). Only the parent's: the frame's own creative cannot
 * post it another one. document.open drops this listener with the rest of the old document.
 */
const LOADER =
  '<!doctype html><html><head><meta charset="utf-8"><title>Advertisement</title><script>' +
  "addEventListener('message',function take(e){if(e.source!==parent||typeof e.data!=='string')return;" +
  "removeEventListener('message',take);document.open();document.write(e.data);document.close()})" +
  '</script></head><body></body></html>';

/**
 * The ad frame's document (docs/decisions/0003, 0033): the one response with a policy for
 * third-party script. It is the same for every slot and visitor, so browsers keep it an hour.
 */
export async function adFrameRoute(app: FastifyInstance) {
  app.get(AD_FRAME_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply
      .header('content-security-policy', POLICY)
      .header('cache-control', 'public, max-age=3600')
      .type('text/html; charset=utf-8')
      .send(LOADER);
  });
}
