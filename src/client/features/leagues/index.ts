// Public API of the leagues feature: other pages show a league's leaders through these.
export { leadersQueryOptions, useLeaders } from './api/get-leaders';
