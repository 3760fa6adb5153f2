// Public API of the leagues feature: other pages show a league's leaders through these; the server's pre-render
// reads a league page's data through them.
export { leadersQueryOptions, useLeaders } from './api/get-leaders';
export { leagueQueryOptions } from './api/get-league';
export { leagueGamesQueryOptions } from './api/get-league-games';
