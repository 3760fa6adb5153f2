// Public API of the teams feature: the server's pre-render reads a team page's data through these.
export { teamQueryOptions } from './api/get-team';
export { teamGamesQueryOptions, type TeamGamesKind } from './api/get-team-games';
export { teamTab, type TeamTab } from './lib/team-tab';
export { teamRosterQueryOptions } from './api/get-team-roster';
export { teamStatsQueryOptions } from './api/get-team-stats';
