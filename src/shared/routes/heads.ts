import type { RouteId } from './routes';
import type { RecordHeadBuilder } from './route-descriptor';
import { facilityHead } from './pages/facility';
import { gameHead } from './pages/game';
import { leagueHead } from './pages/league';
import { playerHead } from './pages/player';
import { teamHead } from './pages/team';

/**
 * The record pages' heads, for the server only: kept out of `ROUTES` so the browser's first load,
 * which holds the descriptors (router, titles, links), does not carry them (~3 kB gzip).
 */
export const RECORD_HEADS: Partial<Record<RouteId, RecordHeadBuilder>> = {
  player: playerHead,
  team: teamHead,
  league: leagueHead,
  game: gameHead,
  facility: facilityHead,
};
