import { isRecordId } from '../domain/directory/record-id';
import { DEFAULT_DESCRIPTION, notFoundTitle } from './head-text';
import { RECORD_HEADS } from './heads';
import type { RouteMatch } from './match-route';
import { normalizePath } from './match-route';
import type { PageMeta } from './route-descriptor';
import { links } from './routes';

export const notFoundMeta = (what?: string): PageMeta => ({
  status: 404,
  title: notFoundTitle(what),
  description: DEFAULT_DESCRIPTION,
  canonicalPath: null,
  ogType: 'website',
  noindex: true,
  jsonLd: [],
});

/** The API read a record page's head needs (its first render reads the same), or null when there is none to make. */
export function recordRead(match: RouteMatch | null): string | null {
  const record = match?.valid && match.route.record;
  return record && match.id !== null && isRecordId(Number(match.id)) ? record.read(match.id) : null;
}

/**
 * The head and status of the page at `pathname` (issue #16): a record page's from the record the
 * page reads (`record`: its answer; null, the API said it does not exist), so an unknown, malformed
 * or out-of-range id is a real 404; other pages have fixed heads; an unknown path is the not-found page.
 */
export function pageMeta(pathname: string, match: RouteMatch | null, record: unknown, origin: string): PageMeta {
  if (!match) return notFoundMeta();
  const { route } = match;
  if (route.record) {
    if (recordRead(match) === null || record === null || record === undefined) return notFoundMeta(route.record.kind);
    const head = RECORD_HEADS[route.id as keyof typeof RECORD_HEADS];
    if (!head) throw new Error(`route ${route.id} has a record but no head in heads.ts`);
    const found = record as never;
    return { status: 200, ogType: 'website', title: route.record.title(found), ...head(found, origin, links) };
  }
  if (!match.valid || route.title === undefined) return notFoundMeta();
  return {
    status: 200,
    title: route.title,
    description: route.description ?? DEFAULT_DESCRIPTION,
    canonicalPath: normalizePath(pathname),
    ogType: 'website',
    noindex: route.noindex,
    jsonLd: route.jsonLd?.(origin) ?? [],
  };
}
