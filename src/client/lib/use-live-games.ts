import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { SCORE_WINDOW_BEFORE_MS } from '#shared/auth/access';
import { followLiveFeed, type LiveChange } from './live-feed';
import { queryKeys } from './query-keys';
import { refreshAfterWrite } from './refresh-after-write';

type Shown = Pick<Game, 'id' | 'status' | 'gameDate' | 'startsAt'>;
/** A list of one schedule day (the venues' calendar day), of one league or all (null). */
export type ShownDay = { date: string; leagueId: number | null };

// A scheduled game is followed from an hour before its start, when its scorekeeper may begin.
const followed = (g: Shown) =>
  g.status === 'live' || (g.status === 'scheduled' && !!g.startsAt && Date.parse(g.startsAt) - Date.now() < SCORE_WINDOW_BEFORE_MS);

const feedUrl = (date: string, leagueId: number | null = null) =>
  `/api/live?date=${date}${leagueId === null ? '' : `&leagueId=${leagueId}`}`;

// Several events in a burst (a goal and its shot, an import's games) refetch the lists once.
const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();
function invalidateGames(client: QueryClient) {
  if (pending.has(client)) return;
  pending.set(
    client,
    setTimeout(() => {
      pending.delete(client);
      // An event is a write to game_events (a game change, to games: the same scope): what that makes
      // stale comes from the one table of scopes (the games lists, the game and its events, and what a
      // score feeds), as after an admin's write.
      void refreshAfterWrite(client, ['game_events']);
    }, 150),
  );
}

/** A deleted game leaves every list on the page at once, before the refetch that confirms it. */
function dropGame(client: QueryClient, gameId: number) {
  for (const queryKey of [queryKeys.scoreboards, queryKeys.gameLists])
    client.setQueriesData<Game[]>({ queryKey }, (list) => (Array.isArray(list) ? list.filter((g) => g.id !== gameId) : list));
}

/**
 * Issue 27: the scores, team and home pages' games follow GET /api/live. A list of one schedule day
 * (`day`: the scores page, the home page's today) follows that day whole: any message refetches it, so
 * a game created, restored or imported onto the day appears, and a deleted one (a `game` message with
 * `deleted`) is dropped at once. Other lists follow only the days of their live games (or those starting
 * within the hour) and refetch on messages about games they show. The 30 s poll of live screens
 * (live-refresh.ts) stays underneath for a page whose stream cannot connect. Answers whether every stream
 * it needs is connected.
 */
export function useLiveGames(games: readonly Shown[] | undefined, day?: ShownDay): boolean {
  const client = useQueryClient();
  const shown = useRef(new Set<number>());
  shown.current = new Set((games ?? []).map((g) => g.id));
  const live = (games ?? []).filter(followed);
  const ids = useRef(new Set<number>());
  ids.current = new Set(live.map((g) => g.id));
  const whole = day ? feedUrl(day.date, day.leagueId) : null;
  const otherDays = live.map((g) => g.gameDate).filter((date) => date !== day?.date);
  const urls = [...new Set([...(whole ? [whole] : []), ...otherDays.map((date) => feedUrl(date))])].sort().join(' ');
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!urls || typeof EventSource === 'undefined') return;
    const states = new Map<string, boolean>();
    const stops = urls.split(' ').map((url) =>
      followLiveFeed(
        url,
        ({ gameId, removed }: LiveChange) => {
          const mine = shown.current.has(gameId);
          if (removed && mine) dropGame(client, gameId);
          // On a whole day's feed an unknown game is one added to the day: its list is refetched to show it.
          if (url === whole || ids.current.has(gameId) || (removed && mine)) invalidateGames(client);
        },
        (up) => {
          states.set(url, up);
          setConnected([...states.values()].every(Boolean));
        },
      ),
    );
    return () => {
      for (const stop of stops) stop();
      setConnected(false);
    };
  }, [urls, whole, client]);
  return connected;
}
