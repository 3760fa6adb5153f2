import type { RouteDescriptor } from './route-descriptor';
import { ROUTE_PATHS } from './routes';

// The descriptors' types differ per page (link, record); matching needs only what they share.
type AnyRoute = RouteDescriptor<(...args: never[]) => string, never>;

export interface RouteMatch {
  route: AnyRoute;
  /** The `:id` of the address as written (record pages read the record under it). */
  id: string | null;
  /** false: the path has a page's shape but a malformed id (`/player/abc`), which the app does not answer. */
  valid: boolean;
}

// `:id` takes any segment here, so a malformed id still names its page (its not-found title says which).
const MATCHERS = ROUTE_PATHS.map(({ path, route }) => ({
  route: route as AnyRoute,
  pattern: new RegExp(`^/${path.replace(/:[a-z]+/gi, '([^/]+)')}$`),
}));

export const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The page at `pathname` (trailing slashes ignored), or null when no page has this shape. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalizePath(pathname);
  for (const { route, pattern } of MATCHERS) {
    const m = pattern.exec(path);
    if (!m) continue;
    const id = m[1] ?? null;
    return { route, id, valid: id === null || /^\d+$/.test(id) };
  }
  return null;
}

/** Whether the React app answers this path (`:id` segments match positive integers only). */
export const isClientRoute = (pathname: string): boolean => matchRoute(pathname)?.valid === true;

/** The page module for a path, or null when the app shows its not-found view. */
export function clientRoutePage(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match?.valid ? match.route.page : null;
}

/** Whether the server sends this path's app shell pre-rendered (docs/decisions/0009). */
export function hasPrerenderedShell(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match?.valid === true && match.route.cache === 'shared';
}

/** The title of a page that shows no single record, or null for record pages and pages that name what they show. */
export function staticPageTitle(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match?.valid && !match.route.titledByPage ? (match.route.title ?? null) : null;
}

/** Id of the JSON script holding the data a pre-rendered page was rendered with. */
export const PRERENDERED_STATE_ID = 'hd-state';
