import type { ReactNode } from 'react';
import type { Game } from '#shared/schemas/game';
import { SCORE_WINDOW_BEFORE_MS } from '#shared/auth/access';
import { eventsToBoxScore } from '#shared/domain/box-score/events-to-box-score';
import { useGameEvents } from '../api/get-events';
import { useEventStream } from '../api/use-event-stream';
import { PlayByPlay } from './deferred';
import { useTimeReached } from '#client/lib/use-time-reached';

/**
 * Issue 27: a game being scored live. The score shown is what its events add up to until the game
 * is final (then the stored result rules); the play-by-play follows the stream, or the 30 s poll
 * while the stream is not connected.
 */
export function LiveEvents({ game, children }: { game: Game; children: (shown: Game) => ReactNode }) {
  // A scheduled game is followed from an hour before its start, when its scorekeeper may begin; a page opened
  // earlier starts following at that moment.
  const windowOpens = game.status === 'scheduled' && game.startsAt ? Date.parse(game.startsAt) - SCORE_WINDOW_BEFORE_MS : null;
  const soon = useTimeReached(windowOpens);
  const open = game.status === 'live' || soon;
  const connected = useEventStream(game.id, open);
  const events = useGameEvents(game.id, open && !connected && game.status === 'live');
  const list = events.data ?? [];
  let shown = game;
  if (open && list.length > 0) {
    const { result } = eventsToBoxScore(list).box;
    shown = { ...game, homeScore: result.homeScore, awayScore: result.awayScore, status: 'live' };
  }
  return (
    <>
      {children(shown)}
      {list.length > 0 && <PlayByPlay game={game} events={list} live={connected} />}
    </>
  );
}
