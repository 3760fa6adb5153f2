import { deferredPart } from '#client/lib/deferred-part';

// The roster (foot of the overview, its own tab) and the Stats tab: their code loads after the
// page's (first-load budget, docs/performance.md).
export const RosterTable = deferredPart('roster', () => import('./roster-table').then((m) => m.RosterTable));
export const TeamStats = deferredPart('team-stats', () => import('./team-stats').then((m) => m.TeamStats));
