import { isSeasonType, SEASON_TYPE_LABELS } from '#shared/domain/standings/seasons';
import { withQuery } from '#shared/routes/link-query';
import type { RouteMatch } from '#shared/routes/match-route';
import { standingsRoute, standingsTitle, yearParamLabel } from '#shared/routes/pages/standings';
import type { PageMeta } from '#shared/routes/route-descriptor';
import type { LeagueDetail } from '#shared/schemas/league';
import type { StandingsLookup } from '#shared/schemas/standing';
import { readFailure } from '../lib/read-in-process';
import type { PageReads } from './page-reads';

/** A public API read as JSON; null when the API says there is no such thing (any status but 200 or a failure). */
type ReadJson = <T>(url: string) => Promise<T | null>;

const readJson =
  (reads: PageReads): ReadJson =>
  async <T>(url: string) => {
    const answer = await reads.read(url);
    if (answer.status >= 500) throw readFailure(url, answer.status);
    return answer.status === 200 && answer.body ? (JSON.parse(new TextDecoder().decode(answer.body)) as T) : null;
  };

/** The standings page's own default: /standings alone shows the NHL, league 1 (requirements §2.13). */
const DEFAULT_STANDINGS_LEAGUE = 1;
const SELECTORS = ['level', 'league', 'year', 'type'];

/**
 * /standings?league=1 is the National Hockey League's table, and its head says so (issue 39 item 7), from the
 * same reads the page renders with: the league, and the table's season as the page asks for it (so the render
 * reuses the answer).
 */
async function standingsHead(params: URLSearchParams, read: ReadJson): Promise<Partial<PageMeta> | null> {
  const bare = !SELECTORS.some((k) => params.has(k));
  const leagueParam = params.get('league');
  const leagueId = bare ? DEFAULT_STANDINGS_LEAGUE : leagueParam && /^[1-9]\d{0,8}$/.test(leagueParam) ? Number(leagueParam) : null;
  if (leagueId === null) return null;
  const league = await read<LeagueDetail>(`/api/leagues/${leagueId}`);
  if (!league) return null;
  const year = params.get('year');
  const type = params.get('type');
  const chosen = yearParamLabel(year) !== null && isSeasonType(type);
  // The page reads a table for a full selection or for the league alone (its current season); a year without a
  // season type is a prompt, named by the year asked.
  const lookup =
    chosen || year === null
      ? await read<StandingsLookup>(withQuery('/api/standings', { leagueId, year: chosen ? year : null, type: chosen ? type : null }))
      : null;
  const seasonYear = lookup?.season?.year ?? yearParamLabel(year);
  const seasonType = lookup?.season?.seasonType ?? (chosen ? type : null);
  const what = seasonYear
    ? `the ${seasonYear} ${SEASON_TYPE_LABELS[isSeasonType(seasonType) ? seasonType : 'regular'].toLowerCase()}`
    : null;
  return {
    title: standingsTitle(league.name, seasonYear, seasonType),
    description: `${league.name} standings${what ? ` for ${what}` : ''}: points, records, goal differential and the playoff race, computed from every final result.`,
    canonicalPath: bare
      ? standingsRoute.link()
      : standingsRoute.link({ league: leagueId, year: chosen ? year : null, type: chosen ? type : null }),
  };
}

const QUERY_HEADS: Record<string, (params: URLSearchParams, read: ReadJson) => Promise<Partial<PageMeta> | null>> = {
  standings: standingsHead,
};

/** A page whose head depends on its query gets it here; any other page, or a query naming nothing, keeps `meta`. */
export async function withQueryHead(meta: PageMeta, match: RouteMatch | null, search: string, reads: PageReads): Promise<PageMeta> {
  const build = meta.status === 200 && match ? QUERY_HEADS[match.route.id] : undefined;
  if (!build) return meta;
  const head = await build(new URLSearchParams(search), readJson(reads));
  return head ? { ...meta, ...head } : meta;
}
