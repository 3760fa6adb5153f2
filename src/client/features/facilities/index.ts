// Public API of the facilities feature: other pages link to and read a facility through these.
export { facilityQueryOptions } from './api/get-facility';
export { countriesQueryOptions } from './api/get-countries';
export { facilityGamesQueryOptions, facilityTeamsQueryOptions } from './api/get-facility-activity';
