import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITEMAP_KINDS, sitemapEntries, sitemapFiles, SITEMAP_PAGE_SIZE, type SitemapKind } from '../../repositories/directory/sitemap';
import { inflate, SitemapCache, type CachedXml } from './sitemap-cache';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml';

// Pages that show no single record and are worth indexing.
const STATIC_PATHS = ['/', '/directory', '/products', '/help', '/facilities', '/leagues', '/teams', '/players', '/standings', '/scores'];
const KINDS = Object.keys(SITEMAP_KINDS) as SitemapKind[];
const FILE = /^(players|teams|leagues|facilities|games)-([1-9]\d{0,5})\.xml$/;
const MAX_PAGE = Math.ceil(2_147_483_647 / SITEMAP_PAGE_SIZE);

/**
 * /robots.txt and the sitemaps (issue #16): /sitemap.xml is an index of /sitemaps/pages.xml and
 * one file per 50,000-id block of players, teams, leagues, facilities and final games, generated
 * from the database on request and cached until the data changes. Every URL names PUBLIC_URL,
 * never the request's Host, so the answers are the same for every Host and safe for shared caches.
 */
export default async function sitemapRoutes(app: FastifyInstance) {
  const cache = new SitemapCache(app.db, app.config.DATA_VERSION_CHECK_MS);
  const origin = app.config.PUBLIC_URL;
  const robots = robotsTxt(origin);

  async function sendXml(request: FastifyRequest, reply: FastifyReply, file: CachedXml | null) {
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Accept-Encoding')
      .header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(file.gzip);
    return reply.send(inflate(file.gzip));
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    return sendXml(
      request,
      reply,
      await cache.get('sitemap.xml', async () => {
        const files = await Promise.all(
          KINDS.map(async (kind) =>
            (await sitemapFiles(app.db, kind)).map((f) => ({ loc: `${origin}/sitemaps/${kind}-${f.page}.xml`, lastmod: f.lastmod })),
          ),
        );
        return sitemapIndexXml([{ loc: `${origin}/sitemaps/pages.xml` }, ...files.flat()]);
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      return sendXml(request, reply, await cache.get('pages.xml', async () => urlSetXml(STATIC_PATHS.map((p) => ({ loc: origin + p })))));
    }
    const match = FILE.exec(file);
    const page = match ? Number(match[2]) : 0;
    if (!match || page > MAX_PAGE) return sendXml(request, reply, null);
    const kind = match[1] as SitemapKind;
    return sendXml(
      request,
      reply,
      await cache.get(file, async () => {
        const rows = await sitemapEntries(app.db, kind, page);
        // An empty block is no file: the index never lists it.
        return rows.length ? urlSetXml(rows.map((r) => ({ loc: origin + SITEMAP_KINDS[kind].link(r.id), lastmod: r.lastmod }))) : null;
      }),
    );
  });
}
