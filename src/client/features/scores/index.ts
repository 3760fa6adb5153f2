// Public API of the scores feature: other pages show a day's games through these.
export { scoreboardQueryOptions, useScoreboardGames, type ScoreboardQuery } from './api/get-games';
export { ALL_LEAGUES, DEFAULT_LEAGUE_ID } from './lib/use-scores-params';
