/** How often a screen showing a live game asks again (issue 19: "every ~30 s"). */
export const LIVE_REFRESH_MS = 30_000;

type Live = { status: string };
const anyLive = (data: unknown): boolean =>
  Array.isArray(data) ? data.some((g: Live) => g?.status === 'live') : (data as Live | undefined)?.status === 'live';

/**
 * `refetchInterval` for a query answering games: every 30 s while one of them is live, never otherwise
 * (requirements §7's "no refetch by interval" holds for everything else). TanStack Query pauses the interval while
 * the tab is hidden, and the API's `public, no-cache` + ETag make an unchanged answer a 304.
 */
export const refreshWhileLive = (query: { state: { data: unknown } }): number | false =>
  anyLive(query.state.data) ? LIVE_REFRESH_MS : false;
