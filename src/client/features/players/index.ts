// Public API of the players feature: the first page's prefetch and the server's pre-render read players through these.
export { prefetchPlayers } from './api/prefetch-players';
export { playerQueryOptions } from './api/get-player';
export { playerStatsQueryOptions } from './api/get-player-stats';
