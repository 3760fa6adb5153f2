import { ListFilter, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { isNhl } from '#shared/domain/directory/league-order';
import { SEASON_TYPE_LABELS, seasonName, seasonYearLabel } from '#shared/domain/standings/seasons';
import { standingsRoute, standingsTitle } from '#shared/routes/pages/standings';
import { Badge } from '#client/components/ui/badge';
import { PageHeader } from '#client/components/ui/page-header';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useAllLeagues as useLeagues } from '#client/lib/queries/all-leagues';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { LastUpdated } from '../components/last-updated';
import { StandingsSelectors } from '../components/standings-selectors';
import { StandingsSkeleton } from '../components/standings-skeleton';
import { StandingsViews } from '../components/standings-views';
import { useStandingsSelection } from '../lib/use-standings-selection';
import { TopBannerAd } from '../../ads';
import { links } from '#shared/routes/routes';

const PROMPTS = {
  level: ['Select a Level', 'Choose a competition level to see its leagues.'],
  league: ['Select a League', 'Pick a league to see its seasons.'],
  year: ['Select a Year', 'Seasons are listed by the year they start.'],
  type: ['Select a Season', 'Preseason, regular season or playoffs.'],
} as const;

export default function StandingsPage() {
  const leaguesQuery = useLeagues();
  const leagues = useMemo(() => leaguesQuery.data ?? [], [leaguesQuery.data]);
  const { selection, change, standingsQuery: standings } = useStandingsSelection(leaguesQuery.data);
  const league = leagues.find((l) => l.id === selection.leagueId) ?? null;
  // The server picks the season (structured year/type first, the §7 name prefix as the fallback).
  const season = standings?.data?.season ?? null;

  const prompt = !selection.level
    ? PROMPTS.level
    : selection.leagueId === null
      ? PROMPTS.league
      : selection.year === null
        ? PROMPTS.year
        : !selection.type
          ? PROMPTS.type
          : null;
  // The tab names the league and season shown, as the server's head does (src/server/pages/query-heads.ts).
  const seasonYear = season?.year ?? (selection.year !== null ? seasonYearLabel(selection.year) : null);
  useDocumentTitle(league ? standingsTitle(league.name, seasonYear, season?.seasonType ?? selection.type) : (standingsRoute.title ?? null));
  const wanted = selection.year !== null && selection.type ? seasonName(selection.year, selection.type) : '';

  let body: React.ReactNode;
  if (leaguesQuery.isError) body = <QueryError what="the standings" query={leaguesQuery} title="Failed to fetch standings" />;
  else if (leaguesQuery.isPending) body = <StandingsSkeleton />;
  else if (prompt) body = <EmptyState title={prompt[0]} description={prompt[1]} icon={ListFilter} />;
  else if (!standings || standings.isPending) body = <StandingsSkeleton />;
  else if (standings.isError) body = <QueryError what="the standings" query={standings} title="Failed to fetch standings" />;
  else if (!season)
    body = (
      <EmptyState
        icon={Trophy}
        title="No Standings Available"
        description={`${league?.name ?? 'This league'} has no ${wanted} on record.`}
      />
    );
  else if (!standings.data.rows.length)
    body = <EmptyState icon={Trophy} title="No Standings Available" description={`${season.name} has no teams yet.`} />;
  else {
    body = (
      <StandingsViews
        data={standings.data}
        caption={`${league?.name ?? ''} ${season.name} standings`}
        pointsSystem={league?.pointsSystem ?? null}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="League Standings"
        subtitle="Tables computed from every final result, with each league's own points system and tiebreakers."
      />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <StandingsSelectors leagues={leagues} selection={selection} onChange={change} />
        {/* The heading arrives with its table, not while the skeleton shows: appearing above the
            skeleton it pushed it down (the page's layout shift). */}
        {season && league && standings?.data && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold text-slate-900">
                {league.name}{' '}
                <span className="font-medium text-slate-500">· {season.name || SEASON_TYPE_LABELS[selection.type ?? 'regular']}</span>
              </h2>
              {isNhl(league.name) && season.isActive && <Badge tone="live">Current Season</Badge>}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <Link
                to={links.league(league.id, { tab: 'leaders', season: season.id })}
                className="inline-flex items-center gap-1 text-sm font-medium text-rink-700 hover:underline"
              >
                <Trophy className="size-4" aria-hidden="true" />
                League leaders
              </Link>
              <LastUpdated at={standings.data.lastUpdated} />
            </div>
          </div>
        )}
        {body}
      </div>
    </>
  );
}
