import { useMemo, useState } from 'react';
import type { ClinchMark } from '#shared/domain/clinch';
import { DEFAULT_STANDINGS_SORT, nextSort, sortStandings, type StandingsSort } from '#shared/domain/standings';
import { conferenceTables, wildCardTables } from '#shared/domain/standings-playoff-view';
import type { PointsSystem } from '#shared/schemas/league';
import type { StandingsLookup } from '#shared/schemas/standing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { DivisionView } from './division-view';
import { PlayoffLegend } from './playoff-legend';
import { PlayoffView } from './playoff-view';
import { StandingsTable } from './standings-table';

function pointsNote(ps: PointsSystem): string {
  return (
    `Points: regulation win ${ps.regulationWin}, overtime win ${ps.overtimeWin}, shootout win ${ps.shootoutWin}, ` +
    `overtime/shootout loss ${ps.overtimeLoss}${ps.tie ? `, tie ${ps.tie}` : ''}. ` +
    `L = regulation losses, OTL = overtime and shootout losses${ps.tie ? ', T = ties' : ''}.`
  );
}

type Props = { data: StandingsLookup; caption: string; pointsSystem: PointsSystem | null };

/** The table and its grouped views; the playoff line and marks come with the league's format (issue 19 item 3). */
export function StandingsViews({ data, caption, pointsSystem }: Props) {
  const { rows, playoffFormat: format } = data;
  const [sort, setSort] = useState<StandingsSort>(DEFAULT_STANDINGS_SORT);
  const sorted = useMemo(() => sortStandings(rows, sort.column, sort.direction), [rows, sort]);
  const hasConferences = rows.some((r) => r.team.conference);
  const byRank = sort.column === 'rank' && sort.direction === 'asc';
  const leagueCut = format?.kind === 'top' && format.scope === 'league' && byRank && format.spots < rows.length ? format.spots : null;
  const marks = useMemo(() => new Set(rows.flatMap((r) => (r.clinch ? [r.clinch as ClinchMark] : []))), [rows]);
  const legend = format && <PlayoffLegend format={format} marks={marks} />;

  return (
    <Tabs defaultValue="table">
      <TabsList aria-label="Standings view" className="w-fit max-w-full overflow-x-auto">
        <TabsTrigger value="table">Standings Table</TabsTrigger>
        {format?.kind === 'wildcard' && <TabsTrigger value="wildcard">Wild Card</TabsTrigger>}
        {hasConferences && <TabsTrigger value="conference">Conference</TabsTrigger>}
        <TabsTrigger value="divisions">Conference &amp; Division</TabsTrigger>
      </TabsList>
      <TabsContent value="table">
        <StandingsTable
          rows={sorted}
          caption={caption}
          sort={sort}
          onSort={(column) => setSort((s) => nextSort(s, column))}
          cutAfter={leagueCut}
        />
        {legend}
        {pointsSystem && <p className="mt-2 text-xs text-slate-500">{pointsNote(pointsSystem)}</p>}
      </TabsContent>
      {format?.kind === 'wildcard' && (
        <TabsContent value="wildcard">
          <PlayoffView conferences={wildCardTables(rows, format)} testId="wildcard-view" />
          {legend}
        </TabsContent>
      )}
      {hasConferences && (
        <TabsContent value="conference">
          <PlayoffView conferences={conferenceTables(rows, format)} testId="conference-view" />
          {legend}
        </TabsContent>
      )}
      <TabsContent value="divisions">
        <DivisionView rows={rows} />
        {legend}
      </TabsContent>
    </Tabs>
  );
}
