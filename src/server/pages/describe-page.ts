import type { FastifyRequest } from 'fastify';
import { isClientRoute } from '#shared/client-routes';
import { headTags } from './page-head';
import { resolvePageMeta } from './page-meta';

export interface PageDescription {
  status: 200 | 404;
  head: string;
}

/**
 * Status and head tags for the HTML of `pathname`. When the database cannot answer, null: the
 * page is then served as before (the app renders itself), never as an error.
 */
export async function describePage(request: FastifyRequest, pathname: string): Promise<PageDescription | null> {
  try {
    // The configured origin, never the request's Host: this head is cached and shared (issue 29).
    const origin = request.server.config.PUBLIC_URL;
    const meta = await resolvePageMeta(request.server.db, pathname, origin, isClientRoute);
    return { status: meta.status, head: headTags(meta, origin) };
  } catch (err) {
    request.log.warn({ err }, 'page head not resolved');
    return null;
  }
}
