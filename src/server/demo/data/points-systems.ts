import { IIHF_POINTS, NHL_POINTS, type PointsSystem } from '#shared/domain/standings/standings-types';

/**
 * Issue 39 item 5: each league counts its table the way the real one does (the demo once gave every league
 * but the IIHF two points a win). Standings are computed from the league's stored system, so this is all it takes.
 *
 * 3-2-1-0 (regulation win 3, overtime or shootout win 2, overtime or shootout loss 1), the IIHF's system, which
 * most European leagues adopted in the 2000s: the SHL, Liiga, DEL, Czech Extraliga, Swiss National League and
 * the IIHF tournaments. NCAA Division I conferences (Big Ten, NCHC and others) count 3-2-1-0 in their own
 * tables since the 2020s; the demo's single NCAA table follows them.
 *
 * 2-1-0 (any win 2, overtime or shootout loss 1): the NHL and the AHL; the KHL, which counted 3-2-1-0 in its
 * first seasons and later went over to two points for any win; the EIHL; the CHL's OHL, WHL and QMJHL, the USHL
 * and U SPORTS.
 *
 * The fictional amateur and youth leagues count as their country's federation does: Swedish, Swiss and
 * Finnish ones 3-2-1-0, North American ones 2-1-0.
 */
const THREE_POINT = new Set(['SHL', 'Liiga', 'DEL', 'ELH', 'NL', 'WC', 'WJC', 'NCAA', 'SRHL', 'AAHL', 'U16 SM']);

export function pointsSystemOf(shortName: string): PointsSystem {
  return { ...(THREE_POINT.has(shortName) ? IIHF_POINTS : NHL_POINTS) };
}
