// Public API of the standings feature: other pages show a league's table through these.
export { standingsQueryOptions, useStandings } from './api/get-standings';
