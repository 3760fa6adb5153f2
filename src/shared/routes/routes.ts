import { adSettingsRoute } from './pages/ad-settings';
import { adTestRoute } from './pages/ad-test';
import { adminRoute } from './pages/admin';
import { directoryRoute } from './pages/directory';
import { facilitiesRoute } from './pages/facilities';
import { facilityRoute } from './pages/facility';
import { gameRoute } from './pages/game';
import { helpRoute } from './pages/help';
import { homeRoute } from './pages/home';
import { leagueRoute } from './pages/league';
import { leaguesRoute } from './pages/leagues';
import { loginRoute } from './pages/login';
import { playerRoute } from './pages/player';
import { playersRoute } from './pages/players';
import { productsRoute } from './pages/products';
import { scoreRoute } from './pages/score';
import { scoreGameRoute } from './pages/score-game';
import { scoresRoute } from './pages/scores';
import { searchRoute } from './pages/search';
import { standingsRoute } from './pages/standings';
import { teamRoute } from './pages/team';
import { teamsRoute } from './pages/teams';

/**
 * Every page of the site (requirements §2.1 plus our additions), one descriptor each in ./pages/.
 * The order is the router's; a new page is its descriptor file and one line here.
 */
export const ROUTES = {
  home: homeRoute,
  directory: directoryRoute,
  products: productsRoute,
  help: helpRoute,
  facilities: facilitiesRoute,
  facility: facilityRoute,
  leagues: leaguesRoute,
  league: leagueRoute,
  teams: teamsRoute,
  team: teamRoute,
  players: playersRoute,
  player: playerRoute,
  standings: standingsRoute,
  scores: scoresRoute,
  game: gameRoute,
  search: searchRoute,
  admin: adminRoute,
  adSettings: adSettingsRoute,
  adTest: adTestRoute,
  login: loginRoute,
  score: scoreRoute,
  scoreGame: scoreGameRoute,
};

export type RouteId = keyof typeof ROUTES;
type Routes = typeof ROUTES;

/** The typed address of every page: `links.player(42)`, `links.standings({ league: 1 })`. */
export const links = Object.fromEntries(Object.entries(ROUTES).map(([id, route]) => [id, route.link])) as {
  [K in RouteId]: Routes[K]['link'];
};

export type SiteLinks = typeof links;

/** Every path pattern with its page, in router order (aliases after their canonical path). */
export const ROUTE_PATHS = Object.values(ROUTES).flatMap((route) => route.paths.map((path) => ({ path, route })));
