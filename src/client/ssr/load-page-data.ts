import type { Query, QueryClient } from '@tanstack/react-query';

// A list page needs one round (its first page); a record page two at most (the record, then what
// its answer names, e.g. a team's league). More would mean a chain no first screen should have.
const MAX_ROUNDS = 3;

const enabled = (query: Query) => {
  const value = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof value === 'function' ? value(query) : value !== false;
};

/** Queries the last render asked for that nothing has fetched yet (renderToString runs no effects). */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
}

/**
 * Renders, fetches what that render asked for, and renders again until it asks for nothing new:
 * the last HTML holds the page's data, and the cache holds exactly the answers the browser's first
 * render will ask for (issue #16). A failed answer is left to the page's own error state.
 */
export async function renderWithData(queryClient: QueryClient, render: () => string): Promise<string> {
  let html = render();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const wanted = unfetched(queryClient);
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
    html = render();
  }
  return html;
}
