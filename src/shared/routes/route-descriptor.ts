import type { SiteLinks } from './routes';
import type { JsonLd } from './structured-data';

/**
 * One page of the site, described once (issue 30): where it lives, which module renders it, how to
 * link to it, whether its HTML may be shared, and what its head says. The browser's router, the
 * server's page pipeline (resolve → prefetch → render → cache → send), the sitemap and every link
 * are derived from these descriptors; adding a page is adding one (docs/architecture.md).
 */
export interface RouteDescriptor<Link extends (...args: never[]) => string = (...args: never[]) => string, R = never> {
  /** Key of the page in `ROUTES` and `links`, and of its first-render queries on the client. */
  id: string;
  /** Path patterns (react-router syntax, no leading slash); the first is the canonical one. `:id` is a positive integer. */
  paths: readonly string[];
  /** The page component's module under src/client, loaded lazily (its own chunk). */
  page: string;
  /** The one way to write this page's address. */
  link: Link;
  /**
   * `shared`: pre-rendered with its data, and a signed-out visitor's HTML may be kept in the page
   * cache. `private`: not pre-rendered (signed-in screens, or a page that reads the browser while
   * rendering); the client app renders it, never cached.
   */
  cache: 'shared' | 'private';
  /** Kept out of search engines (search results, private screens). */
  noindex?: boolean;
  /** A page that shows no single record: its fixed title, and JSON-LD if any. */
  title?: string;
  /** Such a page's own meta description (absent: the site's). */
  description?: string;
  /**
   * The page sets its document title itself, from what it shows (the standings of one league); the layout leaves
   * the tab alone and the server builds the head from the query (src/server/pages/query-heads.ts).
   */
  titledByPage?: boolean;
  jsonLd?: (origin: string) => JsonLd[];
  /** A record page: the record is read once, before the first render, and the head is built from that answer. */
  record?: RecordHead<R>;
}

export interface RecordHead<R> {
  /** What the not-found title names ("Player Not Found"). */
  kind: string;
  /** The public API read of the record, exactly as the page's query asks it, so the render reuses the answer. */
  read: (id: string) => string;
  title: (record: R) => string;
}

/**
 * The rest of a record page's head, beside its descriptor in the same file but exported apart
 * (`recordHead`): only the server builds it, so the browser's bundle leaves it out. It is handed `links`
 * (./routes) rather than importing it, since `links` is made of the very modules that define the heads.
 */
export type RecordHeadBuilder = (record: never, origin: string, links: SiteLinks) => RecordMeta;

/** The head of a record page, apart from its title. */
export interface RecordMeta {
  description: string;
  canonicalPath: string;
  ogType?: PageMeta['ogType'];
  image?: string | null;
  jsonLd: JsonLd[];
}

/** What the head of one page says, and whether the page exists (issue #16). */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the one URL of this thing (aliases and query strings point here); null: no canonical. */
  canonicalPath: string | null;
  ogType: 'website' | 'profile' | 'article';
  image?: string | null;
  noindex?: boolean;
  jsonLd: JsonLd[];
}

type Link = (...args: never[]) => string;

/** Types a descriptor, keeping its link builder's and record's exact types for `links` and the page component. */
export function defineRoute<L extends Link, R>(
  route: RouteDescriptor<L, R> & { record: RecordHead<R> },
): RouteDescriptor<L, R> & { record: RecordHead<R> };
export function defineRoute<L extends Link>(route: RouteDescriptor<L>): RouteDescriptor<L>;
export function defineRoute(route: RouteDescriptor): RouteDescriptor {
  return route;
}

/** The description, canonical path and JSON-LD of a record page, from the record its descriptor reads. */
export const recordHead = <R>(
  _route: { record: RecordHead<R> },
  build: (record: R, origin: string, links: SiteLinks) => RecordMeta,
): RecordHeadBuilder => build as RecordHeadBuilder;
