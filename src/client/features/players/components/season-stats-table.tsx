import { Link } from 'react-router';
import { SEASON_TYPE_LABELS } from '#shared/domain/standings/seasons';
import type { SkaterLine, SkaterSeasonRow } from '#shared/schemas/player-stats';
import type { StatColumn } from '#client/components/stat-table/stat-columns';
import { StatTable } from '#client/components/stat-table/stat-table';
import { links } from '#shared/routes/routes';

/** Which season, league and team a line belongs to. */
type StatsSeasonRef = Omit<SkaterSeasonRow, keyof SkaterLine>;

/** A season line, or a career total (no season, team or league). */
export type SeasonLine<L> = L & { seasonType: StatsSeasonRef['seasonType'] } & Partial<StatsSeasonRef> & { key: string };

const standingsLink = (r: Partial<StatsSeasonRef>) =>
  links.standings({ league: r.leagueId, year: (r.year ?? '').slice(0, 4), type: r.seasonType });

function infoColumns<L>(): StatColumn<SeasonLine<L>>[] {
  return [
    {
      key: 'team',
      label: 'Team',
      title: 'Team',
      align: 'left',
      value: (r) => r.teamName ?? null,
      format: (r) =>
        r.teamId ? (
          <>
            <Link
              to={links.team(r.teamId)}
              className="block max-w-[5.5rem] truncate text-slate-900 hover:text-rink-700 hover:underline sm:max-w-56"
            >
              {r.teamName}
            </Link>
            {/* Phones drop the league column; its abbreviation rides under the team. */}
            <span className="block text-[11px] leading-3 text-slate-500 sm:hidden">{r.leagueShortName ?? r.leagueName}</span>
          </>
        ) : (
          ''
        ),
    },
    {
      key: 'league',
      label: 'Lg',
      title: 'League',
      align: 'left',
      hideOnPhone: true,
      value: (r) => r.leagueShortName ?? r.leagueName ?? null,
      format: (r) =>
        r.leagueName ? (
          <abbr title={r.leagueName} className="no-underline">
            {r.leagueShortName ?? r.leagueName}
          </abbr>
        ) : (
          ''
        ),
    },
  ];
}

type Props<L> = {
  title: string;
  seasonType: StatsSeasonRef['seasonType'];
  rows: SeasonLine<L>[];
  career: SeasonLine<L> | undefined;
  columns: StatColumn<SeasonLine<L>>[];
  testId: string;
};

/** One season type's lines, oldest first, each season linking to its standings; the career line under them. */
export function SeasonStatsTable<L>({ title, seasonType, rows, career, columns, testId }: Props<L>) {
  const heading = `${title} · ${SEASON_TYPE_LABELS[seasonType]}`;
  return (
    <section aria-label={heading} className="space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{SEASON_TYPE_LABELS[seasonType]}</h3>
      <StatTable
        caption={heading}
        testId={testId}
        rows={rows}
        rowKey={(r) => r.key}
        lead={{
          label: 'Season',
          width: 'w-20 min-w-20 max-w-20 sm:w-24 sm:min-w-24 sm:max-w-24',
          value: (r) => r.year ?? null,
          render: (r) =>
            r.seasonId ? (
              <Link to={standingsLink(r)} title={`${r.leagueName} ${r.seasonName} standings`} className="text-rink-700 hover:underline">
                {r.year}
              </Link>
            ) : (
              'Career'
            ),
        }}
        columns={[...infoColumns<L>(), ...columns]}
        footer={career ? [career] : undefined}
      />
    </section>
  );
}
