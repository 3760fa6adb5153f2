import type { FastifyRequest } from 'fastify';
import { PRERENDERED_STATE_ID } from '#shared/routes/match-route';
import type { AdConfig } from '#shared/schemas/ad';
import { toPublicUser } from '../repositories/users/users';
import { withBrandBar, withShell, type RenderShell } from '../lib/app-shell';
import { withHead } from './page-head';
import { pageAssembler, withTags } from './page-template';

export interface RenderedPage {
  html: string;
  /** Rendered whole, so other visitors may get the same HTML. */
  shareable: boolean;
}

export interface PageTemplates {
  /** index.html as built. */
  indexHtml: string;
  /** index.html with its stylesheet inlined, for pre-rendered pages. */
  shellIndexHtml: string;
  renderShell: RenderShell | null;
  /** The site's brand bar, for the pages not pre-rendered (null: none built). */
  brandBar: string | null;
  /** The `<link rel="modulepreload">` tags of the page at a path. */
  preloads: (pathname: string) => string;
  /**
   * The ad settings every page renders with: the public /api/ad-config answer, from the read cache
   * (a write to the settings bumps its data version), not a database read per page.
   */
  adConfig: () => Promise<AdConfig>;
}

/**
 * The render step: the page's shell pre-rendered for this visitor, with the page's head tags when
 * it has them; on any failure the plain client app, which renders the same page itself (a database
 * outage, say, must not turn pages into errors).
 */
export function pageRenderer({ indexHtml, shellIndexHtml, renderShell, brandBar, preloads, adConfig }: PageTemplates) {
  const assemble = pageAssembler(shellIndexHtml, PRERENDERED_STATE_ID);

  /** A page the server does not pre-render, or a not-found: the client app with the page's head. */
  const plain = (pathname: string, head: string | null) => {
    const tagged = withTags(indexHtml, preloads(pathname));
    const html = brandBar ? withBrandBar(tagged, brandBar) : tagged;
    return head === null ? html : withHead(html, head);
  };

  async function render(request: FastifyRequest, pathname: string, head: string | null, prerender: boolean): Promise<RenderedPage> {
    if (!renderShell || !prerender) return { html: plain(pathname, head), shareable: true };
    const tags = preloads(pathname);
    try {
      const { leagueIds, teamIds } = request.access;
      const user = request.user ? { ...toPublicUser(request.user), leagueIds: [...leagueIds], teamIds: [...teamIds] } : null;
      const shell = await renderShell({ url: `http://localhost${request.url}`, user, adConfig: await adConfig() });
      const html =
        (head !== null && assemble(tags, head, shell)) ||
        ((page: string) => (head === null ? page : withHead(page, head)))(
          withShell(withTags(shellIndexHtml, tags), shell, PRERENDERED_STATE_ID),
        );
      return { html, shareable: shell.complete };
    } catch (err) {
      request.log.warn({ err }, 'app shell not pre-rendered');
    }
    return { html: plain(pathname, head), shareable: false };
  }

  return { render, notFound: (head: string | null) => (head === null ? indexHtml : withHead(indexHtml, head)) };
}
