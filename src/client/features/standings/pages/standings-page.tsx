import { useMemo, useState } from 'react';
import { isNhl } from '../../../../shared/domain/levels';
import { findSeasonFor, SEASON_TYPE_LABELS, seasonName } from '../../../../shared/domain/seasons';
import { DEFAULT_STANDINGS_SORT, nextSort, sortStandings, type StandingsSort } from '../../../../shared/domain/standings';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { PointsSystem } from '../../../../shared/schemas/league';
import { errorMessage } from '../../../lib/api';
import { useLeagues } from '../api/get-leagues';
import { useStandings } from '../api/get-standings';
import { DivisionView } from '../components/division-view';
import { LastUpdated } from '../components/last-updated';
import { StandingsSelectors } from '../components/standings-selectors';
import { StandingsSkeleton } from '../components/standings-skeleton';
import { StandingsTable } from '../components/standings-table';
import { useStandingsSelection } from '../lib/use-standings-selection';
import { TopBannerAd } from '../../ads';

const PROMPTS = {
  level: ['Select a Level', 'Choose a competition level to see its leagues.'],
  league: ['Select a League', 'Pick a league to see its seasons.'],
  year: ['Select a Year', 'Seasons are listed by the year they start.'],
  type: ['Select a Season', 'Preseason, regular season or playoffs.'],
} as const;

function pointsNote(ps: PointsSystem): string {
  return `Points: regulation win ${ps.regulationWin}, overtime win ${ps.overtimeWin}, shootout win ${ps.shootoutWin}, `
    + `overtime/shootout loss ${ps.overtimeLoss}. L = regulation losses, OTL = overtime and shootout losses.`;
}

export default function StandingsPage() {
  const leaguesQuery = useLeagues();
  const leagues = useMemo(() => leaguesQuery.data ?? [], [leaguesQuery.data]);
  const { selection, change, seasonsQuery } = useStandingsSelection(leaguesQuery.data);
  const league = leagues.find((l) => l.id === selection.leagueId) ?? null;
  const season = useMemo(() => {
    if (selection.leagueId === null || selection.year === null || !selection.type || !seasonsQuery.data) return null;
    // Structured year/type first, the §7 name prefix as the fallback (inside findSeasonFor).
    const candidates = seasonsQuery.data.map((s) => ({ ...s, year: Number(s.year.slice(0, 4)) }));
    return findSeasonFor(candidates, selection.leagueId, selection.year, selection.type);
  }, [seasonsQuery.data, selection.leagueId, selection.year, selection.type]);
  const standings = useStandings(season?.id ?? null);
  const [sort, setSort] = useState<StandingsSort>(DEFAULT_STANDINGS_SORT);
  const sorted = useMemo(() => sortStandings(standings.data?.rows ?? [], sort.column, sort.direction), [standings.data, sort]);

  const prompt = !selection.level ? PROMPTS.level : selection.leagueId === null ? PROMPTS.league
    : selection.year === null ? PROMPTS.year : !selection.type ? PROMPTS.type : null;
  const wanted = selection.year !== null && selection.type ? seasonName(selection.year, selection.type) : '';

  let body: React.ReactNode;
  if (leaguesQuery.isError) body = <ErrorState title="Failed to fetch standings" message={errorMessage(leaguesQuery.error)} />;
  else if (leaguesQuery.isPending) body = <StandingsSkeleton />;
  else if (prompt) body = <EmptyState title={prompt[0]} description={prompt[1]} />;
  else if (seasonsQuery.isError) body = <ErrorState title="Failed to fetch standings" message={errorMessage(seasonsQuery.error)} />;
  else if (seasonsQuery.isPending || (season && standings.isPending)) body = <StandingsSkeleton />;
  else if (!season) body = <EmptyState title="No Standings Available" description={`${league?.name ?? 'This league'} has no ${wanted} on record.`} />;
  else if (standings.isError) body = <ErrorState title="Failed to fetch standings" message={errorMessage(standings.error)} />;
  else if (!standings.data?.rows.length) body = <EmptyState title="No Standings Available" description={`${season.name} has no teams yet.`} />;
  else {
    body = (
      <Tabs defaultValue="table">
        <TabsList aria-label="Standings view" className="w-fit">
          <TabsTrigger value="table">Standings Table</TabsTrigger>
          <TabsTrigger value="divisions">Conference &amp; Division</TabsTrigger>
        </TabsList>
        <TabsContent value="table">
          <StandingsTable rows={sorted} caption={`${league?.name ?? ''} ${season.name} standings`} sort={sort}
            onSort={(column) => setSort((s) => nextSort(s, column))} />
          {league && <p className="mt-2 text-xs text-slate-500">{pointsNote(league.pointsSystem)}</p>}
        </TabsContent>
        <TabsContent value="divisions"><DivisionView rows={standings.data.rows} /></TabsContent>
      </Tabs>
    );
  }

  return (
    <>
      <PageHeader title="League Standings" subtitle="Tables computed from every final result, with each league's own points system and tiebreakers." />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        <TopBannerAd className="my-0" />
        <StandingsSelectors leagues={leagues} selection={selection} onChange={change} />
        {/* The heading arrives with its table, not while the skeleton shows: appearing above the
            skeleton it pushed it down (the page's layout shift). */}
        {season && league && !standings.isPending && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold text-slate-900">{league.name} <span className="font-medium text-slate-500">· {season.name || SEASON_TYPE_LABELS[selection.type ?? 'regular']}</span></h2>
              {isNhl(league.name) && season.isActive && <Badge tone="live">Current Season</Badge>}
            </div>
            {standings.data && <LastUpdated at={standings.data.lastUpdated} />}
          </div>
        )}
        {body}
      </div>
    </>
  );
}
