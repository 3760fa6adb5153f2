import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdFreePath } from '#shared/domain/ads/ad-boundary';
import { matchRoute, type RouteMatch } from '#shared/routes/match-route';
import { pageMeta, recordRead } from '#shared/routes/page-meta';
import type { PageCache } from '../cache/page-cache';
import { newNonce, pageDirectives, serializeCsp } from '../lib/content-security-policy';
import { readFailure, ReadUnavailable } from '../lib/read-in-process';
import { isApiAnswer, PAGE_HEADERS } from '../plugins/security';
import { withScriptNonce } from './nonced-html';
import { headTags } from './page-head';
import type { PageReads } from './page-reads';
import { withQueryHead } from './query-heads';
import type { pageRenderer, RenderedPage } from './page-render';
import { pageKey, sendHtml, sendStoredPage } from './send-html';

/** One HTML request on its way through the pipeline. */
interface Page {
  request: FastifyRequest;
  pathname: string;
  match: RouteMatch | null;
  /** 200 for the app's routes, 404 for any other path; a record page may still turn out 404. */
  status: number;
  /** May be served from, and stored in, the shared page cache (a signed-out GET of a pre-rendered page). */
  shared: boolean;
}

/** The head the prefetch step found; null: the database did not answer, so the page goes out without one. */
type Prefetched = { status: number; head: string | null };

/**
 * Every HTML page of the site, in five named steps (issue 30): **resolve** the address to its route
 * descriptor, **prefetch** what the page reads first (a record page's record, from which its head
 * and status come), **render** it with that data, **cache** a signed-out visitor's page (consulted
 * before the prefetch, filled after the render) and **send** it compressed. docs/architecture.md.
 */
export function pagePipeline(deps: { pages: PageCache | null; reads: PageReads; renderer: ReturnType<typeof pageRenderer> }) {
  const { pages, reads, renderer } = deps;

  function resolve(request: FastifyRequest, routeStatus: number): Page {
    const pathname = request.url.split('?')[0];
    const match = matchRoute(pathname);
    const prerendered = match?.valid === true && match.route.cache === 'shared';
    const shared = pages !== null && !request.user && request.method === 'GET' && prerendered && !isAdFreePath(pathname);
    return { request, pathname, match, status: routeStatus, shared };
  }

  async function prefetch(page: Page): Promise<Prefetched> {
    const { request, pathname, match } = page;
    try {
      const url = recordRead(match);
      const answer = url ? await reads.read(url) : null;
      if (url && answer && answer.status !== 200 && answer.status !== 404) throw readFailure(url, answer.status);
      const record = answer ? (answer.status === 200 ? JSON.parse(new TextDecoder().decode(answer.body!)) : null) : undefined;
      // The configured origin, never the request's Host: this head is cached and shared (issue 29).
      const origin = request.server.config.PUBLIC_URL;
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const meta = await withQueryHead(pageMeta(pathname, match, record, origin), match, search, reads);
      return { status: page.status === 200 ? meta.status : page.status, head: headTags(meta, origin) };
    } catch (err) {
      // The record's read found the database not answering: the page's own request times out with it
      // and logs that once, so this is not a second warning.
      const busy = err instanceof ReadUnavailable;
      request.log[busy ? 'debug' : 'warn']({ err }, 'page head not resolved');
      return { status: page.status, head: null };
    }
  }

  async function render(page: Page, { status, head }: Prefetched): Promise<RenderedPage & { status: number }> {
    // Record pages answer 404 for unknown ids, with the app's not-found view (issue #16).
    if (status !== 200) return { status, html: renderer.notFound(head), shareable: true };
    const prerender = page.match?.valid === true && page.match.route.cache === 'shared';
    return { status, ...(await renderer.render(page.request, page.pathname, head, prerender)) };
  }

  /** Prefetch and render share one set of reads: the record read for the head is the one the page renders. */
  const build = (page: Page) => reads.within(async () => render(page, await prefetch(page)));

  async function send(reply: FastifyReply, routeStatus = 200): Promise<FastifyReply> {
    const page = resolve(reply.request, routeStatus);
    // A page under /api (the sign-in page) started with the API's headers; every other page has these already.
    if (isApiAnswer(reply.request.url)) reply.headers(PAGE_HEADERS);
    // A signed-in visitor's page carries their name: rendered for them alone, never for a shared cache.
    reply.header('cache-control', reply.request.user ? 'private, no-cache' : 'no-cache');
    // Every page's scripts run by this response's nonce alone (docs/decisions/0033); ad-free pages
    // (docs/decisions/0003) frame nothing, the others only the ad frames.
    const nonce = newNonce();
    reply.header('content-security-policy', serializeCsp(pageDirectives(nonce, { frames: !isAdFreePath(page.pathname) })));
    return cache(reply, page, nonce);
  }

  async function cache(reply: FastifyReply, page: Page, nonce: string): Promise<FastifyReply> {
    const version = page.shared && pages ? await pages.version() : null;
    // A page not kept (a signed-in visitor's, an ad-free one) or on its first answer is compressed at the
    // answer effort: it may never be sent again (docs/decisions/0032).
    if (!pages || version === null) {
      const { status, html } = await build(page);
      return sendHtml(reply, status, withScriptNonce(html, nonce));
    }
    const key = pageKey(page.request.url);
    const hit = pages.get(key, version);
    reply.header('x-cache', hit ? 'hit' : 'miss');
    if (hit) return sendStoredPage(reply, pages.forHit(hit), nonce, 'page');
    const { status, html, shareable } = await build(page);
    if (!shareable) return sendHtml(reply, status, withScriptNonce(html, nonce));
    return sendStoredPage(reply, pages.set(key, version, { status, html }), nonce, 'answer');
  }

  return { send, resolve, prefetch, render, cache };
}
