import { useMemo, useState } from 'react';
import type { ClinchMark } from '#shared/domain/standings/clinch';
import { DEFAULT_STANDINGS_SORT, nextSort, sortStandings, type StandingsSort } from '#shared/domain/standings/standings';
import { conferenceTables, wildCardTables } from '#shared/domain/standings/standings-playoff-view';
import type { PointsSystem } from '#shared/schemas/league';
import type { StandingsLookup } from '#shared/schemas/standing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { DivisionView } from './division-view';
import { PlayoffLegend } from './playoff-legend';
import { PlayoffView } from './playoff-view';
import { STAT_COLUMNS, withTies } from './standings-columns';
import { StandingsTable } from './standings-table';
import { defaultStandingsView, standingsViews, useStandingsView } from '../lib/use-standings-view';

function pointsNote(ps: PointsSystem): string {
  return (
    `Points: regulation win ${ps.regulationWin}, overtime win ${ps.overtimeWin}, shootout win ${ps.shootoutWin}, ` +
    `overtime/shootout loss ${ps.overtimeLoss}${ps.tie ? `, tie ${ps.tie}` : ''}. ` +
    `L = regulation losses, OTL = overtime and shootout losses${ps.tie ? ', T = ties' : ''}.`
  );
}

const VIEW_LABELS = {
  wildcard: 'Wild Card',
  conference: 'Conference',
  divisions: 'Conference & Division',
  table: 'League Table',
} as const;

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
  const views = standingsViews(format, hasConferences);
  const [view, setView] = useStandingsView(views, defaultStandingsView(format, hasConferences));

  return (
    <Tabs value={view} onValueChange={setView}>
      {/* Wraps rather than scrolls: a scrolling tab strip is a second scroll box on a phone (axe). */}
      <TabsList aria-label="Standings view" className="w-fit flex-wrap overflow-visible">
        {views.map((v) => (
          <TabsTrigger key={v} value={v}>
            {VIEW_LABELS[v]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="table">
        <StandingsTable
          rows={sorted}
          caption={caption}
          columns={withTies(STAT_COLUMNS, rows)}
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
