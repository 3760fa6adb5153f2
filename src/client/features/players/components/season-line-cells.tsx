import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import type { PlayerSeasonLine } from '#shared/schemas/player-season-line';
import { formatGaa } from '#client/components/stat-table/hockey-columns';
import { SkeletonText } from '#client/components/ui/skeleton';

const head =
  'w-8 px-1 py-2 last:w-10 last:pr-3 text-right text-[11px] font-semibold uppercase tracking-wide text-slate-500 sm:w-11 sm:px-3';
// The last column keeps clear of the table's rounded edge on phones too.
const cell = 'px-1 py-1.5 text-right tabular-nums text-slate-700 last:pr-3 sm:px-3';
const HEADS = [
  { label: 'GP', title: 'Games played this season' },
  { label: 'G', title: 'Goals this season' },
  { label: 'A', title: 'Assists this season' },
  { label: 'P', title: 'Points this season' },
];

export function SeasonLineHeads() {
  return HEADS.map((h) => (
    <th key={h.label} scope="col" className={head}>
      <abbr title={h.title} className="no-underline">
        {h.label}
      </abbr>
    </th>
  ));
}

/**
 * The current season's line: GP G A P, or for a goalie GP then GAA and SV% across the last three
 * columns (labelled, as their figures are not goals, assists and points).
 */
export function SeasonLineCells({ line }: { line: PlayerSeasonLine | undefined }) {
  if (line?.goalie)
    return (
      <>
        <td className={cell}>{line.goalie.gamesPlayed}</td>
        {/* Stacked on a phone, where the three columns are ~6 rem; side by side from sm. */}
        <td colSpan={3} className={cell}>
          <span className="flex flex-col items-end whitespace-nowrap leading-tight sm:flex-row sm:justify-end sm:gap-2">
            <span>
              {formatGaa(line.goalie.goalsAgainstAverage)} <span className="text-[10px] font-semibold text-slate-500">GAA</span>
            </span>
            <span>
              {formatSavePercentage(line.goalie.savePercentage)} <span className="text-[10px] font-semibold text-slate-500">SV%</span>
            </span>
          </span>
        </td>
      </>
    );
  const s = line?.skater;
  return [s?.gamesPlayed, s?.goals, s?.assists, s?.points].map((v, i) => (
    <td key={HEADS[i].label} className={`${cell} ${i === 3 ? 'font-semibold text-slate-900' : ''}`}>
      {v ?? '—'}
    </td>
  ));
}

export function SeasonLineSkeleton() {
  return HEADS.map((h) => (
    <td key={h.label} className={cell}>
      <SkeletonText>00</SkeletonText>
    </td>
  ));
}
