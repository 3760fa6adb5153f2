// Public API of the games feature: the server's pre-render reads a game page's data through these.
export { gameQueryOptions } from './api/get-game';
export { boxScoreQueryOptions } from './api/get-box-score';
export { rosterQueryOptions } from './api/get-roster';
export { gameEventsQueryOptions } from './api/get-events';
